import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// Writes a report folder: `comparison.md`, `metrics.json` and the charts, together, so that an
/// interrupted or failed run leaves the previous report whole rather than a mix of old and new.
public enum ReportWriter {
    public static let markdownFileName = "comparison.md"
    public static let jsonFileName = "metrics.json"

    /// Writes every report file into `folder` (created if needed), all or none (see
    /// `AtomicFile.write(_:proceed:)`); returns the files written, or nil when `proceed()` said no.
    @discardableResult
    public static func write(
        _ snapshot: MetricsSnapshot, measure: LineMeasure, to folder: URL,
        proceed: () -> Bool = { true }
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
        guard try AtomicFile.write(outputs, proceed: proceed) else { return nil }
        return outputs.map(\.url)
    }
}
