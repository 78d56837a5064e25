import ArchMetricsSupport

/// `lines-per-role.svg`: a bar per variant, stacked by role (`SVGChart.linesPerRole`).
package struct LinesChartFormatter: DocumentFormatter {
    package init() {}

    package func format(_ report: ComparisonDocument) -> String? {
        SVGChart.linesPerRole(report)
    }
}
