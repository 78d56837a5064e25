import ArchMetricsSupport

/// The formats `archmetrics history` writes and prints (`history --format`), one file of the
/// history folder each, in the order they are written. Its charts, one per variant, are
/// `HistoryChartFormatter`s.
package enum HistoryFormat: String, CaseIterable, Sendable {
    case markdown
    case json

    /// The file of the history folder this format is written to.
    package var fileName: String {
        switch self {
        case .markdown: "history.md"
        case .json: "history.json"
        }
    }

    package var formatter: any DocumentFormatter<HistoryDocument, String> {
        switch self {
        case .markdown: HistoryMarkdownFormatter()
        case .json: HistoryJSONFormatter()
        }
    }
}
