import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// Writes a report folder: `comparison.md`, `metrics.json` and the charts, each atomically,
/// so an interrupted run never leaves half a file behind.
public enum ReportWriter {
    public static let markdownFileName = "comparison.md"
    public static let jsonFileName = "metrics.json"

    /// Writes every report file into `folder` (created if needed); returns the files written.
    @discardableResult
    public static func write(_ snapshot: MetricsSnapshot, measure: LineMeasure, to folder: URL)
        throws -> [URL]
    {
        var written: [URL] = []
        func write(_ text: String, _ name: String) throws {
            let url = folder.appendingPathComponent(name)
            try AtomicFile.write(text, to: url)
            written.append(url)
        }
        try write(ComparisonReport.markdown(snapshot, measure: measure), markdownFileName)
        try write(ComparisonReport.json(snapshot, measure: measure), jsonFileName)
        try write(SVGChart.linesPerRole(snapshot, measure: measure), SVGChart.linesFileName)
        if let times = SVGChart.buildTimes(snapshot) {
            try write(times, SVGChart.timesFileName)
        }
        return written
    }
}
