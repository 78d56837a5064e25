/// What every command runs: a typed request in, an outcome out, in a context that holds what
/// the command line gives every run (its folder, environment, cancellation and diagnostics). The
/// command line parses the request, calls `run` and maps `Outcome.failed` to an exit status.
package protocol Workflow {
    /// What the command line asked for, parsed and typed.
    associatedtype Request
    /// How the run ended.
    associatedtype Outcome: WorkflowOutcome
    static func run(_ request: Request, in context: WorkflowContext) throws -> Outcome
}

/// What the command line needs of any outcome to choose the exit status.
package protocol WorkflowOutcome {
    /// The run worked but a check failed (drift, a failed variant, a file not read): exit 1.
    var failed: Bool { get }
}

/// The outcome of a workflow that says nothing but whether it failed.
package struct WorkflowResult: WorkflowOutcome, Sendable {
    package var failed: Bool
    package init(failed: Bool) { self.failed = failed }
}
