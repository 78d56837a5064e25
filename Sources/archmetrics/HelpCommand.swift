import ArchMetricsKit
import ArchMetricsSupport
import Foundation

enum HelpCommand: Command {
    typealias Flow = HelpText
    static let name = "help"
    static let summary = "Show help for the tool or for one command."
    static let help = """
        USAGE: archmetrics help [COMMAND]

        Prints the overview of the tool, or the full help of COMMAND.
        """

    static let options: [OptionSpec] = []
    static let cancelsOnInterrupt = false

    /// The command names asked about: none for the overview.
    static func request(_ arguments: inout Arguments) throws -> HelpText.Request {
        let names = try arguments.positionals()
        guard names.count <= 1 else {
            throw ArchMetricsError.usage("help: expected one command name, got \(names.count)")
        }
        return HelpText.Request(command: names.first)
    }
}

/// The help the command line prints: the one workflow of the command line's own, since the
/// text is the command line's.
enum HelpText: Workflow {
    struct Request {
        /// The command to explain; nil for the overview.
        var command: String?
    }

    static func run(_ request: Request, in context: WorkflowContext) throws -> WorkflowResult {
        guard let name = request.command else {
            context.show(overview)
            return WorkflowResult(failed: false)
        }
        guard let command = CommandRegistry.all.first(where: { $0.name == name }) else {
            throw unknownCommand(name)
        }
        context.show(command.help)
        return WorkflowResult(failed: false)
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

    \(wrapped("Roles: " + RolesWorkflow.builtInRolePhrases.joined(separator: ", ") + " ('archmetrics roles' shows why each file got its role)."))

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
