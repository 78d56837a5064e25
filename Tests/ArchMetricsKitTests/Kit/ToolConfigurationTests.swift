import Foundation
import TestSupport
import Testing

@testable import ArchMetricsAnalysis
@testable import ArchMetricsClassification
@testable import ArchMetricsDrift
@testable import ArchMetricsKit
@testable import ArchMetricsMeasurement
@testable import ArchMetricsModel
@testable import ArchMetricsReporting
@testable import ArchMetricsSupport
@testable import SwiftScanning

@Suite struct ToolConfigurationTests {
    func errorMessage(_ text: String) -> String? {
        inputErrorMessage { _ = try loadConfiguration(text) }
    }

    @Test func toleranceSettingsReadLikeTheCommandLineFlags() throws {
        let configuration = try loadConfiguration(
            """
            {"tolerances": {"viewController": "+5%", "lines": "+20 lines", "cleanBuild": "+15%", "significance": "0.01"}}
            """)
        var expected = DriftTolerances()
        for setting in [
            "viewController=+5%", "lines=+20 lines", "cleanBuild=+15%", "significance=0.01",
        ] {
            try expected.apply(setting)
        }
        #expect(configuration.tolerances == expected)
        #expect(try loadConfiguration("{}").tolerances == DriftTolerances())
    }

