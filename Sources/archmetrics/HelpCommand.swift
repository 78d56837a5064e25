import ArchMetricsKit

enum HelpCommand: Command {
    static let name = "help"
    static let summary = "Show help for the tool or for one command."
    static let help = """
        USAGE: archmetrics help [COMMAND]

        Prints the overview of the tool, or the full help of COMMAND.
        """

    static let options: [OptionSpec] = []

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        let names = try arguments.positionals()
        guard let name = names.first else {
            Output.print(overview)
            return .success
        }
        guard names.count == 1 else {
            throw ArchMetricsError.usage("help: expected one command name, got \(names.count)")
        }
        guard let command = CommandRegistry.all.first(where: { $0.name == name }) else {
            throw unknownCommand(name)
        }
        Output.print(command.help)
        return .success
    }
}

var overview: String {
    """
    archmetrics — measure what an app's architecture costs.

    \(wrapped(
        "Counts Swift source exactly, classifies every file by architectural role and screen, "
            + "times builds and tests per variant, and writes the \"Architecture Series\" "
            + "comparison tables. With no path it measures the current folder (its "
            + "archmetrics.json, else its variant folders); inside the archmetrics repository, "
            + "the bundled Football Gather core's six variants (MVC, MVVM, MVP, MVP-C, VIPER, VIP)."))

    \(wrapped("Roles: " + RoleCatalog.builtIn.roles.map(\.singularPhrase).joined(separator: ", ") + " ('archmetrics roles' shows why each file got its role)."))

    USAGE: archmetrics <command> [options]

    COMMANDS:
    \(CommandRegistry.all.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

    Run 'archmetrics help <command>' for a command's options and examples, and
    'archmetrics --version' (-V, version) for the version.
    \(wrapped("Exit status: " + ExitStatus.helpLine + "."))
    """
}

/// `text` broken into lines of at most `width` columns, at spaces.
func wrapped(_ text: String, width: Int = 92) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
        if !line.isEmpty, line.count + 1 + word.count > width {
            lines.append(line)
            line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
    }
    return (lines + [line]).joined(separator: "\n")
}

func unknownCommand(_ name: String) -> ArchMetricsError {
    let names = CommandRegistry.all.map { $0.name }
    return .usage(
        "unknown command '\(name)'; expected one of: \(names.joined(separator: ", ")).\(Suggestion.phrase(for: name, among: names + ["version"]))",
        hint: "Run 'archmetrics --help' for an overview.")
}
