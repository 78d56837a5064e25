import Foundation
import TestSupport
import Testing

@testable import ArchMetricsModel
@testable import ArchMetricsReporting

/// The report that starts with its findings, checked on two real snapshots (the bundled core's
/// measured report and its compile-work report, copied from `Reports/` into
/// `Tests/Fixtures/report-findings/` with the Markdown the tool rendered from them before the
/// findings, the folded noise table and `<details>` came in): the new rendering keeps every
/// figure of the old one, its findings agree with the old report's own tables, and it fits a
/// pull-request comment.
@Suite struct ReportFindingsTests {
    static let fixtures = Fixtures.folder("report-findings")

    /// The two snapshots, by fixture name: `bundled` (measured) and `compile-work`.
    static let names = ["bundled", "compile-work"]

    static func snapshot(_ name: String) throws -> MetricsSnapshot {
        try MetricsSnapshot.load(
            from: fixtures.appendingPathComponent("\(name).json"), regenerateHint: "")
    }

    static func before(_ name: String) throws -> String {
        try String(
            contentsOf: fixtures.appendingPathComponent("\(name)-before.md"), encoding: .utf8)
    }

    static func after(_ name: String) throws -> String {
        ComparisonReport.markdown(
            try snapshot(name), measure: .physical, toolCommand: "archmetrics")
    }

    /// Every number as written (`1,275`, `8.19`, `6.3.1`), with how often it occurs.
    static func numbers(_ text: String) -> [String: Int] {
        let pattern = try! NSRegularExpression(pattern: "[0-9]+(?:[.,][0-9]+)*")
        var counts: [String: Int] = [:]
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern.matches(in: text, range: range) {
            counts[String(text[Range(match.range, in: text)!]), default: 0] += 1
        }
        return counts
    }

    /// The `⚠` notes the old report listed under the build-time table, one per noisy mean.
    static let noteShape = try! NSRegularExpression(
        pattern:
            "^⚠ (.+), (.+): coefficient of variation ([0-9.]+%) \\(above [0-9.]+%\\); samples ([0-9.]+–[0-9.]+) s\\.$",
        options: .anchorsMatchLines)

