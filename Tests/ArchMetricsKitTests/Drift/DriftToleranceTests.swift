import ArchMetricsDrift
import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import Testing

@Suite struct DriftToleranceTests {
    @Test(arguments: [
        ("exact", "exact"), ("any", "any"), ("+5%", "+5%"), ("-3", "-3"), ("±5%", "±5%"),
        ("5%", "±5%"),
        ("+20 lines", "+20"), ("+5%,-10", "+5%,-10"), ("+-2", "±2"), ("+1.5%", "+1.5%"),
    ])
    func parsesAndPrintsTheTextForm(input: String, canonical: String) throws {
        #expect(try Tolerance(parsing: input).description == canonical)
    }

    @Test(arguments: ["", "lots", "+x%", "+5%%", "-", "+5,+"])
    func rejectsNonsenseWithTheAcceptedForms(input: String) {
        #expect(throws: ArchMetricsError.self) { try Tolerance(parsing: input) }
    }

    /// Forms that `Double.init` or a lenient split once let through: a second sign, hex, an
    /// exponent, a third part that silently replaced the first, a direction given twice.
    @Test(arguments: [
        "++5", "+0x10", "1e2", "+5%,-10,+3", "+5%,+6%", "-1,-2", "±5%,-3", "5,+3", "inf", "nan",
        "+.5", "+5.", "+1.2.3",
    ])
    func rejectsWhatTheGrammarDoesNotHave(input: String) {
        #expect(throws: ArchMetricsError.self) { try Tolerance(parsing: input) }
    }

    @Test func anInvalidValueNamesItsKey() {
        var tolerances = DriftTolerances()
        do {
            try tolerances.apply("lines=++5")
            Issue.record("accepted ++5")
        } catch let error as ArchMetricsError {
            #expect(error.category == .usage)
            #expect(error.message == "--tolerance lines: invalid tolerance '++5'")
        } catch { Issue.record("\(error)") }
    }

    @Test func allowsOnlyTheDirectionsGiven() throws {
        let growth = try Tolerance(parsing: "+5%")
        #expect(growth.allows(from: 200, to: 210))
        #expect(!growth.allows(from: 200, to: 211))
        #expect(!growth.allows(from: 200, to: 199))
        #expect(!growth.allows(from: 0, to: 1), "a percentage of nothing is nothing")
        let lines = try Tolerance(parsing: "+20 lines")
        #expect(lines.allows(from: 0, to: 20) && !lines.allows(from: 0, to: 21))
        #expect(Tolerance.exact.allows(from: 3, to: 3) && !Tolerance.exact.allows(from: 3, to: 4))
        #expect(Tolerance.any.allows(from: 3, to: 3_000))
    }

    @Test func commandLineSettingsApplyPerMetricRoleAndTiming() throws {
        var tolerances = DriftTolerances()
        try tolerances.apply("viewController=+5%")
        try tolerances.apply("lines=+20")
        try tolerances.apply("cleanBuild=+15%")
        try tolerances.apply("significance=0.01")
        #expect(tolerances.lines(for: .viewController).description == "+5%")
        #expect(tolerances.lines(for: .view).description == "+20")
        #expect(tolerances.timing(for: "cleanBuild").description == "+15%")
        #expect(tolerances.timing(for: "nullBuild") == DriftTolerances.defaultTiming)
        #expect(tolerances.significanceLevel == 0.01)
        #expect(throws: ArchMetricsError.self) { try tolerances.apply("viewcontroller=+5%") }
        #expect(throws: ArchMetricsError.self) { try tolerances.apply("+5%") }
    }

    @Test func configFileFormRoundTripsAndDefaultsMissingKeys() throws {
        let json =
            #"{"lines": "+20", "roles": {"viewController": "+5%"}, "timings": {"cleanBuild": "+15%"}}"#
        let decoded = try JSONDecoder().decode(DriftTolerances.self, from: Data(json.utf8))
        #expect(decoded.lines(for: .viewController).description == "+5%")
        #expect(decoded.files == .exact && decoded.timing == DriftTolerances.defaultTiming)
        let again = try StableJSON.decoder().decode(
            DriftTolerances.self, from: StableJSON.encode(decoded))
        #expect(again == decoded)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                DriftTolerances.self, from: Data(#"{"roles": {"controller": "+5%"}}"#.utf8))
        }
    }
}
