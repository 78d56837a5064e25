import ArchMetricsModel
import Foundation
import TestSupport
import Testing

/// `help` of the built tool says what the code does: every role of the built-in catalog, every
/// exit status (130 included), and no machine timing of its own (those live in
/// Benchmarks/RESULTS.md).
@Suite struct HelpTextTests {
    @Test func theOverviewNamesEveryRoleAndEveryExitStatus() throws {
        let help = try BuiltTool.run(["help"])
        #expect(help.status == 0)
        let singulars = RoleCatalog.builtIn.roles.map(\.singularPhrase)
        #expect(singulars.count >= 15, "\(singulars)")
        // Lines are wrapped: a role may start on one line and end on the next.
        let overview = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for role in singulars {
            #expect(overview.contains(role), "help leaves out the role \(role)")
        }
        #expect(overview.contains("130 interrupted"), "\(help.stdout)")
    }

    @Test func reportHelpPointsToTheResultsFileForHowLongARunTakes() throws {
        let help = try BuiltTool.run(["help", "report"])
        #expect(help.status == 0)
        #expect(!help.stdout.contains("13 to 17 minutes"))
        #expect(help.stdout.contains("Benchmarks/RESULTS.md"))
    }
}
