import ArchMetricsSupport

/// The comparison report's charts, one file of the report folder each, written after its
/// formats (`ReportFormat`) in this order.
package enum ReportChart: CaseIterable, Sendable {
    case linesPerRole
    case buildTimes

    /// The file of the report folder this chart is written to.
    package var fileName: String {
        switch self {
        case .linesPerRole: "lines-per-role.svg"
        case .buildTimes: "build-times.svg"
        }
    }

    /// Its formatter: nil when the report has nothing to draw in it (no timings), and then no
    /// file is written.
    package var formatter: any DocumentFormatter<ComparisonDocument, String?> {
        switch self {
        case .linesPerRole: LinesChartFormatter()
        case .buildTimes: TimesChartFormatter()
        }
    }
}
