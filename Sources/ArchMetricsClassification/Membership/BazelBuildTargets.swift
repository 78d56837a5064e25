/// The targets a Bazel `BUILD` (or `BUILD.bazel`) file declares, read with the tool's own lexer
/// and never run: each `swift_library`, `swift_binary`, `swift_test` and Apple rule
/// (`ios_application`, `ios_unit_test`, `ios_ui_test`, their `macos_` forms) call's `name`,
/// its `srcs` (file names and `glob([…])` patterns, relative to the BUILD file's folder) and
/// the target names of its `deps`. Starlark is read as Swift tokens once its `#` comments are
/// dropped and its single-quoted strings double-quoted. A target whose sources are no string
/// literals (a variable, a macro's output) or that has none (an application over its `deps`)
/// compiles no file here: its files fall to the other targets, else to the names and folders.
package enum BazelBuildTargets {
    /// The targets of `text`, the BUILD file of the package in `packageFolder` (relative to
    /// the variant folder); globs come back relative to the variant folder.
    package static func read(_ text: String, packageFolder: String) -> [BuildTarget] {
        let tokens = ManifestTokens.of(swiftReadable(text))
        let calls = ManifestTokens.calls(in: tokens) { index in
            index + 1 < tokens.count && tokens[index + 1].text == "("
                && kinds[tokens[index].text] != nil ? index + 1 : nil
        }
        return calls.compactMap { open, call in
            guard let kind = kinds[tokens[open - 1].text], let name = call["name"]?.first
            else { return nil }
            // Labels (`:Generated`, `//Other:srcs`) name other targets' outputs, not files.
            let sources = (call["srcs"] ?? []).filter { !$0.hasPrefix(":") && !$0.contains("//") }
            guard !sources.isEmpty else { return nil }
            return BuildTarget(
                name: name, kind: kind, files: [], folders: [],
                globs: sources.map { PathGlob(SwiftPackageTargets.join(packageFolder, $0)) },
                dependencies: (call["deps"] ?? []).map(targetName(ofLabel:)))
        }
    }

    static let kinds: [String: BuildTarget.Kind] = [
        "swift_library": .code, "swift_binary": .application, "swift_test": .unitTests,
        "ios_application": .application, "macos_application": .application,
        "ios_unit_test": .unitTests, "macos_unit_test": .unitTests,
        "ios_ui_test": .uiTests, "macos_ui_test": .uiTests,
    ]

    /// `//App/Sources:Login` → `Login`, `:Login` → `Login`, `//Login` → `Login`.
    static func targetName(ofLabel label: String) -> String {
        if let colon = label.lastIndex(of: ":") {
            return String(label[label.index(after: colon)...])
        }
        return label.split(separator: "/").last.map(String.init) ?? label
    }

    /// The BUILD text as the Swift lexer reads it alike: `#` comments dropped (an apostrophe or
    /// quote in one would open a string) and `'…'` strings written `"…"`.
    static func swiftReadable(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var quote: Character?
        var inComment = false
        var escaped = false
        for character in text {
            if inComment {
                if character == "\n" {
                    inComment = false
                    result.append(character)
                }
                continue
            }
            if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                    result.append("\"")
                    continue
                } else if character == "\"" {
                    // A double quote inside a single-quoted string stays inside it.
                    result.append("\\")
                }
                result.append(character)
                continue
            }
            switch character {
            case "#": inComment = true
            case "\"", "'":
                quote = character
                result.append("\"")
            default: result.append(character)
            }
        }
        return result
    }
}
