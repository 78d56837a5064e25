import Foundation
import Testing

/// `archmetrics scan --analysis`: the scan table, then the Coupling and Complexity sections.
@Suite struct ScanAnalysisCommandTests {
    @Test func printsCouplingAndComplexityAfterTheTable() throws {
        let tree = try ScratchTree()
        try tree.write(
            "LoginViewController.swift",
            """
            final class LoginViewController {
                func next() { if ready { show(PlayerListViewController()) } }
            }
            """)
        try tree.write(
            "PlayerListViewController.swift", "final class PlayerListViewController {}\n")
        let result = try BuiltTool.run(["scan", tree.root.path, "--analysis"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("## Coupling"))
        #expect(result.stdout.contains("| Screen pairs with navigation coupling | 1 |"))
        #expect(result.stdout.contains("s_Login -->|1| s_PlayerList"))
        #expect(
            result.stdout.contains(
                "`LoginViewController.next` | LoginViewController.swift:2 | view controller | 2 |"))
    }

    @Test func analysisPrintsMarkdownSoOtherFormatsAreAUsageError() throws {
        let result = try BuiltTool.run(["scan", "--analysis", "--format", "json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--analysis"))
    }
}
