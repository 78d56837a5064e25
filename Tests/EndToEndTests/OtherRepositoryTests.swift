import Foundation
import TestSupport
import Testing

/// Run with no arguments in the root of someone else's repository, `report`, `history`,
/// `check` and `scan` measure that repository, never the sample app archmetrics ships with.
@Suite struct OtherRepositoryTests {
    let fixture: GitFixture

    /// A repository whose root holds two variant folders, `Alpha` and `Beta`, over two commits.
    init() throws {
        fixture = try GitFixture()
        for (variant, screen) in [("Alpha", "Login"), ("Beta", "Login")] {
            let folder = fixture.folder.appendingPathComponent("\(variant)/\(screen)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "final class \(screen)ViewController {\n    func load() {}\n}\n".write(
                to: folder.appendingPathComponent("\(screen)ViewController.swift"),
                atomically: true, encoding: .utf8)
        }
        try FileManager.default.removeItem(at: fixture.folder.appendingPathComponent("tree"))
        try fixture.commitAll("first")
        try fixture.append("// two\n", to: "Alpha/Login/LoginViewController.swift")
        try fixture.commitAll("second")
    }

    @Test func reportHistoryAndCheckMeasureTheRepositoryTheyRunIn() throws {
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let report = try fixture.run(["report", "--no-build", "--format", "json"])
        #expect(report.status == 0, "\(report.stderr)")
        let metrics = try #require(
            try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        let variants = try #require(metrics["variants"] as? [[String: Any]])
        #expect(Set(variants.compactMap { $0["name"] as? String }) == ["Alpha", "Beta"])

        let history = try fixture.run(["history", "--last", "5", "--format", "json"])
        #expect(history.status == 0, "\(history.stderr)")
        let commits = try #require(
            (try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])?[
                "commits"] as? [[String: Any]])
        #expect(commits.count == 2, "\(history.stdout.prefix(500))")

        #expect(try fixture.run(["baseline", "--no-build"]).status == 0)
        let check = try fixture.run(["check", "--no-build"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("in 2 variants"), "\(check.stdout)")

        let scan = try fixture.run(["scan"])
        #expect(scan.status == 0)
        #expect(scan.stdout.contains("total (2 files)"), "\(scan.stdout)")
        #expect(!scan.stdout.contains("FootballGather"))
    }

    /// A SwiftPM package's `Sources/` and `Tests/` are its layout, not two variants.
    @Test func aSwiftPMPackageIsOneVariant() throws {
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let package = fixture.folder.appendingPathComponent("Shop")
        for (folder, file) in [
            ("Sources/Shop", "Cart.swift"), ("Tests/ShopTests", "CartTests.swift"),
        ] {
            let url = package.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try "struct \(file.dropLast(6)) {}\n".write(
                to: url.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        try
            "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Shop\")\n"
            .write(
                to: package.appendingPathComponent("Package.swift"), atomically: true,
                encoding: .utf8)
        let report = try BuiltTool.run(
            ["report", "--no-build", "--format", "json"], in: package,
            environment: BuiltTool.environment())
        #expect(report.status == 0, "\(report.stderr)")
        let metrics = try #require(
            try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        let variants = try #require(metrics["variants"] as? [[String: Any]])
        #expect(variants.compactMap { $0["name"] as? String } == ["Shop"])
    }
}
