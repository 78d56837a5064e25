/// The targets a Tuist `Project.swift` declares, read with the tool's own lexer and never
/// run: each `.target(…)` or `Target(…)` call's `name`, `product` (`.app`, `.unitTests`,
/// `.uiTests`, frameworks and libraries as app code) and `sources` globs, and the target
/// names in its `dependencies`. A target whose sources are not string literals (built by a
/// helper function) is left out, and its files fall to the names and folders.
package enum TuistProjectTargets {
    /// The targets of `text`, the manifest of the project in `projectFolder` (relative to
    /// the variant folder); globs come back relative to the variant folder.
    package static func read(_ text: String, projectFolder: String) -> [BuildTarget] {
        let tokens = ManifestTokens.of(text)
        // `Target(` or `.target(`: the index of the call's `(`.
        let calls = ManifestTokens.calls(in: tokens) { index in
            guard index + 1 < tokens.count else { return nil }
            if tokens[index].text == "Target" && tokens[index + 1].text == "(" { return index + 1 }
            let isCall =
                tokens[index].text == "." && index + 2 < tokens.count
                && tokens[index + 1].text == "target" && tokens[index + 2].text == "("
            return isCall ? index + 2 : nil
        }
        return calls.compactMap { open, call in
            guard let name = call["name"]?.first, let product = product(at: open, in: tokens),
                let sources = call["sources"], !sources.isEmpty
            else { return nil }
            return BuildTarget(
                name: name, kind: kind(of: product), files: [], folders: [],
                globs: sources.map { PathGlob(SwiftPackageTargets.join(projectFolder, $0)) },
                dependencies: call["dependencies"] ?? [])
        }
    }

    /// The case after `product: .` in the call whose `(` is at `open` (`app`, `unitTests`).
    private static func product(at open: Int, in tokens: [ManifestTokens.Token]) -> String? {
        var depth = 0
        var index = open
        while index + 3 < tokens.count {
            switch tokens[index].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return nil }
            case "product"
            where depth == 1 && tokens[index + 1].text == ":"
                && tokens[index + 2].text == ".":
                return tokens[index + 3].text
            default: break
            }
            index += 1
        }
        return nil
    }

    static func kind(of product: String) -> BuildTarget.Kind {
        switch product {
        case "app", "watch2App", "appClip", "commandLineTool": .application
        case "unitTests": .unitTests
        case "uiTests": .uiTests
        case "macro": .tool
        default: .code
        }
    }
}
