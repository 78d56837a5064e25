import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A package in a subfolder of a git repository (`apps/userpkg`, as in a monorepo, and as every
/// plugin run starts in the package folder) checked with a rules config: SARIF, JUnit and the
/// GitHub annotations name repository paths with lines, JUnit counts every failing finding, and
/// `--freeze` does not accept a new violation unless told to.
@Suite struct MonorepoCheckTests {
    static let subfolder = "apps/userpkg"
    static let gather = "tree/MVC/FootballGather/ViewControllers/GatherViewController.swift"

    let repository: URL
    let package: URL

    init() throws {
        repository = FileManager.default.temporaryDirectory.appendingPathComponent(
            "monorepo-\(UUID().uuidString)")
        package = repository.appendingPathComponent(Self.subfolder)
        try RulesProject.write(into: package, configName: "archmetrics.json")
        try
            "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"userpkg\")\n"
            .write(
                to: package.appendingPathComponent("Package.swift"), atomically: true,
                encoding: .utf8)
        try GitFixture.git(["init", "--quiet"], in: repository)
    }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> BuiltTool.Result {
        try BuiltTool.run(arguments, in: package, environment: BuiltTool.environment(extra))
    }

    @Test func reportsNameRepositoryPathsAndFreezeRefusesNewViolations() throws {
        defer { try? FileManager.default.removeItem(at: repository) }
        #expect(try run(["baseline", "--no-build"]).status == 0)
        let accepted = try run(["check", "--no-build", "--freeze", "--accept-new"])
        #expect(accepted.status == 0, "\(accepted.stderr)")

        // A new forbidden reference, three lines more in the view controller.
        let url = package.appendingPathComponent(Self.gather)
        let text = try String(contentsOf: url, encoding: .utf8)
        try
            (text
            + "\nextension GatherViewController {\n    func peek() { _ = PlayerDetailViewController.self }\n}\n")
            .write(to: url, atomically: true, encoding: .utf8)
        let peekLine =
            try #require(
                try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
                    .firstIndex { $0.contains("func peek()") }) + 1
        let repositoryPath = "\(Self.subfolder)/\(Self.gather)"

        // SARIF: every result in the repository's terms, the rule violation on its line.
        let sarif = try run(["check", "--no-build", "--format", "sarif"])
        #expect(sarif.status == 1)
        let results = try RulesCheckTests.sarifResults(sarif)
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.uri.hasPrefix(Self.subfolder + "/") }, "\(results)")
        // Every result on a file's line; the role's total at the variant's Package.swift.
        #expect(results.allSatisfy { $0.line != nil }, "\(results)")
        #expect(
            results.contains {
                $0.ruleId == "archmetrics/role-lines"
                    && $0.uri == "\(Self.subfolder)/tree/MVC/Package.swift" && $0.line == 1
            }, "\(results)")
        #expect(
            results.contains {
                $0.ruleId == "archmetrics/architecture-rule" && $0.uri == repositoryPath
                    && $0.line == peekLine
            }, "\(results)")

        // JUnit: the new violation, the file's lines and the role's total: three failing cases,
        // each in the document's count, the file ones with repository paths and lines.
        let junit = try run(["check", "--no-build", "--format", "junit"])
        #expect(junit.status == 1)
        let document = try JUnitDocument(junit.stdout)
        #expect(document.rootFailures == 3, "\(junit.stdout)")
        #expect(document.failed.count == 3)
        #expect(document.failedLocations.contains("\(repositoryPath):\(peekLine)"))
        #expect(document.failedLocations.allSatisfy { $0.hasPrefix(Self.subfolder + "/") })
        #expect(document.suites.contains("architecture rules"))

        // Annotations, on a GitHub runner whose workspace is the repository.
        let annotated = try run(
            ["check", "--no-build"],
            ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": repository.path])
        #expect(
            annotated.stderr.contains("::error file=\(repositoryPath),line=\(peekLine),title="),
            "\(annotated.stderr)")
        #expect(!annotated.stderr.contains("::error file=tree/"))

        // --freeze alone leaves the baseline as it was and fails.
        let baseline = package.appendingPathComponent("Reports/baseline.json")
        let before = try Data(contentsOf: baseline)
        let refused = try run(["check", "--no-build", "--freeze"])
        #expect(refused.status == 1, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("1 new rule violation not frozen"))
        #expect(try Data(contentsOf: baseline) == before)
    }
}
