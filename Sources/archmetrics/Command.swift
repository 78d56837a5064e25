import ArchMetricsKit

/// How a command ended; the one place exit statuses are decided.
enum ExitStatus: Int32, CaseIterable {
    /// Everything worked and every check passed.
    case success = 0
    /// The run worked but a check failed: drift, a failing variant, an unreadable file.
    case checkFailed = 1
    /// Bad usage or bad input.
    case usageOrInput = 2
    /// Stopped by Ctrl-C or SIGTERM (128 + SIGINT, what a shell reports).
    case interrupted = 130
}

/// One `archmetrics` subcommand. Commands parse their own arguments with `Arguments`, call
/// the library, write results to stdout and diagnostics to stderr.
protocol Command {
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full text of `archmetrics help <name>`: usage, what it does, options, examples.
    static var help: String { get }
    /// Every option the command takes: what its parser reads and its help lists.
    static var options: [OptionSpec] { get }
    static func run(_ arguments: inout Arguments) throws -> ExitStatus
}
