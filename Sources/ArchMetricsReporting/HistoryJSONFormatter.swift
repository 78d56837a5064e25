import ArchMetricsSupport

/// history.json: deterministic JSON of the history.
package struct HistoryJSONFormatter: DocumentFormatter {
    package init() {}

    package func format(_ report: HistoryDocument) throws -> String {
        try StableJSON.string(report.history)
    }
}
