import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `archmetrics history` on a repository with the cases the command must handle: a folder
/// renamed (MVP was OldMVP), a variant that appears late (MVVM), and a merge.
///
///     c1  MVC and OldMVP                          (MVVM not there yet)
///     c2  MVC's Gather view controller +1 line
///     c3  git mv tree/OldMVP tree/MVP
///     c4  tree/MVVM added
///         side branch from c4: MVC +2 lines       (its own commit, s1)
///     c5  merge of the side branch (--no-ff)
@Suite struct HistoryCommandTests {
    let repository: GitFixture
    let output: URL
    static let viewController = DriftCheckTests.gatherViewController
    static let variants = [
        "--variants", "MVC=tree/MVC", "--variants", "MVP=tree/MVP", "--variants",
        "MVVM=tree/MVVM",
    ]

    init() throws {
        repository = try GitFixture()
        let files = FileManager.default
        let tree = repository.folder.appendingPathComponent("tree")
        let mvvm = repository.folder.appendingPathExtension("mvvm")
        try files.moveItem(at: tree.appendingPathComponent("MVVM"), to: mvvm)
        try files.removeItem(at: tree.appendingPathComponent("MVP-C"))
        try files.moveItem(
            at: tree.appendingPathComponent("MVP"), to: tree.appendingPathComponent("OldMVP"))
        try repository.commitAll("c1")
        try repository.append("let one = 1\n", to: Self.viewController)
        try repository.commitAll("c2")
        try repository.git("mv", "tree/OldMVP", "tree/MVP")
        try repository.commitAll("c3")
        try files.moveItem(at: mvvm, to: tree.appendingPathComponent("MVVM"))
        try repository.commitAll("c4")
        try repository.git("checkout", "--quiet", "-b", "side")
        try repository.append("let two = 2\nlet three = 3\n", to: Self.viewController)
        try repository.commitAll("s1")
        try repository.git("checkout", "--quiet", "main")
        try repository.git("merge", "--quiet", "--no-ff", "-m", "c5", "side")
        output = repository.folder.appendingPathExtension("history")
    }

    func history(_ extra: [String]) throws -> BuiltTool.Result {
        try repository.run(["history", "--output", output.path] + Self.variants + extra)
    }

    struct Commit: Decodable {
        struct Point: Decodable {
            struct Lines: Decodable { var physical: Int }
            var path: String
            var roles: [String: Lines]
        }
        var subject: String
        var variants: [String: Point]
    }

    struct History: Decodable { var commits: [Commit] }

    func written() throws -> History {
        try JSONDecoder().decode(
            History.self,
            from: Data(contentsOf: output.appendingPathComponent("history.json")))
    }

    @Test func followsTheMainlineAcrossARenameAndAVariantThatAppearsLate() throws {
        let result = try history([])
        #expect(result.status == 0, "\(result.stderr)")
        let commits = try written().commits
        // First parents only: the side branch's own commit is not a point.
        #expect(commits.map(\.subject) == ["c1", "c2", "c3", "c4", "c5"])
        let viewControllers = commits.map { $0.variants["MVC"]?.roles["viewController"]?.physical }
        let base = try #require(viewControllers[0])
        #expect(viewControllers == [base, base + 1, base + 1, base + 1, base + 3])
        #expect(
            commits.map { $0.variants["MVP"]?.path }
                == ["tree/OldMVP", "tree/OldMVP", "tree/MVP", "tree/MVP", "tree/MVP"])
        #expect(commits.map { $0.variants["MVVM"] != nil } == [false, false, false, true, true])

        let markdown = try String(
            contentsOf: output.appendingPathComponent("history.md"), encoding: .utf8)
        #expect(markdown == result.stdout)
        #expect(
            markdown.contains(
                "| View Controllers | \(base) | \(base + 3) | \(base) | \(base + 3) | +3 ("))
        #expect(markdown.contains("Followed across renames: `tree/OldMVP` → `tree/MVP`."))
        #expect(markdown.contains("Present at 2 of 5 commits"))
        for name in ["MVC", "MVP", "MVVM"] {
            let chart = try Data(contentsOf: output.appendingPathComponent("history-\(name).svg"))
            #expect(XMLParser(data: chart).parse(), "history-\(name).svg is not well-formed")
            #expect(String(decoding: chart, as: UTF8.self).contains("<polyline"))
        }
        #expect(result.stderr.contains("5 commits: 5 variant trees measured, 0 from the cache"))
        // Five distinct trees: MVC's three, MVP's one (a rename keeps the folder's tree id),
        // MVVM's one. A rerun reads every tree from the cache; a new commit measures only its new tree.
        let rerun = try history([])
        #expect(rerun.stderr.contains("0 variant trees measured, 5 from the cache"))
        try repository.append("let four = 4\n", to: Self.viewController)
        try repository.commitAll("c6")
        let next = try history([])
        #expect(next.stderr.contains("6 commits: 1 variant tree measured, 5 from the cache"))
    }

    @Test func rangeOptionsPickTheCommits() throws {
        #expect(try history(["--all-parents"]).status == 0)
        #expect(try written().commits.map(\.subject) == ["c1", "c2", "c3", "c4", "s1", "c5"])
        #expect(try history(["--every", "2"]).status == 0)
        #expect(try written().commits.map(\.subject) == ["c1", "c3", "c5"])
        #expect(try history(["--last", "2"]).status == 0)
        #expect(try written().commits.map(\.subject) == ["c4", "c5"])
        #expect(try history(["--since", "HEAD~3"]).status == 0)
        #expect(try written().commits.map(\.subject) == ["c3", "c4", "c5"])
        #expect(try history(["--revision", "HEAD~1"]).status == 0)
        #expect(try written().commits.map(\.subject) == ["c1", "c2", "c3", "c4"])
    }

    @Test func badRangesAreInputErrors() throws {
        let unknown = try history(["--since", "nosuch"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown revision 'nosuch'"))
        let empty = try history(["--since", "HEAD"])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("no commits in the range HEAD..HEAD"))
        let zero = try history(["--every", "0"])
        #expect(zero.status == 2)
    }

    /// A file git holds that cannot be counted (invalid UTF-8 here) is said on stderr with the
    /// commit it is in, when its tree is scanned; the history is still written.
    @Test func scanProblemsInAHistoricTreeAreSaid() throws {
        let broken = repository.folder.appendingPathComponent("tree/MVC/Broken.swift")
        try Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0xFE, 0x22, 0x0A])
            .write(to: broken)
        try repository.commitAll("c6")
        let commit = try repository.git("rev-parse", "--short=8", "HEAD")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let result = try history(["--last", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("\(commit):tree/MVC/Broken.swift"), "\(result.stderr)")
        #expect(try written().commits.map(\.subject) == ["c6"])
    }
}
