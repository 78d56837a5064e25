import ArchMetricsDrift
import ArchMetricsKit
import Foundation
import Testing

/// The config's `policy`: the tolerances `check` starts from, refined by `tolerances`.
@Suite struct DriftPolicyTests {
    let configs = ToolConfigurationTests()

    @Test func aPresetSetsTheTolerancesAndTolerancesRefineIt() throws {
        #expect(try loadConfiguration("{}").tolerances == DriftTolerances())
        let team = try loadConfiguration(#"{"policy": "team"}"#).tolerances
        #expect(team == DriftPolicy.team.tolerances)
        #expect(team.files == .any && team.timing == DriftTolerances.defaultTiming)
        // `tolerances` refine the preset, wherever `policy` stands in the file.
        let refined = try loadConfiguration(
            #"{"tolerances": {"lines": "+5%"}, "policy": "rules-only"}"#
        ).tolerances
        #expect(refined.lines.description == "+5%")
        #expect(refined.files == .any && refined.tests == .any)
    }

    @Test func aTeamPolicyLetsAFileGrowALittleButNotLoseTests() throws {
        let team = DriftPolicy.team.tolerances
        #expect(team.lines.allows(from: 100, to: 110))
        #expect(!team.lines.allows(from: 100, to: 111))
        #expect(team.lines.allows(from: 100, to: 10))
        #expect(team.tests.allows(from: 20, to: 25))
        #expect(!team.tests.allows(from: 20, to: 19))
        let exact = DriftPolicy.exact.tolerances
        #expect(!exact.lines.allows(from: 100, to: 101))
    }

    @Test func anUnknownPolicyNamesThePresets() throws {
        let message = configs.errorMessage(#"{"policy": "lenient"}"#)
        #expect(
            message?.contains(
                "unknown policy \"lenient\"; expected one of: exact, team, rules-only")
                == true, "\(message ?? "")")
    }
}
