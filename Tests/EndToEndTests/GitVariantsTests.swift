import Foundation
import TestSupport
import Testing

/// `report --no-build --variants NAME=REV:PATH` and `compare REV:PATH REV:PATH` on a repository
/// of two commits: the second adds a line to MVC's Gather view controller.
@Suite struct GitVariantsTests {
    let repository: GitFixture
    static let viewController = DriftCheckTests.gatherViewController

    init() throws {
        repository = try GitFixture()
        try repository.commitAll("the fixture tree")
        try repository.append("let added = 1\n", to: Self.viewController)
        try repository.commitAll("one line more")
        // An edit in the work tree that no revision holds: it must neither be read nor touched.
        try repository.append("let uncommitted = 2\n", to: Self.viewController)
    }

    @Test func reportReadsEachRevisionFromGitAndLeavesTheWorkTreeAlone() throws {
        let statusBefore = try repository.git("status", "--porcelain")
        let result = try repository.run([
            "report", "--no-build", "--variants", "old=HEAD~1:tree/MVC",
            "--variants", "new=HEAD:tree/MVC", "--format", "json", "--output",
            // Outside the repository, so `git status` sees only what the tool might touch.
            repository.folder.path + "-report",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let variants = try #require(
            (json["snapshot"] as? [String: Any])?["variants"] as? [[String: Any]]
                ?? json["variants"] as? [[String: Any]], "\(json.keys)")
        func linesOfTheViewController(_ name: String) throws -> Int? {
            let variant = try #require(variants.first { $0["name"] as? String == name })
            #expect(
                variant["path"] as? String == (name == "old" ? "HEAD~1:tree/MVC" : "HEAD:tree/MVC"))
            let files = try #require(variant["files"] as? [[String: Any]])
            let file = files.first {
                $0["path"] as? String == "FootballGather/ViewControllers/GatherViewController.swift"
            }
            return (file?["lines"] as? [String: Any])?["physical"] as? Int
        }
        // 359 lines committed first, 360 after the second commit; the work tree's 361 unread.
        #expect(try linesOfTheViewController("old") == 359)
        #expect(try linesOfTheViewController("new") == 360)
        #expect(try repository.git("status", "--porcelain") == statusBefore)
        #expect(try repository.git("stash", "list").isEmpty)
    }

    @Test func compareDiffsTwoRevisionsOfAFolder() throws {
        let result = try repository.run(["compare", "HEAD~1:tree/MVC", "HEAD:tree/MVC"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "**FAIL — drift beyond tolerance** in MVC (1 file, 1 role total)"))
        #expect(result.stdout.contains("359 → 360 (+1)"))
        let same = try repository.run(["compare", "old=HEAD~1:tree/MVP", "old=HEAD:tree/MVP"])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    }

    @Test func badRevisionsAndPathsAreInputErrors() throws {
        let unknown = try repository.run([
            "report", "--no-build", "--variants", "old=nosuch:tree/MVC", "--output", "out",
        ])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown revision 'nosuch'"))
        let missing = try repository.run(["compare", "HEAD:tree/Nope", "HEAD:tree/MVC"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no folder 'tree/Nope' at revision 'HEAD'"))
        let measured = try repository.run(["report", "--variants", "old=HEAD:tree/MVC"])
        #expect(measured.status == 2)
        #expect(measured.stderr.contains("add --no-build"))
        let outside = try BuiltTool.run(
            ["report", "--no-build", "--variants", "old=HEAD:tree/MVC"],
            in: try makeTemporaryFolder("not-a-repository"),
            environment: BuiltTool.environment())
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("not a git repository"))
    }
}
