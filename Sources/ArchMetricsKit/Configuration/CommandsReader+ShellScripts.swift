import ArchMetricsMeasurement
import ArchMetricsSupport
import Foundation

/// A placeholder spliced into the script of `sh -c` is read by that shell once expanded: a
/// folder named `$(id)` runs `id`. Legal (the author may quote it well), so a warning, not an
/// error, with the safe form: the value as a positional argument of its own.
extension CommandsReader {
    /// Programs that take a script string after `-c`.
    static let shells: Set<String> = ["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish"]

    /// One warning per command whose shell script holds a placeholder, at that script's path.
    static func shellScriptWarnings(
        _ commands: CommandsConfiguration?, at path: [JSONPathComponent]
    ) -> [ConfigurationFile.Problem] {
        guard let commands else { return [] }
        let levels =
            [(commands.shared, path)]
            + commands.perVariant.map { ($0.entry, path + [.key("variants"), .key($0.name)]) }
        var warnings: [ConfigurationFile.Problem] = []
        for (entry, levelPath) in levels {
            let steps = [
                ("clean", entry.clean), ("build", entry.build),
                ("nothingChanged", entry.nothingChanged), ("touch", entry.touch),
                ("test", entry.test),
            ]
            for case (let key, let arguments?) in steps {
                guard let (shell, script) = shellScript(in: arguments) else { continue }
                var placeholders: [String] = []
                for name in CommandTemplate.names(in: arguments[script])
                where allowed(key).contains(name) && !placeholders.contains(name) {
                    placeholders.append(name)
                }
                guard !placeholders.isEmpty else { continue }
                let scriptPath = levelPath + [.key(key), .index(script)]
                warnings.append(
                    .init(
                        path: scriptPath,
                        message: shellScriptWarning(
                            at: JSONPathComponent.text(scriptPath), shell: shell,
                            placeholders: placeholders)))
            }
        }
        return warnings
    }

    /// The warning for `placeholders` (in the script's order, each once) inside the script of
    /// `shell` at `path`, naming each and showing the safe form: each value a positional
    /// argument, `{swiftFlags}` last and read as `"$@"` after the others are shifted away, since
    /// it is as many arguments as there are flags (`"$1"` would pass the first flag alone).
    static func shellScriptWarning(at path: String, shell: String, placeholders: [String])
        -> String
    {
        let single = placeholders.filter { $0 != "swiftFlags" }
        let takesFlags = single.count < placeholders.count
        var reads = single.indices.map { "\"$\($0 + 1)\"" }.joined(separator: " … ")
        if takesFlags {
            reads = single.isEmpty ? "\"$@\"" : "\(reads); shift \(single.count); … \"$@\""
        }
        let arguments = (single + (takesFlags ? ["swiftFlags"] : [])).map { "{\($0)}" }
        let names =
            arguments.count == 1
            ? arguments[0]
            : arguments.dropLast().joined(separator: ", ") + " and "
                + arguments[arguments.count - 1]
        let one = arguments.count == 1
        return "\(path): \(names) \(one ? "sits" : "sit") inside the script \(shell) runs, so "
            + "\(one ? "its value is" : "their values are") read as shell code (a folder named "
            + "$(id) would run id); pass \(one ? "it as a positional argument" : "them as positional arguments") instead: "
            + "\(shell) -c '… \(reads)' \(shell) \(arguments.joined(separator: " "))"
    }

    /// The shell's name and the index of the script it runs: after an argument naming a
    /// shell, its options up to one holding `c` (`-c`, `-lc`, `-e -c`), the next argument.
    static func shellScript(in arguments: [String]) -> (shell: String, index: Int)? {
        for (index, argument) in arguments.enumerated() {
            let shell = URL(fileURLWithPath: argument).lastPathComponent
            guard shells.contains(shell) else { continue }
            var next = index + 1
            while next < arguments.count, let first = arguments[next].first,
                first == "-" || first == "+", arguments[next] != "--"
            {
                let option = arguments[next]
                next += 1
                if option == "-o" || option == "+o" {
                    next += 1  // its option name
                } else if !option.hasPrefix("--"), option.dropFirst().contains("c") {
                    return next < arguments.count ? (shell, next) : nil
                }
            }
        }
        return nil
    }
}
