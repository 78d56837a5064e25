import Foundation
import TestSupport
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

    /// README "Coupling and complexity": `--analysis --format json|csv` lists every function
    /// instead of the table and the Markdown.
    @Test func analysisWithJSONOrCSVListsEveryFunction() throws {
        let tree = try ScratchTree()
        try tree.write(
            "Login/LoginViewController.swift",
            """
            final class LoginViewController {
                func log(_ text: String, file: StaticString = #fileID, line: UInt = #line) {
                    if text.isEmpty { return }
                }
                var title: String { name ?? "" }
            }

            """)
        try tree.write("Tests/LoginTests.swift", "func testLogin() { if a {} }\n")
        let json = try BuiltTool.run(["scan", tree.root.path, "--analysis", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let document =
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(document?["schemaVersion"] as? Int == 1)
        let functions = document?["functions"] as? [[String: Any]] ?? []
        #expect(
            functions.map { $0["name"] as? String } == [
                "LoginViewController.log", "LoginViewController.title",
            ])
        #expect(functions.map { $0["complexity"] as? Int } == [2, 2])
        #expect(functions.map { $0["kind"] as? String } == ["function", "property"])
        #expect(functions.first?["endLine"] as? Int == 4)
        #expect(!json.stdout.contains("## Coupling"))

        let csv = try BuiltTool.run(["scan", tree.root.path, "--analysis", "--format", "csv"])
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(
            csv.stdout == """
                path,line,endLine,name,kind,complexity,length,role
                Login/LoginViewController.swift,2,4,LoginViewController.log,function,2,3,viewController
                Login/LoginViewController.swift,5,5,LoginViewController.title,property,2,1,viewController

                """)
    }

    @Test func byFileDoesNotApplyToTheFunctionList() throws {
        let result = try BuiltTool.run(["scan", "--analysis", "--format", "csv", "--by-file"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--by-file"))
    }
}
