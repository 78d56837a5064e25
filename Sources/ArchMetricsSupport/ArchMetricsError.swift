/// Errors the tool reports to the user. The command line (`main.swift`, with the codes its
/// `ExitStatus` defines) maps each category to one exit code: `usage` and `input` exit 2;
/// `checkFailed` exits 1; `interrupted` exits 130 (as a shell reports Ctrl-C).
package struct ArchMetricsError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Category: String, Sendable {
        /// Bad flags or arguments: the user typed something the tool does not understand.
        case usage
        /// Bad input: a missing path, a malformed config or baseline, nothing readable.
        case input
        /// The run worked and a check failed (drift, a variant that failed to build or test).
        case checkFailed
        /// The user stopped the run (Ctrl-C, SIGTERM); children were killed, nothing was written.
        case interrupted
    }

    package var category: Category
    package var message: String
    /// A hint on how to fix it, printed on its own line (e.g. how to regenerate a baseline).
    package var hint: String?

    package init(_ category: Category, _ message: String, hint: String? = nil) {
        self.category = category
        self.message = message
        self.hint = hint
    }

    package static func usage(_ message: String, hint: String? = nil) -> ArchMetricsError {
        .init(.usage, message, hint: hint)
    }
    package static func input(_ message: String, hint: String? = nil) -> ArchMetricsError {
        .init(.input, message, hint: hint)
    }

    /// The run was stopped by Ctrl-C or SIGTERM before it finished.
    package static func interrupted(
        _ message: String = "interrupted; stopped every child process, wrote no report"
    ) -> ArchMetricsError {
        .init(.interrupted, message)
    }

    package var description: String { hint.map { "\(message)\n\($0)" } ?? message }
}
