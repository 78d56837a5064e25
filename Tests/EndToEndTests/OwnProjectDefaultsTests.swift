import Foundation
import TestSupport
import Testing

/// The bundled core's defaults (the Gather screen, its feature) belong to it alone: on a user's
/// own two-variant project with no configuration, the key screen is chosen from the data, the
/// report says once how to pick another (`unitTestScreen`), and "Gather" appears nowhere.
@Suite struct OwnProjectDefaultsTests {
    static let measureFixtures = Fixtures.folder("measure")

    /// Two SwiftPM variants, `Alpha` and `Beta`, with screens Login and Cart; Login's presenter
    /// has the tests. Builds and tests run through the fake `swift`.
    static func makeProject() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archmetrics-own-\(UUID().uuidString)")
        for variant in ["Alpha", "Beta"] {
            let package = root.appendingPathComponent(variant)
            let files = [
                "Package.swift": "// swift-tools-version: 6.0\n",
                "Sources/App/Modules/Login/LoginPresenter.swift":
                    "final class LoginPresenter {\n    func start() {}\n}\n",
                "Sources/App/Modules/Login/LoginViewController.swift":
                    "final class LoginViewController {\n}\n",
                "Sources/App/Modules/Cart/CartViewController.swift":
                    "final class CartViewController {\n}\n",
                "Tests/AppTests/LoginPresenterTests.swift":
                    "import XCTest\nfinal class LoginPresenterTests: XCTestCase {\n    func testStart() {}\n    func testStop() {}\n}\n",
                "fake-swift.conf":
                    "TEST_OUTPUT=\(measureFixtures.appendingPathComponent("outputs/both-runners-passing.txt").path)\n",
            ]
            for (path, text) in files {
                let url = package.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        return root
    }

    @Test func noGatherAnywhereAndTheKeyScreenComesFromTheData() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        var environment = BuiltTool.environment()
        environment["ARCHMETRICS_SWIFT"] =
            Self.measureFixtures.appendingPathComponent("fake-swift.sh").path
        let output = root.appendingPathComponent("Reports")
        let result = try BuiltTool.run(
            [
                "report", "--runs", "2", "--output", output.path, root.path,
            ], in: root, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let markdown = try String(
            contentsOf: output.appendingPathComponent("comparison.md"), encoding: .utf8)
        #expect(!result.stderr.contains("Gather"), "\(result.stderr)")
        #expect(!result.stdout.contains("Gather"), "\(result.stdout)")
        #expect(!markdown.contains("Gather"), "\(markdown)")
        // Chosen from the data, and the report says once how to pick another.
        #expect(markdown.contains("Login"))
        #expect(markdown.components(separatedBy: "`unitTestScreen`").count == 2, "\(markdown)")
    }
}
