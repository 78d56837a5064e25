import Foundation
import TestSupport
import Testing

/// `compare REV:PATH REV:PATH` under CI: SARIF, JUnit and annotations name paths GitHub can
/// place (the folder's path inside the repository, never `HEAD:…`), and a finding about a whole
/// variant is not pinned on one of its files.
@Suite struct CompareRevisionPathsTests {
    static let gather = "tree/MVC/FootballGather/ViewControllers/GatherViewController.swift"

    @Test func revisionVariantsArePlacedAtTheirPathInTheRepository() throws {
        let repository = try GitFixture()
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        try repository.commitAll("before")
        try repository.append("let drift = 1\n", to: Self.gather)
        try repository.commitAll("after")
        let result = try BuiltTool.run(
            [
                "compare", "HEAD~1:tree/MVC", "HEAD:tree/MVC", "--sarif", "out.sarif", "--junit",
                "out.xml",
            ], in: repository.folder,
            environment: BuiltTool.environment(["GITHUB_ACTIONS": "true"]))
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")

        // Annotations: the file at its repository path; no revision anywhere in a path.
        #expect(result.stderr.contains("::error file=\(Self.gather),line="), "\(result.stderr)")
        #expect(!result.stderr.contains("HEAD%3A"), "\(result.stderr)")

        let sarif = try String(
            contentsOf: repository.folder.appendingPathComponent("out.sarif"), encoding: .utf8)
        #expect(!sarif.contains("HEAD"), "\(sarif)")
        let results = try Self.locations(sarif)
        #expect(results.contains { $0.ruleId == "archmetrics/file-lines" && $0.uri == Self.gather })
        // The role total belongs to the variant: its folder, not one of its files.
        let role = try #require(results.first { $0.ruleId == "archmetrics/role-lines" })
        #expect(role.uri == "tree/MVC/", "\(role)")
        #expect(role.line == nil)

        let junit = try String(
            contentsOf: repository.folder.appendingPathComponent("out.xml"), encoding: .utf8)
        #expect(!junit.contains("HEAD"), "\(junit)")
        #expect(junit.contains("file=\"\(Self.gather)\""), "\(junit)")
    }

    /// Each SARIF result's rule, file and line.
    static func locations(_ sarif: String) throws -> [(ruleId: String, uri: String, line: Int?)] {
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        return results.map { item in
            let location =
                (item["locations"] as? [[String: Any]])?.first?["physicalLocation"]
                as? [String: Any]
            let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
            let line = (location?["region"] as? [String: Any])?["startLine"] as? Int
            return (item["ruleId"] as? String ?? "", uri, line)
        }
    }
}
