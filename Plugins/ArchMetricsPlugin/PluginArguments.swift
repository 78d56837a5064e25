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

    /// `arguments` with their relative paths made the caller's, for the tool run in `package`:
    /// the values of `pathOptions` and the PATH of `--variants NAME=PATH` made absolute from
    /// `caller` (`--sarif out.sarif` and `--sarif=out.sarif`, `--variants now=App` and
    /// `--variants=now=App` alike). A `--variants NAME=REV:PATH` keeps its revision: its PATH
    /// is from the repository's top, which `caller` does not change, except `REV:./PATH`, from
    /// the folder the tool runs in, which becomes `REV:./FOLDER/PATH` with FOLDER the caller's
    /// from `package`. Pure but for the check the tool makes too: whether a value with a colon
    /// names something on disk.
    static func resolvingPaths(_ arguments: [String], from caller: URL, package: URL) -> [String] {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var resolved = arguments
        for index in resolved.indices where index < end {
            let argument = resolved[index]
            if pathOptions.contains(argument) || argument == "--variants", index + 1 < end {
                resolved[index + 1] = resolving(
                    resolved[index + 1], of: argument, from: caller, package: package)
            } else if let equals = argument.firstIndex(of: "="),
                case let option = String(argument[..<equals]),
                pathOptions.contains(option) || option == "--variants"
            {
                let value = String(argument[argument.index(after: equals)...])
                resolved[index] =
                    option + "=" + resolving(value, of: option, from: caller, package: package)
            }
        }
        return resolved
    }

    /// The value of `option` made the caller's (see `resolvingPaths`).
    static func resolving(_ value: String, of option: String, from caller: URL, package: URL)
        -> String
    {
        guard option == "--variants" else { return absolute(value, from: caller) }
        guard let equals = value.firstIndex(of: "=") else { return value }
        let name = String(value[...equals])
        let path = String(value[value.index(after: equals)...])
        guard let (revision, revisionPath) = revisionAndPath(path, from: caller) else {
            return name + absolute(path, from: caller)
        }
        guard revisionPath.hasPrefix("./") else { return name + path }
        let folder = relativePath(of: caller, from: package)
        let rebased = folder.isEmpty ? revisionPath : "./" + folder + revisionPath.dropFirst(1)
        return name + revision + ":" + rebased
    }

    /// `path` made absolute from `caller`; an absolute or empty one as it is.
    static func absolute(_ path: String, from caller: URL) -> String {
        path.hasPrefix("/") || path.isEmpty ? path : caller.appendingPathComponent(path).path
    }

    /// `text` read as `REV:PATH` the way the tool reads a variant's path (`RevisionPath` in
    /// ArchMetricsModel, which a plugin cannot import; PluginArgumentsTests checks the two
    /// agree): nil when it holds no colon, starts with one, or names something on disk from
    /// `directory` (a folder whose name holds a colon is a folder).
    static func revisionAndPath(_ text: String, from directory: URL) -> (String, String)? {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
            !FileManager.default.fileExists(atPath: absolute(text, from: directory))
        else { return nil }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }

    /// `folder` from `base`, as path components joined by `/` (`""` for `base` itself, `..`
    /// to climb): both with symbolic links resolved, as the current folder is.
    static func relativePath(of folder: URL, from base: URL) -> String {
        let target = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let start = base.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var shared = 0
        while shared < min(target.count, start.count), target[shared] == start[shared] {
            shared += 1
        }
        let climbs = Array(repeating: "..", count: start.count - shared)
        return (climbs + target[shared...]).joined(separator: "/")
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
