import Foundation
import Testing

@testable import ArchMetricsModel
@testable import ArchMetricsReporting
@testable import ArchMetricsSupport

/// `lines-per-role.svg` is drawn from the report's "Files and lines per role" table, so the
/// chart and the table agree by construction: each bar is its variant's "all files" row, each
/// segment its role's row, and demos and tooling, which the table leaves out of the total,
/// are in no bar.
@Suite struct LinesChartTests {
    /// The sample variants with a demo each (tooling), of different sizes: the case where a
    /// chart summing the snapshot's files drew taller bars than the table's totals.
    static func snapshotWithTooling() -> MetricsSnapshot {
        var snapshot = DriftSamples.snapshot(measured: false)
        for index in snapshot.variants.indices {
            snapshot.variants[index].files.append(
                DriftSamples.file(
                    "Demo/main.swift", .tooling, screen: nil, type: nil, code: 11 + 4 * index))
        }
        return snapshot
    }

    /// `(label, figure)` of every `<title>` of a chart: `MVP-C · View Controllers: 90 lines`.
    static func segments(_ chart: String) -> [(label: String, lines: Int)] {
        chart.components(separatedBy: "<title>").dropFirst().compactMap { piece in
            let title = piece.components(separatedBy: "</title>")[0]
            guard let colon = title.range(of: ": ", options: .backwards),
                title.hasSuffix(" lines"),
                let lines = Int(title[colon.upperBound...].dropLast(" lines".count))
            else { return nil }
            return (String(title[..<colon.lowerBound]), lines)
        }
    }

    /// The figure written above each bar, by variant: the text just before the variant's name
    /// under the bar.
    static func barTotals(_ chart: String, variants: [String]) -> [String: Int] {
        let texts = chart.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.contains("<text "), let start = line.firstIndex(of: ">"),
                let end = line.range(of: "</text>")
            else { return nil }
            return String(line[line.index(after: start)..<end.lowerBound])
        }
        var totals: [String: Int] = [:]
        for (index, text) in texts.enumerated() where index > 0 && variants.contains(text) {
            totals[text] = Int(texts[index - 1])
        }
        return totals
    }

    @Test(arguments: [LineMeasure.physical, .code])
    func eachBarEqualsItsVariantsTotalInTheTable(measure: LineMeasure) throws {
        let report = ComparisonReport.document(
            Self.snapshotWithTooling(), measure: measure, toolCommand: "archmetrics")
        let table = try #require(report.document.tables.first { $0.id == "roleSummary" })
        let column = try #require(
            table.columns.firstIndex(of: measure == .physical ? "Physical" : "Code"))
        func figure(_ label: String) -> Int? {
            table.rows.first { $0.label == label }?.cells[column - 1].value.map { Int($0) }
        }
        let chart = try #require(try LinesChartFormatter().format(report))
        let variants = report.snapshot.variants.map(\.name)
        let totals = Self.barTotals(chart, variants: variants)
        let segments = Self.segments(chart)
        for variant in variants {
            let total = try #require(figure("\(variant) · all files"))
            #expect(totals[variant] == total, "\(variant)")
            let own = segments.filter { $0.label.hasPrefix("\(variant) · ") }
            #expect(own.reduce(0) { $0 + $1.lines } == total, "\(variant)")
            for segment in own {
                #expect(figure(segment.label) == segment.lines, "\(segment.label)")
            }
        }
        #expect(!chart.contains(RoleCatalog.builtIn.title(of: .tooling)))
    }
}
