import Foundation
import TestSupport
import Testing

/// `archmetrics roles`, run as a user would, on the conventions fixture.
@Suite struct RolesCommandTests {
    static var conventions: String {
        Fixtures.folder("conventions").path
    }

    @Test func jsonListsEveryFileWithItsRoleScreenAndRule() throws {
        let result = try BuiltTool.run([
            "roles", Self.conventions, "--variant", "LayeredMVC", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 1)
        let variants = try #require(json["variants"] as? [[String: Any]])
        #expect(variants.map { $0["name"] as? String } == ["LayeredMVC"])
        let files = try #require(variants[0]["files"] as? [[String: Any]])
        let view = try #require(
            files.first {
                $0["path"] as? String == "PresentationLayer/PokemonList/PokemonListView.swift"
            })
        #expect(view["role"] as? String == "view")
        #expect(view["screen"] as? String == "PokemonList")
        #expect(
            view["rule"] as? String
                == "suffix View (over conformance UIViewController via BaseView)")
        let shared = try #require(json["sharedForNoScreen"] as? [[String: Any]])
        #expect(
            shared.contains { $0["path"] as? String == "PresentationLayer/Base/BaseView.swift" })
    }

    @Test func theTableFiltersByRoleAndAnUnknownRoleIsAUsageError() throws {
        let table = try BuiltTool.run(["roles", Self.conventions, "--role", "assembly"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("PresentationLayer/Assembly/PokemonListFactory.swift"))
        #expect(!table.stdout.contains("PokemonListView.swift"))
        let unknown = try BuiltTool.run(["roles", Self.conventions, "--role", "presentr"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--role presentr is not a role"))
        let help = try BuiltTool.run(["roles", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("shared because no screen"))
    }
}
