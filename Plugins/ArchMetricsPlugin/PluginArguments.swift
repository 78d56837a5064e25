import Foundation

// Shared by both plugins: Plugins/ArchMetricsReadPlugin/ holds a symlink to this file. A
// plugin target can depend only on executables, not on a library, and two targets may not
// list the same source file (SwiftPM: "overlapping sources"), so a symlink is the one way
// to keep a single copy.

/// What the plugins read from the arguments before running the tool: whether the command
/// writes, whether it names any variants, and its paths made the caller's.
enum PluginArguments {
    /// Options whose value is a file or folder the tool writes or reads. A relative one is
    /// taken from the folder `swift package` was run in, as any command line would; the
    /// defaults (archmetrics.json, Reports/) and a ROOT stay the package's. `--variants
    /// NAME=PATH` too, for its PATH.
    static let pathOptions = [
        "--output", "-o", "--sarif", "--junit", "--config", "--baseline", "--from", "--current",
        "--explain",
    ]

    /// Options that make a command write a file.
    static let outputOptions = ["--output", "-o", "--sarif", "--junit"]

    /// The arguments up to `--` (after it, every argument is a path, even `--help`).
    static func options(_ arguments: [String]) -> ArraySlice<String> {
        arguments.firstIndex(of: "--").map { arguments[..<$0] } ?? arguments[...]
    }

    /// The option names given, without their `=VALUE`.
    static func given(_ arguments: [String]) -> Set<String> {
        Set(
            options(arguments).dropFirst().filter { $0.hasPrefix("-") }.map {
                String($0.split(separator: "=", maxSplits: 1).first ?? "")
            })
    }

    /// Why the command writes into the package (so needs the plugin with write permission),
    /// or nil when it only reads.
    static func writes(_ arguments: [String]) -> String? {
        let given = given(arguments)
        guard let command = arguments.first, !given.contains("--help"), !given.contains("-h")
        else { return nil }
        if let option = outputOptions.first(where: given.contains) {
            return "\(command) \(option) writes a file"
        }
        switch command {
        case "report", "baseline", "merge", "history":
            return "\(command) writes its results"
        case "check" where given.contains("--freeze") || given.contains("--remove-stale"):
            return "check --freeze or --remove-stale rewrites the baseline"
        case "check" where !given.contains("--no-build") && !given.contains("--current"):
            return "a measured check writes its build logs beside the baseline"
        default:
            return nil
        }
    }

    /// `arguments` with the relative values of `pathOptions` and the PATH of `--variants
    /// NAME=PATH` made absolute from `caller` (`--sarif out.sarif` and `--sarif=out.sarif`
    /// alike).
    static func resolvingPaths(_ arguments: [String], from caller: URL) -> [String] {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var resolved = arguments
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") || path.isEmpty ? path : caller.appendingPathComponent(path).path
        }
        for index in resolved.indices where index < end {
            let argument = resolved[index]
            if pathOptions.contains(argument), index + 1 < end {
                resolved[index + 1] = absolute(resolved[index + 1])
            } else if argument == "--variants", index + 1 < end,
                let equals = resolved[index + 1].firstIndex(of: "=")
            {
                let variant = resolved[index + 1]
                resolved[index + 1] =
                    String(variant[...equals])
                    + absolute(String(variant[variant.index(after: equals)...]))
            } else if let equals = argument.firstIndex(of: "="),
                pathOptions.contains(String(argument[..<equals]))
            {
                let value = String(argument[argument.index(after: equals)...])
                resolved[index] = String(argument[...equals]) + absolute(value)
            }
        }
        return resolved
    }

    /// Commands that measure variants default to the sample app bundled with archmetrics when
    /// told nothing else, which in someone's package would be a surprise: without an
    /// archmetrics.json in the package, a --config, --variants, --from or --current, or a ROOT,
    /// say what to add instead.
    static func missingVariants(_ arguments: [String], in package: URL) -> String? {
        guard let command = arguments.first,
            ["report", "baseline", "check", "history"].contains(command)
        else { return nil }
        let told = ["--config", "--variants", "--from", "--current", "--help", "-h"]
        if !given(arguments).isDisjoint(with: told) { return nil }
        if FileManager.default.fileExists(
            atPath: package.appendingPathComponent("archmetrics.json").path)
        {
            return nil
        }
        // A ROOT: a folder named by an argument that is not the value of --output.
        for index in arguments.indices.dropFirst()
        where !arguments[index].hasPrefix("-") && arguments[index - 1] != "--output" {
            var isFolder: ObjCBool = false
            let argument = arguments[index]
            let path =
                argument.hasPrefix("/") ? argument : package.appendingPathComponent(argument).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
                isFolder.boolValue
            {
                return nil
            }
        }
        return
            "archmetrics: no archmetrics.json in \(package.path). Add one naming the variants ({\"variants\": [{\"name\": \"App\", \"path\": \".\"}]}), or pass --variants NAME=PATH or a ROOT folder."
    }
}
