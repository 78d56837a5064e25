import Foundation
import TestSupport
import Testing

@testable import ArchMetricsSupport

/// `MarkdownTable` is the one writer of Markdown tables: the report's, the history's and the
/// drift check's are laid out by it, with every cell escaped by `TextEscaping.markdownCell`.
@Suite struct MarkdownTableTests {
    @Test func itWritesTheHeaderTheRuleAndEscapedRows() {
        let table = MarkdownTable(
            header: ["Name", "Lines"], alignments: [.left, .right],
            rows: [["A|B", "12"], ["**Total**", "`x_y`"]])
        #expect(
            table.lines() == [
                "| Name | Lines |", "|---|---:|", "| A\\|B | 12 |", "| **Total** | `x_y` |",
            ])
    }

    @Test func pastItsLimitTheRestIsOneRow() {
        let table = MarkdownTable(
            header: ["A", "B", "C"], rows: (1...4).map { ["\($0)", "", ""] })
        #expect(
            table.lines(maxRows: 2).suffix(3) == [
                "| 1 |  |  |", "| 2 |  |  |", "| … and 2 more | | |",
            ])
        #expect(table.lines().count == 6)
    }

    /// No second writer: no Markdown table rule is written outside `MarkdownTable`, and there
    /// is one formatter protocol.
    @Test func noOtherFileWritesATableRuleOrDeclaresAFormatterProtocol() throws {
        let sources = Repository.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var rules: [String] = []
        var protocols: [String] = []
        for file in files {
            let text = try String(
                contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            if !file.hasSuffix("/MarkdownTable.swift"),
                ["\"|---", "\"---|", "\"---:|"].contains(where: text.contains)
            {
                rules.append(file)
            }
            if text.range(of: #"protocol \w*Formatter\b"#, options: .regularExpression) != nil {
                protocols.append(file)
            }
        }
        #expect(rules.isEmpty, "\(rules)")
        #expect(protocols == ["ArchMetricsSupport/DocumentFormatter.swift"], "\(protocols)")
    }
}