    /// The cells of a Markdown table row, trimmed.
    static func cells(_ row: Substring) -> [String] {
        row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The rows of the table under `heading`, by label.
    static func table(_ heading: String, in markdown: String) throws -> [String: [String]] {
        let parts = markdown.components(separatedBy: "\n\(heading)\n")
        try #require(parts.count == 2, "no single \(heading)")
        let section = parts[1].components(separatedBy: "\n## ")[0]
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") }.dropFirst()
        return Dictionary(
            rows.map { row in
                let cells = cells(row)
                return (cells[0], Array(cells.dropFirst()))
            }, uniquingKeysWith: { first, _ in first })
    }

    static func findings(_ markdown: String) throws -> String {
        let parts = markdown.components(separatedBy: "\n## Findings\n")
        try #require(parts.count == 2, "no findings section")
        return parts[1].components(separatedBy: "\n## ")[0]
    }

    /// The old rendering in today's words: its brackets read the other way (the focus minus
    /// the variant, now the variant minus the focus) and the incremental build named Gather.
    static func inTodaysWords(_ old: String) -> String {
        old.replacingOccurrences(of: "(+", with: "(\u{0}")
            .replacingOccurrences(of: "(-", with: "(+")
            .replacingOccurrences(of: "(\u{0}", with: "(-")
            .replacingOccurrences(of: "touching one Gather file", with: "touching one screen file")
    }

    @Test(arguments: names) func theNewReportHoldsEveryFigureOfTheOldOne(_ name: String) throws {
        let old = Self.inTodaysWords(try Self.before(name))
        let new = try Self.after(name)
        // Every number the old report printed is still printed at least as often, except those
        // only the ⚠ notes repeated (each note restated the 10.0% threshold).
        var oldNumbers = Self.numbers(old)
        let notes = Self.noteShape.matches(in: old, range: NSRange(old.startIndex..., in: old))
        for number in notes.flatMap({ match in
            Self.numbers(String(old[Range(match.range, in: old)!])).map { $0 }
        }) {
            oldNumbers[number.key, default: 0] -= number.value
        }
        let newNumbers = Self.numbers(new)
        for (number, count) in oldNumbers where count > 0 {
            #expect(newNumbers[number, default: 0] >= count, "\(name): \(number) ×\(count)")
        }
        // Every table row is still there, word for word, but for the `≈` that marks what is
        // not exact (the dependencies' compile work, which the old report called exact).
        let newRows = Set(
            new.split(separator: "\n").filter { $0.hasPrefix("| ") }.map {
                Substring($0.replacingOccurrences(of: "| ≈ ", with: "| "))
            })
        for row in old.split(separator: "\n") where row.hasPrefix("| ") {
            #expect(newRows.contains(row), "\(name): lost row \(row)")
        }
        // And each ⚠ note's figures sit in the noise table, in its variant's column.
        guard !notes.isEmpty else { return }
        let noise = try Self.table(
            "## Build times marked ⚠: how much their runs varied", in: new)
        let header = try #require(
            new.split(separator: "\n").first { $0.hasPrefix("| Measure |") })
        let columns = Self.cells(header)
        for match in notes {
            func group(_ index: Int) -> String {
                String(old[Range(match.range(at: index), in: old)!])
            }
            let measure = group(2).prefix(1).uppercased() + group(2).dropFirst()
            let column = try #require(columns.firstIndex(of: group(1)), "\(group(1))")
            #expect(
                noise[measure]?[column - 1] == "\(group(3)) (\(group(4)) s)",
                "\(name): \(group(1)), \(measure)")
        }
        #expect(!new.contains("coefficient of variation 1"), "the per-cell ⚠ notes are folded")
    }

    /// The findings answer the team's question first: the focus against the reference, one
    /// line per measure, before the list over every variant; the whole section is checked
    /// against a golden file per snapshot (re-record with `RECORD_GOLDEN=1`).
    @Test(arguments: names) func theFindingsOpenWithTheFocusAgainstTheReference(_ name: String)
        throws
    {
        let findings = try Self.findings(try Self.after(name))
        let lines = findings.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix("**MVP-C against MVC, in short**") == true,
            "\(lines.first ?? "")")
        let measures = lines.dropFirst().prefix { $0.hasPrefix("- ") }
        let expected =
            name == "bundled"
            ? ["App code", "Tests", "Coverage", "Time"] : ["App code", "Tests", "Compile work"]
        #expect(measures.map { $0.components(separatedBy: "**")[1] } == expected)
        for line in measures where !line.contains("**Time**") {
            #expect(line.contains("MVP-C") || line.contains("MVC"), "\(line)")
        }
        let golden = Self.fixtures.appendingPathComponent("\(name)-findings.md")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try findings.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        #expect(findings == (try? String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func theFindingsComeFirstAndStateTheExactAppCode() throws {
        let old = try Self.before("bundled")
        let new = try Self.after("bundled")
        let findings = try Self.findings(new)
        let firstTable = try #require(new.range(of: "\n## Lines of code"))
        #expect(try #require(new.range(of: "\n## Findings\n")).lowerBound < firstTable.lowerBound)
        // Lines outside tests, from the old report's own per-role table: all files minus Tests.
        let roles = try Self.table("## Files and lines per role", in: old)
        let variants = ["MVP-C", "VIP", "VIPER", "MVP", "MVVM", "MVC"]
        func lines(_ variant: String) throws -> Int {
            let all = try #require(Int(roles["\(variant) · all files"]?[1] ?? ""))
            let tests = Int(roles["\(variant) · Tests"]?[1] ?? "") ?? 0
            return all - tests
        }
        let mvc = try lines("MVC")
        for variant in variants where variant != "MVC" {
            let own = try lines(variant)
            let ratio = String(format: "%.2f×", Double(own) / Double(mvc))
            #expect(findings.contains("\(variant) \(own) (\(ratio))"), "\(variant)")
        }
        #expect(findings.contains("MVC \(mvc)."))
        // Unit tests, from the old unit-test table.
        let tests = try Self.table("## Unit tests", in: old)
        for (index, variant) in variants.enumerated() {
            let cell = try #require(tests["Unit tests in all test files"]?[index])
            #expect(findings.contains("\(variant) \(cell.split(separator: " ")[0])"), "\(variant)")
        }
    }

    @Test func theFindingsNameExactlyTheSignificantRatiosOfTheRatioTable() throws {
        let old = try Self.before("bundled")
        let findings = try Self.findings(try Self.after("bundled"))
        let ratios = try Self.table("## Build times as a ratio to MVC", in: old)
        let times = try Self.table("## Build times (seconds)", in: old)
        let variants = ["MVP-C", "VIP", "VIPER", "MVP", "MVVM", "MVC"]
        var significant = 0
        var compared = 0
        for (measure, cells) in ratios {
            for (variant, cell) in zip(variants, cells) where variant != "MVC" {
                compared += 1
                // `1.52× (1.32–1.74)` is significant; `0.98× (0.77–1.22, n.s.)` is not.
                if cell.hasSuffix(", n.s.)") {
                    let figure = cell.replacingOccurrences(of: ", n.s.", with: "")
                    #expect(!findings.contains("\(variant) \(figure)"), "\(measure) \(variant)")
                } else {
                    significant += 1
                    // ⚠ when the variant's or MVC's mean is marked noisy in the build-time table.
                    let row = try #require(times[measure])
                    let shaky =
                        row[variants.firstIndex(of: variant)!].hasSuffix("⚠")
                        || row[variants.firstIndex(of: "MVC")!].hasSuffix("⚠")
                    #expect(
                        findings.contains("\(variant) \(cell)\(shaky ? " ⚠" : "")"),
                        "\(measure) \(variant)")
                    #expect(shaky || !findings.contains("\(variant) \(cell) ⚠"))
                }
            }
        }
        #expect(significant > 0, "the bundled run has significant ratios to name")
        #expect(
            findings.contains("these runs tell \(significant) of the \(compared) ratios apart"))
        #expect(findings.contains("the other \(compared - significant) are within noise"))
    }

    @Test func theFindingsSayWhenNoTimingDiffers() throws {
        var snapshot = try Self.snapshot("bundled")
        var report = try #require(snapshot.measurements)
        // Every variant measured exactly like the reference: no ratio can exclude 1.00.
        let reference = try #require(
            report.variants.first { $0.variant == report.referenceVariant })
        report.variants = report.variants.map { variant in
            var copy = reference
            copy.variant = variant.variant
            return copy
        }
        snapshot.measurements = report
        let findings = try Self.findings(
            ComparisonReport.markdown(snapshot, measure: .physical, toolCommand: "archmetrics"))
        #expect(findings.contains("no difference these runs can tell: each of the"))
        #expect(!findings.contains("ratios apart from 1.00"))

        // One run each: no interval, so nothing is called significant either.
        report.variants = report.variants.map { variant in
            var copy = variant
            copy.timings = copy.timings.mapValues { statistics in
                SampleStatistics(
                    samples: [statistics.mean], mean: statistics.mean, standardDeviation: 0,
                    median: statistics.mean, min: statistics.mean, max: statistics.mean)
            }
            copy.cpuTimings = nil
            return copy
        }
        snapshot.measurements = report
        let oneRun = try Self.findings(
            ComparisonReport.markdown(snapshot, measure: .physical, toolCommand: "archmetrics"))
        #expect(oneRun.contains("one run each"))
    }

    @Test func theFindingsNameFailedBuildsAndFailingTests() throws {
        var snapshot = try Self.snapshot("bundled")
        var report = try #require(snapshot.measurements)
        report.variants = report.variants.map { variant in
            var copy = variant
            if copy.variant == "VIPER" { copy.status = .buildFailed }
            if copy.variant == "MVVM" {
                copy.status = .testsFailed
                copy.tests = TestCounts(ran: 79, passed: 77, failed: 2, skipped: 0)
            }
            return copy
        }
        snapshot.measurements = report
        let findings = try Self.findings(
            ComparisonReport.markdown(snapshot, measure: .physical, toolCommand: "archmetrics"))
        #expect(findings.contains("Failing tests: MVVM 2 of 79."))
        #expect(
            findings.contains(
                "**Not measured in full**: VIPER (build failed), MVVM (tests failed)"))
        #expect(!findings.contains("Every test that ran passed"))
    }

    /// A skipped test is not a passed one: with the focus's and the reference's tests all
    /// passing but one skipped, the findings do not say every test passed, and they say how
    /// many were skipped.
    @Test func theFindingsSaySkippedTestsWereSkipped() throws {
        var snapshot = try Self.snapshot("bundled")
        var report = try #require(snapshot.measurements)
        let focus = snapshot.focusVariant
        report.variants = report.variants.map { variant in
            var copy = variant
            if copy.variant == focus {
                copy.tests = TestCounts(ran: 10, passed: 9, failed: 0, skipped: 1)
            } else if let tests = copy.tests {
                copy.tests = TestCounts(ran: tests.ran, passed: tests.ran, failed: 0, skipped: 0)
            }
            return copy
        }
        snapshot.measurements = report
        let findings = try Self.findings(
            ComparisonReport.markdown(snapshot, measure: .physical, toolCommand: "archmetrics"))
        #expect(!findings.contains("every test passed in both"), "\(findings)")
        #expect(findings.contains("skipped: \(focus) 1 of 10"), "\(findings)")
    }

    @Test func theCompileWorkFindingsAreTheReadingsRatios() throws {
        let old = try Self.before("compile-work")
        let findings = try Self.findings(try Self.after("compile-work"))
        // The old reading: "VIP's own code costs the type checker 1.59× MVC's" and
        // "Object code against MVC: MVP-C 1.95×, VIP 2.72×, …".
        let reading = try #require(old.split(separator: "\n").first { $0.hasPrefix("Reading: ") })
        let typeChecker = try NSRegularExpression(
            pattern: "([A-Za-z-]+)'s own code costs the type checker ([0-9.]+×)")
        let text = String(reading)
        let matches = typeChecker.matches(in: text, range: NSRange(text.startIndex..., in: text))
        #expect(matches.count == 5)
        for match in matches {
            let variant = String(text[Range(match.range(at: 1), in: text)!])
            let ratio = String(text[Range(match.range(at: 2), in: text)!])
            #expect(findings.contains("\(variant) \(ratio)"), "\(variant) \(ratio)")
        }
        let objectCode = try #require(
            text.components(separatedBy: "Object code against MVC: ").last)
        for figure in objectCode.dropLast().components(separatedBy: ", ") {
            #expect(findings.contains(figure), "\(figure)")
        }
        #expect(!findings.contains("Build and test times"), "the fast path times nothing")
    }

    /// A counter the tool marked not exact in one variant's build (its object code depends on
    /// the folder) is not called exact in the findings: the ratio is marked `≈`, as in the
    /// tables, and the line does not claim exact counts; the exact counter keeps no mark.
    @Test func aCounterMarkedInexactIsNotCalledExactInTheFindings() throws {
        var snapshot = try Self.snapshot("compile-work")
        var report = try #require(snapshot.measurements)
        let focus = snapshot.focusVariant
        let bytes = try #require(CompileWorkProfile.headlineCounters.last)
        report.variants = report.variants.map { variant in
            var copy = variant
            if copy.variant == focus {
                copy.compileWork?.inexactCounters = [bytes: "the object code holds the folder"]
            }
            return copy
        }
        snapshot.measurements = report
        let findings = try Self.findings(
            ComparisonReport.markdown(snapshot, measure: .physical, toolCommand: "archmetrics"))
        let lines = findings.split(separator: "\n").filter { $0.contains("**Compile work**") }
        #expect(lines.count == 2, "\(findings)")
        for line in lines {
            #expect(!line.contains("(exact counts"), "\(line)")
            #expect(line.contains("≈"), "\(line)")
        }
        // The focus's line reads "<ratio> MVC's type-checker work … and ≈ <ratio> MVC's object
        // code …": the mark stands on the object-code ratio alone.
        let focusLine = try #require(lines.first)
        let parts = focusLine.components(separatedBy: " and ")
        let bytesPart = try #require(parts.first { $0.contains("object code") })
        #expect(bytesPart.contains("≈ "), "\(focusLine)")
        let scopesPart = try #require(parts.first { $0.contains("type-checker work") })
        #expect(!scopesPart.contains("≈"), "\(focusLine)")
        // Every variant's line marks the focus's ratio alone.
        let everyLine = try #require(lines.last)
        #expect(everyLine.contains("\(focus) ≈ "), "\(everyLine)")
    }

    @Test(arguments: names) func detailsBlocksRenderOnGitHubAndTheReportFitsAComment(
        _ name: String
    ) throws {
        let new = try Self.after(name)
        let lines = new.components(separatedBy: "\n")
        var open: Int?
        var blocks = 0
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("<details>") {
                #expect(open == nil, "\(name): nested <details> at line \(index + 1)")
                #expect(line.hasSuffix("</summary>"))
                // GitHub renders Markdown inside only after a blank line.
                #expect(lines[index + 1] == "", "\(name): no blank line after line \(index + 1)")
                open = index
                blocks += 1
            } else if line == "</details>" {
                #expect(open != nil)
                #expect(lines[index - 1] == "", "\(name): no blank line before line \(index + 1)")
                open = nil
            }
        }
        #expect(open == nil)
        #expect(blocks >= 10, "\(name): the long sections are folded")
        // A pull-request comment holds at most 65,536 characters.
        #expect(new.count < 65_536, "\(name): \(new.count) characters")
        // Grown on purpose since the "before" rendering: the focus lines of the findings, the
        // Screen UI table, the module-job and tooling notes, the plain answers with the
        // direction of each measure and the brackets' reading; about 5.1k characters for both.
        #expect(new.count < (try Self.before(name)).count + 5_600)
    }

    @Test func headingsKeepTheirCodeSpansAndEscapeNames() throws {
        let new = try Self.after("compile-work")
        #expect(
            new.contains(
                "\n## Compile work by role: type-checker constraint scopes (`Sema.NumConstraintScopes`)\n"
            ))
        for line in new.split(separator: "\n") where line.hasPrefix("#") {
            #expect(!line.contains("\\`"), "\(line)")
        }
        // A name's lone backtick or markup is still text, not code or HTML.
        #expect(MarkdownReportFormatter.heading("Ratio to A`B", level: 2) == "## Ratio to A\\`B")
        #expect(
            MarkdownReportFormatter.heading("Work of <b> (`X.Y`)", level: 3)
                == "### Work of &lt;b&gt; (`X.Y`)")
    }
}
