/// The context of one timed run of a variant: its step, and running a command of it, announced
/// with the time left and logged per run as `<run>-<what>-<logKind>.log`.
protocol RunContext: MeasureContext {
    var step: MeasurementSchedule.Step { get }

    func runStep(
        _ what: String, _ command: [String], logKind: String,
        observe: ((UnsafeRawBufferPointer) -> Void)?
    ) throws -> ProcessOutcome
}

extension RunContext {
    func runStep(_ what: String, _ command: [String], logKind: String) throws -> ProcessOutcome {
        try runStep(what, command, logKind: logKind, observe: nil)
    }
}