    @Test func aBadToleranceNamesItsLineAndColumn() {
        let message = errorMessage(
            "{\n  \"tolerances\": {\n    \"viewControler\": \"+5%\"\n  }\n}\n")
        #expect(
            message?.contains("archmetrics.json:3:5: tolerances: unknown key 'viewControler'")
                == true, "\(message ?? "no error")")
        let badValue = errorMessage("{\"tolerances\": {\"lines\": 20}}")
        #expect(badValue != nil)
    }

    // The words after "malformed JSON:" are Foundation's; the tests hold archmetrics to the
    // file, line and column, which it works out itself.
    @Test func malformedJSONNamesLineAndColumn() {
        let unterminated = errorMessage("{\n  \"focus\": \"MVP-C\n}")
        #expect(
            unterminated?.contains("archmetrics.json:2:18: malformed JSON") == true,
            "\(unterminated ?? "no error")")
        // Foundation stops at the next key (2:2); the comma belongs after "MVP-C" (1:18).
        let missingComma = errorMessage("{\"focus\": \"MVP-C\"\n \"reference\": \"MVC\"}")
        #expect(
            missingComma?.contains(
                "archmetrics.json:1:18: malformed JSON: a comma is probably missing here") == true,
            "\(missingComma ?? "no error")")
    }

    /// A missing comma at the end of line 5 is reported where it belongs, not where Foundation
    /// stopped (the next line's key), after a string, a number, a literal or a container.
    @Test func aMissingCommaIsPointedAtWhereItBelongs() {
        for last in [#""Login""#, "3", "true", "[\"Login\"]", "{}"] {
            let text =
                "{\n  \"focus\": \"MVP-C\",\n  \"reference\": \"MVC\",\n  \"screens\": [\"Login\"],\n"
                + "  \"unitTestScreen\": \(last)\n  \"features\": []\n}\n"
            let lineFive = text.split(separator: "\n", omittingEmptySubsequences: false)[4]
            let message = errorMessage(text)
            #expect(
                message?.contains(
                    "archmetrics.json:5:\(lineFive.count + 1): malformed JSON: a comma is probably missing here"
                ) == true, "\(message ?? "no error")")
        }
        // In an array too.
        let array = errorMessage("{\"screens\": [\"Login\"\n \"Gather\"]}")
        #expect(
            array?.contains("archmetrics.json:1:21: malformed JSON: a comma is probably missing")
                == true, "\(array ?? "no error")")
        // Two keys in a row are not a missing comma: Foundation's words stay.
        let colon = errorMessage("{\"focus\" \"MVP-C\"}")
        #expect(colon?.contains("comma") == false, "\(colon ?? "no error")")
    }

    @Test func columnsCountCharactersNotBytes() {
        let message = errorMessage("{\"description\": \"Générée\", x}")
        #expect(
            message?.contains("archmetrics.json:1:28: malformed JSON") == true,
            "\(message ?? "no error")")
    }

    @Test func foundationsLeniencyTakesATrailingComma() throws {
        let configuration = try loadConfiguration(
            "{\n  \"focus\": \"MVP-C\",\n  \"screens\": [\"Login\",]\n}\n")
        #expect(configuration.screens == ["Login"])
    }

    @Test func variantsAreAnOrderedListOrTheOlderObjectInWrittenOrder() throws {
        let tree = ArticleLayoutFixture.tree.path
        let list = try ConfigurationFile.parse(
            #"{"variants": [{"name": "Z", "path": "\#(tree)/MVC"}, {"name": "A", "path": "\#(tree)/MVP"}]}"#,
            path: "archmetrics.json", cancellation: CancellationToken())
        #expect(list.variants.map(\.name) == ["Z", "A"])
        #expect(list.locatedWarnings.isEmpty)
        let object = try ConfigurationFile.parse(
            #"{"variants": {"Zeta": "a", "MVC": "b", "alpha": "c", "MVP-C": "d", "b": "e"}}"#,
            path: "archmetrics.json", cancellation: CancellationToken())
        #expect(object.variants.map(\.name) == ["Zeta", "MVC", "alpha", "MVP-C", "b"])
        #expect(object.variants.map(\.path) == ["a", "b", "c", "d", "e"])
        // The older form still works, with a warning at its place, as every warning is said.
        #expect(object.locatedWarnings.count == 1)
        #expect(
            object.locatedWarnings.first?.hasPrefix(
                "archmetrics.json:1:14: warning: \"variants\" as an object is deprecated") == true,
            "\(object.locatedWarnings)")
        let loaded = try loadConfiguration(
            #"{"variants": [{"name": "New", "path": "\#(tree)/MVP-C"}, {"name": "Old", "path": "\#(tree)/MVC"}]}"#,
            root: nil)
        #expect(loaded.variants.map(\.name) == ["New", "Old"])
        #expect(
            errorMessage(#"{"variants": [{"name": "A"}]}"#)?.contains(
                ":1:15: variants[0] needs \"path\"") == true)
    }

    /// The caller's token stops a parse, not only the process's: a stage polls what it is given.
    @Test func aCancelledTokenStopsTheParse() throws {
        let token = CancellationToken()
        token.cancel()
        #expect(throws: ArchMetricsError.interrupted()) {
            try ConfigurationFile.parse(#"{"screens": []}"#, path: "a.json", cancellation: token)
        }
    }

    @Test func escapesAndSurrogatePairsAreDecoded() throws {
        let file = try ConfigurationFile.parse(
            #"{"description": "tab\tquote\" \u00e9 \ud83d\ude00", "screens": ["Log\u0069n"], "features": {"G\u0061ther": ["Gather"], "Flow": ["Login"]}}"#,
            path: "archmetrics.json", cancellation: CancellationToken())
        #expect(file.description == "tab\tquote\" é 😀")
        #expect(file.screens == ["Login"])
        // Keys with escapes keep their written order too.
        #expect(file.features?.map(\.name) == ["Gather", "Flow"])
    }

    /// The `tolerances` object that `check --format json` prints, as it prints it (the
    /// significance level a number), is a valid config.
    @Test func theTolerancesThatCheckPrintsAreAValidConfig() throws {
        let printed = try StableJSON.string(
            try loadConfiguration(
                #"{"tolerances": {"viewController": "+5%", "significance": "0.01"}}"#
            ).tolerances)
        let again = try loadConfiguration("{\"tolerances\": \(printed)}").tolerances
        #expect(again.significanceLevel == 0.01)
        #expect(again.lines(for: .viewController).description == "+5%")
    }

    @Test func anInvalidToleranceValueNamesItsKeyAndPlace() {
        let message = errorMessage("{\"tolerances\": {\"roles\": {\"view\": \"+5%,+6%\"}}}")
        #expect(
            message?.contains(
                "archmetrics.json:1:27: tolerances: view: invalid tolerance '+5%,+6%'")
                == true, "\(String(describing: message))")
    }

    @Test func tolerancesTakeTheFlatAndTheGroupedForm() throws {
        let flat = try loadConfiguration(
            #"{"tolerances": {"viewController": "+5%", "cleanBuild": "+15%"}}"#
        ).tolerances
        let grouped = try loadConfiguration(
            #"{"tolerances": {"roles": {"viewController": "+5%"}, "timings": {"cleanBuild": "+15%"}}}"#
        ).tolerances
        #expect(flat == grouped)
        #expect(flat.roles["viewController"] != nil)
        let bad = errorMessage("{\"tolerances\": {\"roles\": {\n  \"viewControler\": \"+5%\"}}}")
        #expect(
            bad?.contains("archmetrics.json:2:3: tolerances: unknown key 'viewControler'") == true,
            "\(bad ?? "no error")")
    }

    @Test func unknownKeysAreErrorsNotIgnored() {
        let message = errorMessage("{\n  \"focus\": \"MVP-C\",\n    \"focs\": \"MVP\"\n}")
        #expect(
            message?.contains(
                "archmetrics.json:3:5: unknown key \"focs\"; expected one of: description, root, variants"
            ) == true, "\(message ?? "no error")")
        let inRule = errorMessage(
            #"{"roleRules": [{"suffix": "View", "role": "view", "weight": 2}]}"#)
        #expect(
            inRule?.contains(":1:51: unknown key \"weight\" in a role rule") == true,
            "\(inRule ?? "no error")")
    }

    @Test func wrongTypesAndValuesPointAtTheValue() throws {
        #expect(
            errorMessage(#"{"screens": "Login"}"#)?.contains(
                ":1:13: screens must be an array, not a string") == true)
        #expect(
            errorMessage(#"{"roleRules": [{"suffix": "View", "role": "widget"}]}"#)?.contains(
                ":1:43: unknown role \"widget\"") == true)
        #expect(
            errorMessage(#"{"roleRules": [{"suffix": "View", "path": "x/**", "role": "view"}]}"#)?
                .contains("not two") == true)
        // The config's own variants must hold its focus; a ROOT or --variants that narrow them
        // make it a note (EveryFailureFailsTests).
        let mvc = ArticleLayoutFixture.tree.appendingPathComponent("MVC").path
        let ownList = inputErrorMessage {
            _ = try loadConfiguration(
                #"{"focus": "VIPER", "variants": [{"name": "MVC", "path": "\#(mvc)"}]}"#, root: nil)
        }
        #expect(
            ownList?.contains("focus 'VIPER' is not one of the variants (MVC)") == true,
            "\(ownList ?? "no error")")
        #expect(
            try loadConfiguration(#"{"focus": "VIPER"}"#).focusVariant == "MVP-C",
            "a ROOT given: the default focus, with a note")
    }

    @Test func defaultsDiscoverTheArticleVariantsInOrder() throws {
        let configuration = try ToolConfiguration.load(
            path: nil, root: ArticleLayoutFixture.tree, variantOverrides: [],
            in: testContext())
        #expect(configuration.variants.map(\.name) == ["MVC", "MVVM", "MVP", "MVP-C"])
        #expect(configuration.focusVariant == "MVP-C")
        #expect(configuration.referenceVariant == "MVC")
        #expect(configuration.columnOrder == ["MVP-C", "MVP", "MVVM", "MVC"])
        #expect(configuration.rules == RoleRule.defaults)
    }

    @Test func discoverySkipsKitHiddenAndSwiftlessFoldersAndOrdersOthersAlphabetically() throws {
        let root = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Kit/Sources", "Zeta/App", "Alpha", ".hidden", "Docs", "MVC"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "Kit/Sources/Kit.swift", "Zeta/App/A.swift", "Alpha/B.swift", ".hidden/C.swift",
            "MVC/D.swift",
        ] {
            try "struct X {}\n".write(
                to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        try "# docs\n".write(
            to: root.appendingPathComponent("Docs/README.md"), atomically: true, encoding: .utf8)
        let configuration = try ToolConfiguration.load(
            path: nil, root: root, variantOverrides: [], in: testContext())
        #expect(configuration.variants.map(\.name) == ["MVC", "Alpha", "Zeta"])
        #expect(configuration.focusVariant == "Zeta")
        #expect(configuration.referenceVariant == "MVC")
    }

    @Test func aConfigNamesVariantsFocusReferenceAndRules() throws {
        let tree = ArticleLayoutFixture.tree.path
        let configuration = try loadConfiguration(
            """
            {
              "variants": {"Before": "\(tree)/MVC", "After": "\(tree)/MVP"},
              "focus": "Before",
              "reference": "After",
              "roleRules": [{"suffix": "ViewController", "role": "viewController"}, {"path": "**/*Tests/**", "role": "test"}],
              "screenFolders": ["Modules/*"],
              "screens": ["Login", "Gather"],
              "roleEquivalences": [],
              "features": {"Timer": ["Gather"]},
              "unitTestScreen": "Login"
            }
            """, root: nil)
        #expect(configuration.variants.map(\.name) == ["Before", "After"])
        #expect(configuration.columnOrder == ["Before", "After"])
        #expect(configuration.referenceVariant == "After")
        #expect(
            configuration.rules == [
                RoleRule(.suffix, "ViewController", .viewController),
                RoleRule(.path, "**/*Tests/**", .test),
            ])
        #expect(configuration.screenFolders == ["Modules/*"])
        #expect(configuration.screens == ["Login", "Gather"])
        #expect(configuration.roleEquivalences.isEmpty)
        #expect(
            configuration.features == [
                ToolConfiguration.Feature(name: "Timer", screens: ["Gather"])
            ])
        #expect(configuration.unitTestScreen == "Login")
    }

    @Test func theExampleConfigSpellsOutTheDefaults() throws {
        let example = Repository.path("Examples/article-layout.json")
        let configuration = try ToolConfiguration.load(
            path: example, root: ArticleLayoutFixture.tree, variantOverrides: [],
            in: testContext())
        #expect(configuration.rules == RoleRule.defaults)
        #expect(configuration.screenFolders == RoleRule.defaultScreenFolders)
        #expect(configuration.roleEquivalences == [[.presenter, .viewModel]])
        #expect(configuration.focusVariant == "MVP-C")
        #expect(configuration.referenceVariant == "MVC")
    }

    @Test func variantOverridesReplaceDiscoveryAndMissingFoldersAreInputErrors() throws {
        let tree = ArticleLayoutFixture.tree.path
        let configuration = try ToolConfiguration.load(
            path: nil, root: nil,
            variantOverrides: [
                .init(name: "Old", path: "\(tree)/MVC"), .init(name: "New", path: "\(tree)/MVP-C"),
            ],
            in: testContext())
        #expect(configuration.variants.map(\.name) == ["Old", "New"])
        #expect(configuration.focusVariant == "New")
        #expect(configuration.referenceVariant == "Old")
        #expect(throws: ArchMetricsError.input("variant 'Gone': no such folder \(tree)/Missing")) {
            try ToolConfiguration.load(
                path: nil, root: nil,
                variantOverrides: [.init(name: "Gone", path: "\(tree)/Missing")],
                in: testContext())
        }
        #expect(throws: ArchMetricsError.usage("variant 'Old' is given twice")) {
            try ToolConfiguration.load(
                path: nil, root: nil,
                variantOverrides: [
                    .init(name: "Old", path: "\(tree)/MVC"),
                    .init(name: "Old", path: "\(tree)/MVP"),
                ],
                in: testContext())
        }
    }
}
