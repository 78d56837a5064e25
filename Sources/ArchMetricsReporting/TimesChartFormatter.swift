import ArchMetricsSupport

/// `build-times.svg`: the measured timings per variant (`SVGChart.buildTimes`); none for a
/// report without them.
package struct TimesChartFormatter: DocumentFormatter {
    package init() {}

    package func format(_ report: ComparisonDocument) -> String? {
        SVGChart.buildTimes(report.snapshot)
    }
}
