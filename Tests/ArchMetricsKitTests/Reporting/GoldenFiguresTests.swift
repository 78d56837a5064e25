import Foundation
import TestSupport
import Testing

/// The golden files were written by the code they check; these tests hold their figures to
/// numbers worked out here without it: `wc -l` of the fixture's files, found by their names.
@Suite struct GoldenFiguresTests {
    static let variants = ["MVC", "MVVM", "MVP", "MVP-C"]

    /// Newline count, as `wc -l` gives it.
    static func wcL(_ url: URL) throws -> Int {
        try Data(contentsOf: url).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// Every `*ViewController.swift` outside test folders of one variant of the fixture.
    static func viewControllerFiles(_ variant: String) throws -> [URL] {
        let root = ArticleLayoutFixture.tree.appendingPathComponent(variant)
        let enumerator = try #require(
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        let files = enumerator.compactMap { $0 as? URL }.filter { url in
            let relative = url.path.dropFirst(root.path.count)
            return url.lastPathComponent.hasSuffix("ViewController.swift")
                && !relative.contains("Tests/")
        }
        // Seven screens, each with its view controller: an empty list would check nothing.
        #expect(files.count == 7, "\(variant)")
        return files
    }

    @Test func theViewControllerTableHoldsEachFilesLineCount() throws {
        let golden = try String(
            contentsOf: ArticleLayoutFixture.golden.appendingPathComponent("comparison.md"),
            encoding: .utf8)
        let table = golden.components(separatedBy: "## Lines of code — View Controllers")[1]
            .components(separatedBy: "\n## ")[0]
        let columns = ["MVP-C", "MVP", "MVVM", "MVC"]
        for variant in Self.variants {
            let column = columns.firstIndex(of: variant)! + 1
            for file in try Self.viewControllerFiles(variant) {
                let name = file.deletingPathExtension().lastPathComponent
                let row = try #require(
                    table.split(separator: "\n").first { $0.hasPrefix("| \(name) |") },
                    "\(variant) \(name)")
                let cell = row.split(separator: "|")[column].trimmingCharacters(in: .whitespaces)
                let figure = cell.split(separator: " ").first.map(String.init)
                #expect(figure == String(try Self.wcL(file)), "\(variant) \(name): \(cell)")
            }
        }
    }

    @Test func theChartsViewControllerBarsAreTheSumOfTheirFiles() throws {
        let svg = try String(
            contentsOf: ArticleLayoutFixture.golden.appendingPathComponent("lines-per-role.svg"),
            encoding: .utf8)
        for variant in Self.variants {
            let total = try Self.viewControllerFiles(variant).reduce(0) { $0 + (try Self.wcL($1)) }
            #expect(
                svg.contains("<title>\(variant) · View Controllers: \(total) lines</title>"),
                "\(variant) \(total)")
        }
    }

    @Test func theDriftGoldenShowsTheEditsTheTestMakes() throws {
        // DriftSnapshotDiffTests.markdownReportMatchesTheGoldenFile: MVC's view controller, 50
        // code and 55 physical lines in the sample, gains a line; the test count goes from 6 to 7.
        let golden = try String(
            contentsOf: Fixtures.folder("drift/report.md"), encoding: .utf8)
        #expect(
            golden.contains(
                "| `Sources/Gather/GatherViewController.swift` | modified | View Controllers | Gather | 50 → 51 (+1) | 55 → 56 (+1) | FAIL (exact) |"
            ))
        #expect(golden.contains("| test functions | 6 → 7 (+1) | FAIL |"))
        #expect(golden.contains("renamed from `Sources/Networking/Client.swift`"))
    }
}
