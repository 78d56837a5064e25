import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// Writes a report folder: `comparison.md`, `metrics.json` and the charts, together, so that an
/// interrupted or failed run leaves the previous report whole rather than a mix of old and new.
/// The folder is locked while it is written (`FolderLock`): two runs into one folder at once
/// take turns, so the folder ends with one run's files and logs, never some of each.
package enum ReportWriter {
    package static let markdownFileName = ReportFormat.markdown.fileName

    /// The files written, and the report rendered for them, which a command prints rather
    /// than render it again.
    package struct Written: Sendable {
        package let files: [URL]
        package let report: RenderedReport
    }

    /// Renders `snapshot` once per format (`RenderedReport`) and writes the files into
    /// `folder` (created if needed), all or none (see `AtomicFile.write(_:cancellation:)`), then
    /// swaps in the run's staged `logs`, the files' log paths point into; nil when
    /// `cancellation` was cancelled before the files were in place (then `logs` is discarded
    /// if the folder was reached). `waiting` is told once if another run holds the folder.
    /// A build-times chart left by an earlier report with times is removed when this one has
    /// none, and named on `removed`: the folder then shows one report, not parts of two.
    @discardableResult
    package static func write(
        _ snapshot: MetricsSnapshot, measure: LineMeasure, toolCommand: String, to folder: URL,
        logs: StagedFolder? = nil, waiting: () -> Void = {}, cancellation: CancellationToken,
        removed: (URL) -> Void = { _ in }
    ) throws -> Written? {
        guard
            let report = try RenderedReport(
                snapshot, measure: measure, toolCommand: toolCommand, cancellation: cancellation)
        else { return nil }
        return try write(
            report, to: folder, logs: logs, waiting: waiting, cancellation: cancellation,
            removed: removed
        ).map { Written(files: $0, report: report) }
    }

    /// Writes a rendered report into `folder`, as `write(_:measure:to:…)` does; returns the
    /// files written.
    package static func write(
        _ report: RenderedReport, to folder: URL, logs: StagedFolder? = nil,
        waiting: () -> Void = {}, cancellation: CancellationToken,
        removed: (URL) -> Void = { _ in }
    ) throws -> [URL]? {
        let outputs = report.files.map {
            AtomicFile.Output(folder.appendingPathComponent($0.name), $0.text)
        }
        guard
            let lock = try FolderLock.acquire(
                folder, waiting: waiting, cancellation: cancellation)
        else {
            logs?.discard()
            return nil
        }
        defer { lock.unlock() }
        do {
            guard try AtomicFile.write(outputs, cancellation: cancellation) else {
                logs?.discard()
                return nil
            }
        } catch {
            logs?.discard()
            throw error
        }
        try logs?.commit()
        let timesChart = folder.appendingPathComponent(ReportChart.buildTimes.fileName)
        if !outputs.contains(where: { $0.url == timesChart }),
            FileManager.default.fileExists(atPath: timesChart.path)
        {
            try FileManager.default.removeItem(at: timesChart)
            removed(timesChart)
        }
        return outputs.map(\.url)
    }
}
