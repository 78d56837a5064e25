import Foundation

/// Placeholders in configured commands and result globs: `{variant}` (the variant's folder),
/// `{name}` (its name), `{scratch}` (the fresh scratch folder of this build or test run),
/// `{swiftFlags}` (extra compiler flags, spelled as the commands' `swiftFlags` style says) and,
/// in `touch` only, `{file}` (the file to touch).
///
/// An argument that is exactly `{swiftFlags}` becomes as many arguments as there are flags (none
/// for a plain timed build); inside a longer argument (`OTHER_SWIFT_FLAGS=$(inherited)
/// {swiftFlags}`) the flags are joined with spaces, as a build setting takes them, each quoted
/// where it must be (`quotedForList`). Commands are
/// argument lists, never a shell line: a value with spaces stays one argument.
package enum CommandTemplate {
    package static let placeholders = ["variant", "name", "scratch", "swiftFlags", "file"]

    /// The placeholders a command of `step` may use (`file` only where a file is touched).
    package static func allowed(inStep step: String) -> [String] {
        step == "touch" ? placeholders : placeholders.filter { $0 != "file" }
    }

    /// Every `{word}` in `argument`, in order. Braces around anything but a word (`{ x; }` in a
    /// `sh -c` script) are not placeholders.
    package static func names(in argument: String) -> [String] {
        var names: [String] = []
        var rest = argument[...]
        while let found = firstPlaceholder(in: rest) {
            names.append(found.name)
            rest = found.after
        }
        return names
    }

    /// The first placeholder of `argument` that `allowed` does not list; nil when all are known.
    package static func unknownPlaceholder(in argument: String, allowed: [String]) -> String? {
        names(in: argument).first { !allowed.contains($0) }
    }

    /// `template` with every placeholder replaced: `values` by name, `swiftFlags` already spelled.
    package static func expand(
        _ template: [String], values: [String: String], swiftFlags: [String]
    ) -> [String] {
        template.flatMap { argument -> [String] in
            if argument == "{swiftFlags}" { return swiftFlags }
            return [expand(argument, values: values, swiftFlags: swiftFlags)]
        }
    }

    /// One argument with its placeholders replaced (flags joined with spaces).
    package static func expand(_ argument: String, values: [String: String], swiftFlags: [String])
        -> String
    {
        guard argument.contains("{") else { return argument }
        var values = values
        values["swiftFlags"] = swiftFlags.map(quotedForList).joined(separator: " ")
        var result = ""
        var rest = argument[...]
        while let found = firstPlaceholder(in: rest) {
            // Validation refuses unknown names before anything runs; one left is kept as written.
            result += found.before + (values[found.name] ?? "{\(found.name)}")
            rest = found.after
        }
        return result + rest
    }

    /// `flag` as one item of a flag list written in one argument: CMake's `CMAKE_Swift_FLAGS`
    /// (Ninja runs the command line through `/bin/sh`), Xcode's `OTHER_SWIFT_FLAGS` and Bazel's
    /// copts are all split the way a POSIX shell splits words, so a flag holding a space, a
    /// quote, `$` or a backslash is put in single quotes (a `'` in it as `'\''`); a plain flag
    /// stays as it is.
    static func quotedForList(_ flag: String) -> String {
        let plain = flag.allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || "-_=./,:+@%".contains($0))
        }
        guard !plain || flag.isEmpty else { return flag }
        return "'" + flag.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `text` split at its first `{word}`: what comes before, the word, what follows.
    private static func firstPlaceholder(in text: Substring) -> (
        before: Substring, name: String, after: Substring
    )? {
        var searchFrom = text.startIndex
        while let open = text[searchFrom...].firstIndex(of: "{") {
            let after = text[text.index(after: open)...]
            let word = after.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            if !word.isEmpty, word.endIndex < after.endIndex, after[word.endIndex] == "}" {
                return (text[..<open], String(word), after[after.index(after: word.endIndex)...])
            }
            searchFrom = after.startIndex
        }
        return nil
    }
}
