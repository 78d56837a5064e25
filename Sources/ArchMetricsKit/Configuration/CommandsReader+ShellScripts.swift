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
                guard let (shell, script) = shellScript(in: arguments),
                    let placeholder = CommandTemplate.names(in: arguments[script]).first(
                        where: allowed(key).contains)
                else { continue }
                let scriptPath = levelPath + [.key(key), .index(script)]
                warnings.append(
                    .init(
                        path: scriptPath,
                        message: "\(JSONPathComponent.text(scriptPath)): {\(placeholder)} sits "
                            + "inside the script \(shell) runs, so its value is read as shell "
                            + "code (a folder named $(id) would run id); pass it as a "
                            + "positional argument instead: \(shell) -c '… \"$1\"' \(shell) "
                            + "{\(placeholder)}"))
            }
        }
        return warnings
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
