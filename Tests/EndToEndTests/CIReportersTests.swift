import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `check --format sarif` and `--format junit` on a copy of the article-layout fixture tree:
/// the documents parse, carry the fields their consumers require, and say what drifted.
@Suite struct CIReportersTests {
    let folder: URL

    init() throws {
        folder = try makeTemporaryFolder("ci-reporters")
        try FileManager.default.copyItem(
            at: ArticleLayoutFixture.tree, to: folder.appendingPathComponent("tree"))
        let baseline = try run(["baseline", "--no-build", "tree"])
        #expect(baseline.status == 0, "\(baseline.stderr)")
    }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> BuiltTool.Result {
        try BuiltTool.run(arguments, in: folder, environment: BuiltTool.environment(extra))
    }

    /// One line more in MVC's Gather view controller: a file and its role total drift.
    func addALine() throws {
        let handle = try FileHandle(
            forWritingTo: folder.appendingPathComponent(DriftCheckTests.gatherViewController))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("let drift = 1\n".utf8))
        try handle.close()
    }

    func sarif() throws -> (status: Int32, log: [String: Any]) {
        let result = try run(["check", "--no-build", "tree", "--format", "sarif"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return (result.status, try #require(object as? [String: Any], "\(result.stdout)"))
    }

    /// The properties SARIF 2.1.0's schema requires of the objects used, plus what GitHub's
    /// code scanning requires on top (a location per result).
    func validateSARIF(_ log: [String: Any]) throws -> [[String: Any]] {
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require(
            (runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "archmetrics")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs.count == rules.count && Set(ruleIDs).count == rules.count)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        for result in results {
            let message = (result["message"] as? [String: Any])?["text"] as? String
            #expect(message?.isEmpty == false)
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(ruleIDs.firstIndex(of: ruleID) == result["ruleIndex"] as? Int)
            #expect(["error", "warning", "note", "none"].contains(result["level"] as? String))
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(!locations.isEmpty)
            for location in locations {
                let physical = try #require(location["physicalLocation"] as? [String: Any])
                let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
                #expect(uri?.isEmpty == false)
                // Code scanning places a result only on a file's line: a region always.
                let region = try #require(physical["region"] as? [String: Any])
                #expect((region["startLine"] as? Int ?? 0) >= 1)
            }
        }
        return results
    }

    @Test func sarifOfAnUnchangedTreeHasNoResults() throws {
        let (status, log) = try sarif()
        #expect(status == 0)
        #expect(try validateSARIF(log).isEmpty)
    }

    @Test func sarifHasOneResultPerDriftedFileAtItsLineAndOnePerRoleTotal() throws {
        try addALine()
        let (status, log) = try sarif()
        #expect(status == 1)
        let results = try validateSARIF(log)
        #expect(results.count == 2)
        let file = try #require(
            results.first { $0["ruleId"] as? String == "archmetrics/file-lines" })
        let physical = try #require(
            (file["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
                == DriftCheckTests.gatherViewController)
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 8)
        #expect(
            ((file["message"] as? [String: Any])?["text"] as? String)?.contains(
                "code 122 → 123 (+1)") == true)
        // The role's total belongs to no one file: this tree has no Package.swift, so it is
        // shown at line 1 of the baseline it was judged against, not on a source file nobody
        // changed.
        let role = try #require(
            results.first { $0["ruleId"] as? String == "archmetrics/role-lines" })
        let rolePhysical = try #require(
            (role["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let roleURI = try #require(
            (rolePhysical["artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(roleURI == "Reports/baseline.json", "\(roleURI)")
        #expect((rolePhysical["region"] as? [String: Any])?["startLine"] as? Int == 1)
    }

    @Test func junitHasACasePerRoleAndAFailingCasePerFinding() throws {
        try addALine()
        let result = try run(["check", "--no-build", "tree", "--format", "junit"])
        #expect(result.status == 1)
        let parsed = try JUnitDocument(result.stdout)
        #expect(parsed.suites == ["MVP-C", "MVP", "MVVM", "MVC"])
        #expect(parsed.cases.contains("archmetrics.MVP-C/Coordinators"))
        // The file and its role's total are two findings, each a failing case of its own; the
        // file's case says where it is (not a git repository: relative to the current folder).
        let file = "tree/MVC/FootballGather/ViewControllers/GatherViewController.swift"
        #expect(
            parsed.failed == [
                "archmetrics.MVC/View Controllers total",
                "archmetrics.MVC/View Controllers: FootballGather/ViewControllers/GatherViewController.swift",
            ])
        #expect(parsed.failedLocations.count == 1)
        #expect(parsed.failedLocations.first?.hasPrefix(file + ":") == true)
        #expect(
            parsed.failureText.contains(
                "View Controllers, Gather, MVC: code 122 → 123 (+1)"))
        #expect(parsed.rootTests == parsed.cases.count)
        #expect(parsed.rootFailures == 2)
    }

    /// One run writes SARIF and JUnit beside the Markdown it prints, and annotates once.
    @Test func oneCheckWritesSARIFJUnitAndTheSummaryTogether() throws {
        try addALine()
        let summary = folder.appendingPathComponent("summary.md")
        #expect(FileManager.default.createFile(atPath: summary.path, contents: nil))
        let result = try run(
            ["check", "--no-build", "tree", "--sarif", "out.sarif", "--junit", "out.xml"],
            ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("## archmetrics drift check"))
        let sarif = try String(
            contentsOf: folder.appendingPathComponent("out.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"ruleId\" : \"archmetrics/file-lines\""))
        let junit = try JUnitDocument(
            String(contentsOf: folder.appendingPathComponent("out.xml"), encoding: .utf8))
        #expect(junit.rootFailures == 2)
        let fileAnnotations = result.stderr.components(separatedBy: "\n").filter {
            $0.hasPrefix(
                "::error file=tree/MVC/FootballGather/ViewControllers/GatherViewController.swift")
        }
        #expect(fileAnnotations.count == 1, "\(result.stderr)")
        let summaryText = try String(contentsOf: summary, encoding: .utf8)
        #expect(summaryText.components(separatedBy: "## archmetrics drift check").count == 2)
    }

    @Test func junitOfAnUnchangedTreePasses() throws {
        let result = try run(["check", "--no-build", "tree", "--format", "junit"])
        #expect(result.status == 0)
        let parsed = try JUnitDocument(result.stdout)
        #expect(parsed.failed.isEmpty && !parsed.cases.isEmpty)
    }
}

/// The parts of a JUnit document the tests look at, read with Foundation's XML parser (so a
/// document that is not well-formed XML fails the test).
final class JUnitDocument: NSObject, XMLParserDelegate {
    var suites: [String] = []
    /// `classname/name` of every test case, and of those with a failure.
    var cases: [String] = []
    var failed: [String] = []
    /// `file:line` (or `file`) of every failing case that names one.
    var failedLocations: [String] = []
    var failureText = ""
    var rootTests = -1
    var rootFailures = -1
    private var inFailure = false
    private var location: String?

    init(_ xml: String) throws {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw CocoaError(
                .coderReadCorrupt,
                userInfo: [NSDebugDescriptionErrorKey: "\(String(describing: parser.parserError))"])
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        switch element {
        case "testsuites":
            rootTests = Int(attributes["tests"] ?? "") ?? -1
            rootFailures = Int(attributes["failures"] ?? "") ?? -1
        case "testsuite": suites.append(attributes["name"] ?? "")
        case "testcase":
            cases.append("\(attributes["classname"] ?? "")/\(attributes["name"] ?? "")")
            location = attributes["file"].map { file in
                file + (attributes["line"].map { ":\($0)" } ?? "")
            }
        case "failure":
            failed.append(cases.last ?? "")
            if let location { failedLocations.append(location) }
            inFailure = true
        default: break
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        if element == "failure" { inFailure = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inFailure { failureText += string }
    }
}
