import SwiftScanning

/// The targets a SwiftPM manifest (`Package.swift`) declares, read with the tool's own lexer
/// and never run: each `.target`, `.executableTarget`, `.testTarget`, `.macro` or `.plugin`
/// call's `name`, `path` (else SwiftPM's convention, `Sources/<name>`, `Tests/<name>`,
/// `Plugins/<name>`), `exclude` and `sources`, and the target names in its `dependencies`.
/// Names given by a variable rather than a literal are not followed: such a target is left
/// out, and its files then fall to the names and folders.
package enum SwiftPackageTargets {
    /// The targets of `text`, the manifest of the package in `packageFolder` (relative to
    /// the variant folder); paths come back relative to the variant folder.
    package static func read(_ text: String, packageFolder: String) -> [BuildTarget] {
        let tokens = ManifestTokens.of(text)
        // `.target(`, `.testTarget(`…: the call's `(` two tokens on.
        let calls = ManifestTokens.calls(in: tokens) { index in
            index + 2 < tokens.count && tokens[index].text == "."
                && tokens[index + 2].text == "(" && kinds[tokens[index + 1].text] != nil
                ? index + 2 : nil
        }
        return calls.compactMap { open, call in
            guard let kind = kinds[tokens[open - 1].text], let name = call["name"]?.first
            else { return nil }
            let conventional = kind == .unitTests ? "Tests" : kind == .tool ? "Plugins" : "Sources"
            let path = join(packageFolder, call["path"]?.first ?? "\(conventional)/\(name)")
            let sources = call["sources"].map { $0.map { join(path, $0) } }
            return BuildTarget(
                name: name, kind: kind, files: [], folders: sources ?? [path],
                excluded: (call["exclude"] ?? []).map { join(path, $0) },
                dependencies: call["dependencies"] ?? [])
        }
    }

    static let kinds: [String: BuildTarget.Kind] = [
        "target": .code, "executableTarget": .application, "testTarget": .unitTests,
        "macro": .tool, "plugin": .tool,
    ]

    static func join(_ folder: String, _ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return folder.isEmpty ? trimmed : "\(folder)/\(trimmed)"
    }
}

/// A manifest's tokens as text, and the string literals of a call's labelled arguments: what
/// the SwiftPM and Tuist readers share.
enum ManifestTokens {
    struct Token {
        var kind: SwiftToken.Kind
        var text: String
    }

    private struct Collector: SwiftLexerVisitor {
        var tokens: [Token] = []
        mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
            tokens.append(Token(kind: token.kind, text: token.text(in: source)))
        }
    }

    static func of(_ text: String) -> [Token] {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            var lexer = SwiftLexer(source: UnsafeBufferPointer(buffer), visitor: Collector())
            lexer.run()
            return lexer.visitor.tokens
        }
    }

    /// The calls among `tokens` that `opening` picks out (given a token's index, the index of
    /// the `(` of a call starting there, or nil), each with its `(`'s index and its labelled
    /// arguments, in order. The search goes on past each call: a `.target(name:)` inside a
    /// target's `dependencies` is no declaration.
    static func calls(in tokens: [Token], opening: (Int) -> Int?) -> [(
        open: Int, arguments: [String: [String]]
    )] {
        var calls: [(open: Int, arguments: [String: [String]])] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard let open = opening(index) else { continue }
            let (call, end) = arguments(of: tokens, openingAt: open)
            index = end
            calls.append((open, call))
        }
        return calls
    }

    /// Label → the string literals of that argument (one for `name: "App"`, every one of an
    /// array `exclude: ["a", "b"]`), for the call whose `(` is at `open`, and where its `)` is.
    static func arguments(of tokens: [Token], openingAt open: Int) -> (
        arguments: [String: [String]], end: Int
    ) {
        var arguments: [String: [String]] = [:]
        var depth = 0
        var label: String?
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return (arguments, index) }
            default:
                // `name: "App"`; Starlark's `name = "App"` (a BUILD file's).
                if depth == 1, token.kind == .identifier, index + 1 < tokens.count,
                    tokens[index + 1].text == ":" || tokens[index + 1].text == "="
                {
                    label = token.text
                    arguments[token.text, default: []] += []
                } else if token.kind == .string, let label {
                    arguments[label, default: []].append(unquoted(token.text))
                }
            }
            index += 1
        }
        return (arguments, index)
    }

    /// A string literal's text without its quotes (`"App"` → `App`).
    static func unquoted(_ literal: String) -> String {
        var text = Substring(literal)
        while text.first == "#" || text.first == "\"" { text = text.dropFirst() }
        while text.last == "#" || text.last == "\"" { text = text.dropLast() }
        return String(text)
    }
}
