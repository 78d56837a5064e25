import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

extension SnapshotWorkflow {
    /// Throws a failed check (exit 1) naming the files `snapshot` left out because they could
    /// not be read (error diagnostics, what makes `report` exit 1): a baseline without them, or
    /// a check of them, would call them removed. `consequence` says what was not done.
    package static func refusePartial(
        _ snapshot: MetricsSnapshot, _ command: String, consequence: String
    ) throws {
        let unread = snapshot.diagnostics.filter { $0.severity == .error }
        guard !unread.isEmpty else { return }
        let named = unread.prefix(5).map(\.path).joined(separator: ", ")
        let more = unread.count > 5 ? " and \(unread.count - 5) more" : ""
        throw ArchMetricsError(
            .checkFailed,
            "\(command): \(unread.count) file\(unread.count == 1 ? "" : "s") could not be read "
                + "(\(named)\(more)); \(consequence): a file left out would show as removed")
    }
}
