import Foundation
import TestSupport
import Testing

@testable import ArchMetricsClassification
@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import ArchMetricsSupport
@testable import SwiftScanning

/// Every file of a variant is read once, by the scan: the test inventory and the analysis
/// work from what the scan gave, whatever classification later decides. Shown by changing
/// the files between the scan and the stages after it: a stage that read a file again would
/// see the new text.
@Suite struct ReadOnceTests {
    static let scannedTexts = [
        "App/Gather/GatherPresenter.swift": "final class GatherPresenter { func start() {} }\n",
        "App/Login/LoginPresenter.swift": "final class LoginPresenter { func go() {} }\n",
        // A test only by the configured suffix rule: its path says nothing.
        "App/GatherTests.swift": """
        import XCTest
        final class GatherTests: XCTestCase {
            let sut = GatherPresenter()
            // Scenario: gather.starts
            func testA() { sut.start() }
            func testB() {}
            @Test func c() {}
        }

        """,
        // A test by its folder, named after no type: each test credited by what it names.
        "Tests/FlowTests.swift": """
        import XCTest
        final class FlowTests: XCTestCase {
            // Scenario: login.goes
            func testLogin() { LoginPresenter().go() }
            func testGather() { GatherPresenter().start() }
        }

        """,
    ]

    static let changedTexts = [
        "App/GatherTests.swift": """
        // Scenario: changed.after
        final class GatherTests: XCTestCase { func testOnly() {} }

        """,
        "Tests/FlowTests.swift": """
        // Scenario: changed.too
        final class FlowTests: XCTestCase { func testOnly() { GatherPresenter().start() } }

        """,
    ]

    @Test func theTestInventoryIsWhatTheScanReadEvenWhenClassificationAloneMakesATest() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeFiles(Self.scannedTexts, into: folder)
        let variant = ToolConfiguration.Variant(name: "V", folder: folder, displayPath: "V")
        let configuration = ToolConfiguration(
            variants: [variant], focusVariant: "V", referenceVariant: "V",
            rules: [RoleRule(.suffix, "Tests", .test)] + RoleRule.defaults,
            unitTestScreen: "Gather")
        let scan = SourceMetricsCollector.scan(
            variant, shownAs: "V", configuration: configuration, cancellation: CancellationToken())
        try writeFiles(Self.changedTexts, into: folder)
        let collected = SourceMetricsCollector.collected(
            scan, configuration: configuration, analyze: true, cancellation: CancellationToken())
        let files = Dictionary(
            uniqueKeysWithValues: collected.metrics.files.map { ($0.path, $0) })
        #expect(files["App/GatherTests.swift"]?.role == .test)
        #expect(files["Tests/FlowTests.swift"]?.role == .test)
        // The lines counted and the tests counted come from the same text.
        #expect(files["App/GatherTests.swift"]?.lines.physical == 8)
        let tests = collected.metrics.unitTests
        #expect(
            tests.testFunctionsByFile == ["App/GatherTests.swift": 3, "Tests/FlowTests.swift": 2])
        #expect(tests.scenarios == ["gather.starts", "login.goes"])
        #expect(
            tests.testedTypesByFile == [
                "App/GatherTests.swift": ["GatherPresenter": 3],
                "Tests/FlowTests.swift": ["LoginPresenter": 1, "GatherPresenter": 1],
            ])
        #expect(collected.diagnostics.isEmpty, "\(collected.diagnostics)")
    }

    /// A file classified a test whose tests the scan did not take (here: classified by rules
    /// other than those the scan asked) is named as an error, not counted as 0 tests silently.
    @Test func aTestFileTheScanDidNotTakeFailsByName() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeFiles(Self.scannedTexts, into: folder)
        let variant = ToolConfiguration.Variant(name: "V", folder: folder, displayPath: "V")
        let defaults = ToolConfiguration(
            variants: [variant], focusVariant: "V", referenceVariant: "V",
            unitTestScreen: "Gather")
        var scan = SourceMetricsCollector.scan(
            variant, shownAs: "V", configuration: defaults, cancellation: CancellationToken())
        var configured = defaults
        configured.rules = [RoleRule(.suffix, "Tests", .test)] + RoleRule.defaults
        scan.classifier = configured.classifier(cancellation: CancellationToken())
        let collected = SourceMetricsCollector.collected(
            scan, configuration: configured, analyze: false, cancellation: CancellationToken())
        #expect(collected.metrics.files.first { $0.path == "App/GatherTests.swift" }?.role == .test)
        let errors = collected.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.path) == ["V/App/GatherTests.swift"], "\(collected.diagnostics)")
    }

    /// The scan records the tests of every file classification may make a test: by its path
    /// alone with the default rules, and of any file once a rule other than a path gives tests.
    @Test func aFileMayBeATestByItsPathOrWhereverARuleOnItsContentsGivesTests() {
        let defaults = FileClassifier(cancellation: CancellationToken())
        #expect(defaults.testPathVerdict("Tests/GatherTests.swift") == .test)
        #expect(defaults.testPathVerdict("App/GatherTests.swift") == .notTest)
        for rule in [
            RoleRule(.suffix, "Tests", .test), RoleRule(.folder, "Specs", .test),
            RoleRule(.conformance, "XCTestCase", .test),
        ] {
            let configured = FileClassifier(
                cancellation: CancellationToken(), rules: [rule] + RoleRule.defaults)
            #expect(configured.testPathVerdict("Tests/GatherTests.swift") == .test)
            #expect(configured.testPathVerdict("App/GatherTests.swift") == .possibleTest)
        }
        let unidirectional = FileClassifier(
            cancellation: CancellationToken(),
            unidirectionalRules: [RoleRule(.suffix, "Spec", .test)])
        #expect(unidirectional.testPathVerdict("App/Gather.swift") == .possibleTest)
    }
}
