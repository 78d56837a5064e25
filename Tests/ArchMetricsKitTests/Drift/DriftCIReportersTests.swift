import Foundation
import Testing

@testable import ArchMetricsDrift
@testable import ArchMetricsModel
@testable import ArchMetricsSupport
@testable import SwiftScanning

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SARIF and JUnit renderings of drift reports built from `DriftSamples`: what a path with
/// markup, spaces or control characters in it becomes, and which rule each finding names.
@Suite struct DriftCIReportersTests {
    static let awkwardPath = "Sources/Gather/A&B <\"Gather's\">\u{1}\tView.swift"

    /// MVC's view file renamed to `awkwardPath` and grown by 5 lines; a clean build 50% slower.
    static func report() -> (DriftResult, MetricsSnapshot, MetricsSnapshot) {
        let baseline = DriftSamples.snapshot()
        let current = DriftSamples.editing(
            DriftSamples.snapshot(cleanBuild: ["MVC": [60.1, 60.9, 61.4]]), variant: "MVC",
            path: "Sources/Gather/GatherView.swift"
        ) {
            $0.path = awkwardPath
            $0.lines.code += 5
            $0.lines.physical += 5
        }
        return (SnapshotDiff.compare(baseline: baseline, current: current), baseline, current)
    }

    @Test func xmlEscapingKeepsEveryDocumentWellFormed() throws {
        let escaped = DriftJUnitFormatter.escape("a&b <c> \"d\" 'e' \u{1}\u{FFFF}\n")
        #expect(escaped == "a&amp;b &lt;c&gt; &quot;d&quot; &apos;e&apos; \u{FFFD}\u{FFFD}&#10;")
        let (report, baseline, current) = Self.report()
        let xml = DriftJUnitFormatter(baseline: baseline, current: current, repositoryRoot: "/repo")
            .format(report)
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))\n\(xml)")
        #expect(xml.contains("A&amp;B &lt;&quot;Gather&apos;s&quot;&gt;\u{FFFD}&#9;View.swift"))
    }

    @Test func sarifNamesARulePerMetricAndEncodesPathsAsURIs() throws {
        let (report, _, _) = Self.report()
        let log = DriftSARIFFormatter(repositoryRoot: "/repo").log(report)
        let results = log.runs[0].results
        // The renamed view: its lines and the structural change both drifted; the lines are
        // the finding. Then the view role's total, and the slower clean build.
        #expect(
            results.map(\.ruleId).sorted() == [
                "archmetrics/file-lines", "archmetrics/role-lines", "archmetrics/timing",
            ])
        let file = try #require(results.first { $0.ruleId == "archmetrics/file-lines" })
        let uri = file.locations[0].physicalLocation.artifactLocation.uri
        #expect(uri.hasPrefix("FootballGather/MVC/Sources/Gather/A&B%20%3C%22Gather's%22%3E"))
        #expect(URL(string: uri) != nil)
        #expect(file.locations[0].physicalLocation.region?.startLine == 4)
        for result in results {
            #expect(
                DriftSARIFFormatter(repositoryRoot: "/repo").rules[result.ruleIndex].id
                    == result.ruleId)
        }
        // Valid JSON through the stable writer, with the schema's top-level fields.
        let json = try DriftSARIFFormatter(repositoryRoot: "/repo").format(report)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == DriftSARIFFormatter.schemaURI)
        #expect(object?["version"] as? String == "2.1.0")
    }
}
