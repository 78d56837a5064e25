import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The files `archmetrics history` writes: a trend table per variant and role (first, last,
/// min, max, change), the totals per commit, an SVG line chart per variant, and the JSON.
package enum HistoryOutput {
    package static let markdownFileName = HistoryFormat.markdown.fileName

    /// `history-MVP-C.svg`: the variant's name with anything unsafe in a file name replaced.
    package static func chartFileName(_ variant: String) -> String {
        let safe = variant.unicodeScalars.map { scalar -> String in
            CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"
                ? String(scalar) : "_"
        }.joined()
        return "history-\(safe).svg"
    }

    /// history.md and history.json, rendered once: written to the folder, and printed by the
    /// command from here rather than rendered again.
    package struct Rendered: Sendable {
        package let markdown: String
        package let json: String
    }

    /// Writes history.md, history.json and one chart per variant into `folder`, all together
    /// (`AtomicFile.write(_:cancellation:)`), as `ReportWriter` writes a report; returns the
    /// Markdown and JSON written, or nil when `cancellation` stopped it before the files were
    /// in place.
    @discardableResult
    package static func write(
        _ history: MetricsHistory, measure: LineMeasure, to folder: URL,
        cancellation: CancellationToken
    ) throws -> Rendered? {
        let document = HistoryDocument(history: history, measure: measure)
        var texts: [HistoryFormat: String] = [:]
        var outputs: [AtomicFile.Output] = []
        // history.md and history.json, then one chart per variant.
        for format in HistoryFormat.allCases {
            guard !cancellation.isCancelled else { return nil }
            let text = try format.formatter.format(document)
            texts[format] = text
            outputs.append(AtomicFile.Output(folder.appendingPathComponent(format.fileName), text))
        }
        for variant in history.variants {
            guard !cancellation.isCancelled else { return nil }
            guard let chart = HistoryChartFormatter(variant: variant.name).format(document)
            else { continue }
            outputs.append(
                AtomicFile.Output(folder.appendingPathComponent(chartFileName(variant.name)), chart)
            )
        }
        guard try AtomicFile.write(outputs, cancellation: cancellation) else {
            return nil
        }
        return Rendered(markdown: texts[.markdown] ?? "", json: texts[.json] ?? "")
    }

    /// One row of a trend table.
    package struct Trend: Equatable, Sendable {
        package var first: Int
        package var last: Int
        package var min: Int
        package var max: Int
        package var change: Int { last - first }
    }

    /// The trend of `value` over the commits where the variant exists (nil without any).
    package static func trend(_ series: [HistoryPoint?], _ value: (HistoryPoint) -> Int) -> Trend? {
        let values = series.compactMap { $0.map(value) }
        guard let first = values.first, let last = values.last else { return nil }
        return Trend(first: first, last: last, min: values.min()!, max: values.max()!)
    }

    /// Roles any commit of the variant has, in the configuration's order.
    static func roles(of variant: String, in history: MetricsHistory) -> [Role] {
        let ids = Set(history.series(of: variant).compactMap { $0 }.flatMap(\.roles.keys))
        return history.roleCatalog.sorted(Set(ids.map(Role.init)))
    }

    /// history.md (`HistoryMarkdownFormatter`).
    package static func markdown(_ history: MetricsHistory, measure: LineMeasure) -> String {
        HistoryMarkdownFormatter.text(history, measure: measure)
    }

    /// `+12 (+3.4%)`, `-5 (-1.0%)`, `0`; no percentage from zero.
    static func changeText(_ trend: Trend) -> String {
        guard trend.change != 0 else { return "0" }
        let sign = trend.change > 0 ? "+" : ""
        guard trend.first > 0 else { return "\(sign)\(trend.change)" }
        return "\(sign)\(trend.change) (\(sign)"
            + ValueFormatting.percent(100 * Double(trend.change) / Double(trend.first)) + ")"
    }

    static func day(_ date: Date) -> String { String(ValueFormatting.timestamp(date).prefix(10)) }
}
