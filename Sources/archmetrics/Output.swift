import ArchMetricsSupport

/// Results go to stdout, diagnostics and progress to stderr; a write that fails there is kept
/// (`StandardStreams.failure`) and ends the run with exit 2 (`finalStatus`), never a trap.
enum Output {
    static func print(_ text: String) { StandardStreams.output(text) }

    static func error(_ text: String) { StandardStreams.error(text) }

    /// A GitHub Actions workflow command on stderr, the one kind of line that may start with
    /// `::` (`StandardStreams.annotation`).
    static func annotation(_ text: String) { StandardStreams.annotation(text) }

    /// The exit status of a run that would end with `status`: 2 when stdout or stderr lost a
    /// write (what was printed is not the whole answer), said on stderr while it still takes
    /// it; an interrupted run stays 130.
    static func finalStatus(_ status: Int32) -> Int32 {
        guard let failure = StandardStreams.failure,
            status != ExitStatus.interrupted.rawValue
        else { return status }
        StandardStreams.error("archmetrics: error: \(failure)")
        return ExitStatus.usageOrInput.rawValue
    }
}
