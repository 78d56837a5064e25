import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// Writes a report folder: `comparison.md`, `metrics.json` and the charts, together, so that an
/// interrupted or failed run leaves the previous report whole rather than a mix of old and new.
/// The folder is locked while it is written (`FolderLock`): two runs into one folder at once
/// take turns, so the folder ends with one run's files and logs, never some of each.
package enum ReportWriter {
    package static let markdownFileName = "comparison.md"
    package static let jsonFileName = "metrics.json"

    /// Writes every report file into `folder` (created if needed), all or none (see
    /// `AtomicFile.write(_:proceed:)`), then swaps in the run's staged `logs`, the files'
    /// log paths point into; returns the files written, or nil when `proceed()` said no
    /// (then `logs` is discarded). `waiting` is told once if another run holds the folder.
    /// A build-times chart left by an earlier report with times is removed when this one has
    /// none, and named on `removed`: the folder then shows one report, not parts of two.
    @discardableResult
    package static func write(
        _ snapshot: MetricsSnapshot, measure: LineMeasure, to folder: URL,
        logs: StagedFolder? = nil, waiting: () -> Void = {}, proceed: () -> Bool = { true },
        removed: (URL) -> Void = { _ in }
    ) throws -> [URL]? {
        // `proceed` asked between renderings too: on a large tree each takes a while, and
        // Ctrl-C should not wait for the ones still to come.
        let markdown = ComparisonReport.markdown(snapshot, measure: measure)
        guard proceed() else { return nil }
        let json = try ComparisonReport.json(snapshot, measure: measure)
        guard proceed() else { return nil }
        var outputs = [
            AtomicFile.Output(folder.appendingPathComponent(markdownFileName), markdown),
            AtomicFile.Output(folder.appendingPathComponent(jsonFileName), json),
            AtomicFile.Output(
                folder.appendingPathComponent(SVGChart.linesFileName),
                SVGChart.linesPerRole(snapshot, measure: measure)),
        ]
        if let times = SVGChart.buildTimes(snapshot) {
            outputs.append(
                AtomicFile.Output(folder.appendingPathComponent(SVGChart.timesFileName), times))
        }
        guard let lock = try FolderLock.acquire(folder, waiting: waiting, proceed: proceed) else {
            logs?.discard()
            return nil
        }
        defer { lock.unlock() }
        do {
            guard try AtomicFile.write(outputs, proceed: proceed) else {
                logs?.discard()
                return nil
            }
        } catch {
            logs?.discard()
            throw error
        }
        try logs?.commit()
        let timesChart = folder.appendingPathComponent(SVGChart.timesFileName)
        if !outputs.contains(where: { $0.url == timesChart }),
            FileManager.default.fileExists(atPath: timesChart.path)
        {
            try FileManager.default.removeItem(at: timesChart)
            removed(timesChart)
        }
        return outputs.map(\.url)
    }
}
