import ArchMetricsSupport
import Foundation
import Testing

@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import SwiftScanning

/// The rule sets of `Examples/` on the bundled Football Gather core: each passes on the
/// variant it describes and fails where that architecture's boundaries are not kept.
@Suite struct RulesBundledCoreTests {
    /// The bundled core's snapshot checked against `Examples/<example>`.
    static func collect(example: String) throws -> MetricsSnapshot {
        let configuration = try ToolConfiguration.load(
            path: ExampleConfigurationsTests.examples.appendingPathComponent(example),
            root: AnalysisBundledCoreTests.bundledCore, variantOverrides: [],
            in: testContext())
        #expect(!configuration.dependencyRules.isEmpty)
        return try SourceMetricsCollector.collect(configuration, in: testContext())
    }

    static func violations(_ snapshot: MetricsSnapshot, _ variant: String) throws
        -> [RuleViolation]
    {
        try #require(snapshot.analysis?.variant(named: variant)?.ruleViolations)
    }

    @Test func theMVPCRuleSetPassesOnMVPCAndNamesEveryNavigationEdgeOfMVC() throws {
        let snapshot = try Self.collect(example: "rules-mvp-c.json")
        #expect(try Self.violations(snapshot, "MVP-C").isEmpty)

        let mvc = try Self.violations(snapshot, "MVC")
        let edges = try #require(snapshot.analysis?.variant(named: "MVC")?.coupling.navigationEdges)
        #expect(edges.count >= 7, "one edge per transition of the spec at least")
        // Every navigation edge, each (file, referenced type) once…
        let named = Set(mvc.map { "\($0.file) → \($0.toType)" })
        #expect(named.count == mvc.count)
        #expect(named.isSuperset(of: edges.map { "\($0.fromFile) → \($0.toType)" }))
        // …and besides them only the delegate protocols another screen's view controller
        // declares (`PlayerDetailViewControllerDelegate`): screens tied without a coordinator,
        // which the navigation table leaves out because no view controller stands behind them.
        let edgeTypes = Set(edges.map(\.toType))
        let files = try #require(snapshot.variants.first { $0.name == "MVC" }?.files)
        let extra = mvc.filter { !edgeTypes.contains($0.toType) }
        #expect(extra.count == 3)
        for violation in extra {
            let declaring = try #require(files.first { $0.path == violation.toFile })
            #expect(declaring.role == .viewController && declaring.screen != violation.fromScreen)
            #expect(
                declaring.declarations.contains {
                    $0.name == violation.toType && $0.kind == .protocol
                })
        }
        // Each line is where the file names the type.
        let folder = AnalysisBundledCoreTests.bundledCore.appendingPathComponent("MVC")
        for violation in mvc {
            let line = try #require(violation.line)
            let lines = try String(
                contentsOf: folder.appendingPathComponent(violation.file), encoding: .utf8
            ).components(separatedBy: "\n")
            #expect(
                lines[line - 1].contains(violation.toType),
                "\(violation.location(variantPath: "MVC"))")
            #expect(
                !lines[..<(line - 1)].contains {
                    $0.contains(violation.toType) && !$0.contains("//")
                })
        }
    }

    @Test func theVIPERAndVIPRuleSetsPassOnTheirVariantsAndFailOnMVC() throws {
        for (example, variant) in [
            ("rules-viper.json", "VIPER"), ("rules-vip-clean-swift.json", "VIP"),
        ] {
            let snapshot = try Self.collect(example: example)
            #expect(try Self.violations(snapshot, variant).isEmpty, "\(example)")
            #expect(try !Self.violations(snapshot, "MVC").isEmpty, "\(example)")
        }
    }
}
