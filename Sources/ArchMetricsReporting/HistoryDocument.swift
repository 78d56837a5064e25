import ArchMetricsModel

/// A history report built once: the history and the line measure it is counted in, which
/// every history format renders (`HistoryMarkdownFormatter`, `HistoryJSONFormatter`,
/// `HistoryChartFormatter`).
package struct HistoryDocument: Sendable {
    package let history: MetricsHistory
    package let measure: LineMeasure

}
