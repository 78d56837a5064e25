import ArchMetricsSupport

/// `history-NAME.svg`: one variant's lines per role over the commits (`SVGChart.history`).
package struct HistoryChartFormatter: DocumentFormatter {
    /// The variant drawn.
    package let variant: String

    package func format(_ report: HistoryDocument) -> String? {
        SVGChart.history(report.history, variant: variant, measure: report.measure)
    }
}
