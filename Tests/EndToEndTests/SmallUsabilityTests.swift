import Foundation
import TestSupport
import Testing

/// The small things a new user meets first: the overview, the version, typos, and the messages
/// of `compare` and `history` on git revisions.
@Suite struct SmallUsabilityTests {
    @Test func theOverviewCountsTheBundledCoresSixVariants() throws {
        let result = try BuiltTool.run(["--help"])
        #expect(result.status == 0)
        // The overview is wrapped to the terminal's width: compare its words.
        let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("six variants (MVC, MVVM, MVP, MVP-C, VIPER, VIP)"))
        #expect(!result.stdout.contains("(MVC, MVVM, MVP, MVP-C)."))
    }

    @Test func everySpellingOfVersionPrintsIt() throws {
        for spelling in ["--version", "-V", "version"] {
            let result = try BuiltTool.run([spelling])
            #expect(result.status == 0, "\(spelling)")
            #expect(result.stdout.hasPrefix("archmetrics "), "\(spelling): \(result.stdout)")
        }
    }

    @Test func typosGetADidYouMean() throws {
        let command = try BuiltTool.run(["reprot"])
        #expect(command.status == 2)
        #expect(command.stderr.contains("Did you mean 'report'?"), "\(command.stderr)")
        let option = try BuiltTool.run(["check", "--freez"])
        #expect(option.status == 2)
        #expect(option.stderr.contains("Did you mean '--freeze'?"), "\(option.stderr)")
        let valued = try BuiltTool.run(["history", "--lats=3"])
        #expect(valued.stderr.contains("Did you mean '--last'?"), "\(valued.stderr)")
        // Nothing close: no guess.
        let far = try BuiltTool.run(["check", "--zzzzzzzz"])
        #expect(!far.stderr.contains("Did you mean"))
    }

    @Test func theToleranceErrorListsEachKeyOnce() throws {
        let fixture = try GitFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        #expect(try fixture.run(["baseline", "--no-build", "tree"]).status == 0)
        let result = try fixture.run(["check", "--no-build", "tree", "--tolerance", "bogus=1"])
        #expect(result.status == 2)
        let keys = try #require(
            result.stderr.components(separatedBy: "Keys: ").last?.components(separatedBy: ".")
                .first)
        let list = keys.components(separatedBy: ", ")
        #expect(list.contains("viewController"))
        #expect(list.count == Set(list).count, "\(list)")
    }

    @Test func compareOnRevisionsSpeaksOfWhatTheUserTyped() throws {
        let fixture = try GitFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        try fixture.commitAll("first")
        let missing = try fixture.run(["compare", "HEAD:tree/Nope", "HEAD:tree/MVC"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("HEAD:tree/Nope"), "\(missing.stderr)")
        #expect(!missing.stderr.contains("--variants"), "\(missing.stderr)")
        let climbing = try fixture.run(["compare", "HEAD:../tree/MVC", "HEAD:tree/MVC"])
        #expect(climbing.status == 2)
        #expect(climbing.stderr.contains("climbs with '..'"), "\(climbing.stderr)")
        #expect(!climbing.stderr.contains("outside repository"))
    }

    @Test func historyShowsAuthorOrCommitterDates() throws {
        let fixture = try GitFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        try fixture.git("add", "--all")
        // Written in 2020, committed with the fixture's date (2026-01-01).
        try fixture.git("commit", "--quiet", "--date=2020-05-05T12:00:00Z", "-m", "old work")
        func date(_ extra: [String]) throws -> String {
            let result = try fixture.run(
                ["history", "--last", "1", "--variants", "MVC=tree/MVC", "--format", "json"]
                    + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let commits = try #require(json["commits"] as? [[String: Any]])
            return "\(commits.first?["date"] ?? "")"
        }
        #expect(try date([]).hasPrefix("2026-01-01"))
        #expect(try date(["--date", "committer"]).hasPrefix("2026-01-01"))
        #expect(try date(["--date", "author"]).hasPrefix("2020-05-05"))
    }

    @Test func historyChartsAFolderThatIsGoneNow() throws {
        let fixture = try GitFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        try fixture.commitAll("with MVC")
        try fixture.git("rm", "-r", "--quiet", "tree/MVC")
        try fixture.commitAll("without MVC")
        let result = try fixture.run([
            "history", "--last", "2", "--variants", "MVC=tree/MVC", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let commits = try #require(json["commits"] as? [[String: Any]])
        #expect(commits.count == 2)
        // Oldest first: measured where the folder was, a gap where it is gone.
        #expect((commits.first?["variants"] as? [String: Any])?["MVC"] != nil)
        #expect((commits.last?["variants"] as? [String: Any])?["MVC"] == nil)
        // A folder no commit had is a typo, not a chart of gaps.
        let typo = try fixture.run(["history", "--last", "2", "--variants", "MVC=tree/MCV"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("neither now nor in any of the 2 commits"), "\(typo.stderr)")
    }
}
