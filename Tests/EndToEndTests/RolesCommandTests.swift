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

    /// `--uncertain` lists the files weak evidence alone placed, a screen role first, in text
    /// and JSON, with a count per variant.
    @Test func uncertainListsTheGuessesMostConsequentialFirst() throws {
        let families = Fixtures.folder("attribution/families").path
        let table = try BuiltTool.run([
            "roles", families, "--variant", "SharedFolders", "--variant", "SilentGuesses",
            "--uncertain",
        ])
        #expect(table.status == 0, "\(table.stderr)")
        let rows = table.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }.dropFirst()
        #expect(
            rows.map { String($0.split(separator: " ")[1]) } == [
                "App/Modules/Common/BasePresenter.swift",
                "App/Modules/Common/BaseViewController.swift",
                "App/Modules/Common/BaseView.swift",
                "App/List/ListViewModel.swift",
            ])
        #expect(
            table.stdout.contains("Guessed files per variant: SharedFolders 3, SilentGuesses 1"))
        #expect(!table.stdout.contains("LoginViewController"))
        let json = try BuiltTool.run([
            "roles", families, "--variant", "SilentGuesses", "--uncertain", "--format", "json",
        ])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let uncertain = try #require(object["uncertain"] as? [[String: Any]])
        #expect(uncertain.map { $0["path"] as? String } == ["App/List/ListViewModel.swift"])
        #expect(uncertain.first?["guess"] as? String == "sharedFallback")
        let files = (object["variants"] as? [[String: Any]])?.first?["files"] as? [[String: Any]]
        #expect(files?.map { $0["path"] as? String } == ["App/List/ListViewModel.swift"])
    }
}
