import Foundation
import TestSupport
import Testing

@testable import ArchMetricsModel
@testable import ArchMetricsReporting

/// The report's first screen answers the team's question ("should we move from MVC to
/// MVP-C?") in plain sentences, read from the committed bundled measurements
/// (`Reports/metrics.json`, every measure present), rendered by the code under test.
@Suite struct ReportAnswerTests {
    static func bundled() throws -> String {
        let snapshot = try MetricsSnapshot.load(
            from: Repository.path("Reports/metrics.json"), regenerateHint: "")
        return ComparisonReport.markdown(snapshot, measure: .physical, toolCommand: "archmetrics")
    }

    /// Sentences of a line: split after `.`, `;`-free; `2.02×` and `1.08–1.57` stay whole.
    static func sentences(_ line: String) -> [String] {
        line.replacingOccurrences(of: "**", with: "")
            .components(separatedBy: ". ").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    static func words(_ sentence: String) -> Int {
        sentence.split(whereSeparator: \.isWhitespace).count
    }

    @Test func theFirst25LinesAnswerForEveryMeasureInShortSentences() throws {
        let first = try Self.bundled().components(separatedBy: "\n").prefix(25)
        for measure in ["App code", "Tests", "Coverage", "Compile work", "Time"] {
            let index = try #require(
                first.firstIndex { $0.hasPrefix("- **\(measure)**") },
                "no \(measure) answer in the first 25 lines:\n\(first.joined(separator: "\n"))")
            // The answer and its sub-bullets (Time: one line per measure beyond noise).
            let block = [first[index]] + first[(index + 1)...].prefix { $0.hasPrefix("  - ") }
            for line in block {
                for sentence in Self.sentences(line) {
                    #expect(Self.words(sentence) < 40, "\(measure): \(sentence)")
                }
            }
            // Each answer says which way is better.
            #expect(
                block.joined().contains("better"), "\(measure) has no direction: \(block)")
        }
        let text = first.joined(separator: "\n")
        // The focus against the reference, in words, with the amount.
        #expect(text.contains("MVP-C has"), "\(text)")
        #expect(text.contains("more") || text.contains("less") || text.contains("fewer"))
    }

    /// A bracket reads one way everywhere: the column's variant minus the focus, so `134
    /// (-115)` under MVC says MVC has 115 fewer lines than MVP-C; the intro says so once.
    @Test func bracketsAreTheColumnsVariantMinusTheFocus() throws {
        let report = try Self.bundled()
        #expect(report.contains("minus MVP-C's"), "\(report.prefix(600))")
        #expect(!report.contains("MVP-C's figure minus it"))
        #expect(!report.contains("figure minus the variant's"))
        #expect(!report.contains("mean minus the variant's"))
        let table = try #require(
            report.components(separatedBy: "## Lines of code — Screen UI").dropFirst().first)
        let header = try #require(table.split(separator: "\n").first { $0.hasPrefix("| Screen") })
        let columns = ReportFindingsTests.cells(header)
        let total = try #require(table.split(separator: "\n").first { $0.hasPrefix("| TOTAL") })
        let cells = ReportFindingsTests.cells(total)
        let focus = try #require(Int(cells[1]))
        var checked = 0
        for (column, cell) in zip(columns, cells).dropFirst(2) {
            let parts = cell.split(separator: " ")
            guard parts.count == 2, let figure = Int(parts[0]) else { continue }
            let bracket = Int(
                parts[1].dropFirst().dropLast().replacingOccurrences(of: "+", with: ""))
            #expect(bracket == figure - focus, "\(column): \(cell) against \(focus)")
            checked += 1
        }
        #expect(checked >= 4)
    }

    /// The README's excerpt is the report's own rows, as the current code renders them.
    @Test func theReadmeExcerptIsTheRenderedScreenUITable() throws {
        let report = try Self.bundled()
        let readme = try String(contentsOf: Repository.path("README.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").filter {
            $0.hasPrefix("| ConfirmPlayers |") || $0.hasPrefix("| TOTAL | ")
        }
        #expect(rows.count == 2)
        for row in rows { #expect(report.contains(row), "\(row)") }
        #expect(readme.contains("minus MVP-C's"))
        // Distinct names for the two sizes: the excerpt is screen-UI lines, the findings app code.
        #expect(readme.contains("screen-UI lines"))
    }

    /// Two different sizes are never both called "size"; the findings name app code.
    @Test func theFindingsNameAppCodeNotSize() throws {
        let findings = try ReportFindingsTests.findings(try Self.bundled())
        #expect(!findings.contains("**Size**"))
        #expect(!findings.contains("**Source size**"))
        #expect(findings.contains("lines of app code"))
    }

    /// Jargon comes with its meaning once, and every measure with the way that is better.
    @Test func jargonIsExplainedAndEveryMeasureHasADirection() throws {
        let findings = try ReportFindingsTests.findings(try Self.bundled())
        #expect(findings.contains("type-checker work (constraint scopes"), "\(findings)")
        #expect(findings.contains("object code (bytes"), "\(findings)")
        for line in findings.split(separator: "\n") where line.hasPrefix("- **") {
            #expect(line.contains("better"), "no direction: \(line)")
        }
        let coupling = try #require(
            findings.split(separator: "\n").first { $0.contains("**Navigation coupling**") })
        #expect(coupling.contains("fewer is better"), "\(coupling)")
    }
}
