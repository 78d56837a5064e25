import ArchMetricsKit

/// How a run ended, and the number it exits with: the one place the statuses are defined. A
/// workflow's outcome maps to one here (`init(_:)`); `main.swift` maps `--help`, `--version`
/// and a thrown `ArchMetricsError`'s category to the same cases.
enum ExitStatus: Int32, CaseIterable {
    /// Everything worked and every check passed.
    case success = 0
    /// The run worked but a check failed: drift, a failing variant, an unreadable file.
    case checkFailed = 1
    /// Bad usage or bad input.
    case usageOrInput = 2
    /// Stopped by Ctrl-C or SIGTERM (128 + SIGINT, what a shell reports).
    case interrupted = 130

    /// What a workflow's outcome exits with.
    init(_ outcome: some WorkflowOutcome) {
        self = outcome.failed ? .checkFailed : .success
    }
}

/// One `archmetrics` subcommand: its help, its option table, and how its arguments become the
/// request of its workflow. Every command runs the same way (`run`): parse the request, run
/// the workflow, map the outcome to an exit status.
protocol Command {
    /// What the command runs.
    associatedtype Flow: Workflow
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full text of `archmetrics help <name>`: usage, what it does, options, examples.
    static var help: String { get }
    /// Every option the command takes: what its parser reads and its help lists.
    static var options: [OptionSpec] { get }
    /// Ctrl-C cancels the run (children stopped, nothing half-written) instead of killing the
    /// tool: for commands that start children or write files.
    static var cancelsOnInterrupt: Bool { get }
    /// The workflow's request, read from the arguments (usage errors thrown here).
    static func request(_ arguments: inout Arguments) throws -> Flow.Request
}

extension Command {
    static var cancelsOnInterrupt: Bool { true }

    /// Parses the request, runs the workflow, and says how it ended.
    static func run(_ arguments: inout Arguments, in context: WorkflowContext) throws
        -> ExitStatus
    {
        if cancelsOnInterrupt { Interruption.install() }
        let request = try request(&arguments)
        let outcome = try Flow.run(request, in: context)
        LeftForExit.keep(outcome)
        return ExitStatus(outcome)
    }
}
