import ArchMetricsAnalysis
import ArchMetricsKit
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

/// The article's claim, measured on the bundled Football Gather core: coordinators leave no
/// navigation coupling between screens; MVC has one edge per screen transition of the spec.
@Suite struct AnalysisBundledCoreTests {
    static let bundledCore = Repository.path("FootballGather")

    /// Every variant of the bundled core that has code, analysed as `archmetrics report` does.
    static func analyzeBundledCore() throws -> ArchitectureAnalysis {
        let configuration = try ToolConfiguration.load(
            path: nil, root: bundledCore, variantOverrides: [], in: testContext())
        return try #require(
            try SourceMetricsCollector.collect(configuration, in: testContext()).analysis)
    }

    /// The transitions of football-gather-spec.md, §2.
    static let specTransitions: [ScreenPair] = [
        ScreenPair(from: "Login", to: "PlayerList"),
        ScreenPair(from: "PlayerList", to: "PlayerDetail"),
        ScreenPair(from: "PlayerList", to: "PlayerAdd"),
        ScreenPair(from: "PlayerList", to: "ConfirmPlayers"),
        ScreenPair(from: "PlayerDetail", to: "PlayerEdit"),
        ScreenPair(from: "ConfirmPlayers", to: "Gather"),
        ScreenPair(from: "Gather", to: "PlayerList"),
    ]

    @Test func coordinatorsLeaveNoNavigationCouplingAndMVCHasEveryTransition() throws {
        let analysis = try Self.analyzeBundledCore()
        if ProcessInfo.processInfo.environment["ARCHMETRICS_PRINT_ANALYSIS"] != nil {
            print(
                ArchitectureAnalysisReport.markdown(
                    analysis, focusVariant: "MVP-C", toolCommand: "archmetrics"))
        }
        let coordinated = try #require(analysis.variant(named: "MVP-C"))
        #expect(coordinated.coupling.navigationEdges == [])
        // The flow is still there, held by coordinators.
        for transition in Self.specTransitions
        where transition != ScreenPair(from: "Gather", to: "PlayerList") {
            #expect(
                coordinated.coupling.coordinatorScreenPairs.contains(transition),
                "MVP-C coordinators: \(transition.from) → \(transition.to)")
        }
        // Without coordinators every transition of the spec is a view controller, view, presenter
        // or view model naming the next screen's view controller: exactly the seven, no more.
        for name in ["MVC", "MVVM", "MVP"] {
            let variant = try #require(
                analysis.variant(named: name), "the bundled core has \(name)")
            #expect(
                Set(variant.coupling.navigationScreenPairs.map { "\($0.from)→\($0.to)" })
                    == Set(Self.specTransitions.map { "\($0.from)→\($0.to)" }), "\(name)")
            #expect(variant.coupling.coordinatorEdges == [], "\(name)")
        }
    }

    @Test func everyAnalysedVariantHasComplexityForItsScreenRoles() throws {
        let analysis = try Self.analyzeBundledCore()
        for variant in analysis.variants {
            let viewControllers = try #require(
                variant.complexity.role(.viewController), "\(variant.name)")
            #expect(viewControllers.files >= 7, "\(variant.name)")
            #expect(viewControllers.functions > viewControllers.files, "\(variant.name)")
            #expect(variant.complexity.role(.test) == nil)
            #expect(variant.coupling.roleFans.allSatisfy { $0.role != .test })
            #expect(!variant.complexity.topFunctions.isEmpty)
            #expect(variant.diagnostics.isEmpty, "\(variant.diagnostics)")
        }
    }
}
