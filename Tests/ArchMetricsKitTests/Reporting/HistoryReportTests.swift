import Foundation
import Testing

@testable import ArchMetricsModel
@testable import ArchMetricsReporting
@testable import SwiftScanning

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The trend table and chart of a small hand-made history: three commits, a variant missing
/// at the middle one.
@Suite struct HistoryReportTests {
    static func point(viewController: Int, view: Int) -> HistoryPoint {
        HistoryPoint(
            path: "App", tree: "t\(viewController)",
            roles: [
                "viewController": LineCounts(
                    physical: viewController, code: viewController, comment: 0, blank: 0),
                "view": LineCounts(physical: view, code: view, comment: 0, blank: 0),
            ], files: 2, testFunctions: 0)
    }

    static let history = MetricsHistory(
        revision: "HEAD", headCommit: "c3", firstParent: true,
        variants: [HistoryVariant(name: "App <1>", path: "App")],
        commits: [
            HistoryCommit(
                id: "c1aaaaaaaaaa", date: Date(timeIntervalSince1970: 1_767_225_600),
                subject: "first | one", variants: ["App <1>": point(viewController: 100, view: 0)]),
            HistoryCommit(
                id: "c2bbbbbbbbbb", date: Date(timeIntervalSince1970: 1_767_312_000),
                subject: "gone", variants: [:]),
            HistoryCommit(
                id: "c3cccccccccc", date: Date(timeIntervalSince1970: 1_767_398_400),
                subject: "back", variants: ["App <1>": point(viewController: 80, view: 30)]),
        ], roles: nil)

    @Test func trendIsTakenOverTheCommitsWhereTheVariantExists() {
        let markdown = HistoryOutput.markdown(Self.history, measure: .physical)
        #expect(markdown.contains("| View Controllers | 100 | 80 | 80 | 100 | -20 (-20.0%) |"))
        #expect(markdown.contains("| Views | 0 | 30 | 0 | 30 | +30 |"))
        #expect(markdown.contains("| **Total** | 100 | 110 | 100 | 110 | +10 (+10.0%) |"))
        #expect(markdown.contains("Present at 2 of 3 commits, first at `c1aaaaaa`."))
        #expect(markdown.contains("| `c2bbbbbb` | 2026-01-02 | gone | — |"))
        #expect(markdown.contains("| `c1aaaaaa` | 2026-01-01 | first \\| one | 100 |"))
        // The variant's name is text, not HTML, in the heading and the image's alt text.
        #expect(markdown.contains("### App &lt;1&gt; (`App`)"))
        #expect(markdown.contains("![App &lt;1&gt; over history](history-App__1_.svg)"))
    }

    @Test func theChartBreaksItsLinesWhereTheVariantIsMissing() {
        let svg = SVGChart.history(Self.history, variant: "App <1>", measure: .physical)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        // Two roles, each drawn as two one-point runs (the middle commit is a gap).
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 4)
        #expect(svg.components(separatedBy: "<circle").count - 1 == 4)
        #expect(svg.contains("App &lt;1&gt; over 3 commits"))
    }
}
