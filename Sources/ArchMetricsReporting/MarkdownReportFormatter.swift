import ArchMetricsSupport

/// `comparison.md`: the document's blocks as Markdown, one blank line between blocks, detail
/// tables folded into `<details>`.
package struct MarkdownReportFormatter: DocumentFormatter {
    package init() {}

    package func format(_ report: ComparisonDocument) -> String {
        Self.text(report.document)
    }

    /// A document as Markdown text, ending in a newline.
    package static func text(_ document: ReportDocument) -> String {
        lines(document.blocks).joined(separator: "\n") + "\n"
    }

    /// Blocks as Markdown lines, a blank line between two blocks.
    static func lines(_ blocks: [ReportBlock]) -> [String] {
        var lines: [String] = []
        for block in blocks {
            if !lines.isEmpty { lines.append("") }
            lines += self.lines(block)
        }
        return lines
    }

    static func lines(_ block: ReportBlock) -> [String] {
        switch block {
        case .heading(let text, let level): [String(repeating: "#", count: level) + " " + text]
        case .paragraph(let text): [text]
        case .table(let table, let level): section(table, level: level)
        case .list(let items): items.map { "- " + $0 }
        case .image(let alt, let file): ["![\(alt)](\(file))"]
        case .code(let language, let code): ["```" + language] + code + ["```"]
        case .folded(let summary, let blocks): folded(summary, lines(blocks))
        case .markdown(let lines): lines
        }
    }

    /// Tables whose rows are detail to look up rather than findings to read (per screen, per
    /// role, per function): folded into `<details>` so the report reads as a summary with its
    /// evidence one click away. Prefixes of `ReportTable.id`.
    static let foldedTablePrefixes = [
        "loc.", "unitTests.perRole", "unitTests.perScreen", "roleSummary", "typeChecking",
        "compileWork.", "coupling.navigationEdges", "coupling.roleMatrix", "coupling.fans",
        "coupling.stability", "coupling.screens", "complexity.functions",
        "complexity.topFunctions",
    ]

    /// Folding saves nothing for a short table; above this many rows a detail table folds.
    static let foldedMinimumRows = 4

    /// A table under its heading; detail tables' rows folded, their notes left open (they
    /// explain, and hold the prose figures such as the compile-work reading).
    static func section(_ table: ReportTable, level: Int) -> [String] {
        let rows = tableLines(table)
        let folds =
            table.rows.count > foldedMinimumRows
            && foldedTablePrefixes.contains { table.id.hasPrefix($0) }
        return [heading(table.title, level: level), ""]
            + (folds ? folded("Show the table (\(table.rows.count) rows)", rows) : rows)
            + noteLines(table)
    }

    /// A Markdown heading of a table title. Titles hold names (escaped as text) and may hold code
    /// spans of their own (`` `Sema.NumConstraintScopes` ``), which stay code: escaping their
    /// backticks would show them as `\``. Only a balanced set of backticks counts as spans.
    static func heading(_ title: String, level: Int) -> String {
        let pieces = title.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        let prefix = String(repeating: "#", count: level) + " "
        guard pieces.count > 1, pieces.count % 2 == 1 else {
            return prefix + TextEscaping.markdownText(title)
        }
        return prefix
            + pieces.enumerated().map { index, piece in
                index % 2 == 0
                    ? TextEscaping.markdownText(piece) : TextEscaping.codeSpan(piece)
            }.joined()
    }

    /// Lines folded into a `<details>` block. GitHub renders Markdown inside only after a blank
    /// line: without the one after `<summary>`, a table shows as raw pipes.
    static func folded(_ summary: String, _ body: [String]) -> [String] {
        ["<details><summary>\(TextEscaping.markdownText(summary))</summary>", ""] + body
            + ["", "</details>"]
    }

    /// The table's header, rule and rows (`MarkdownTable`).
    static func tableLines(_ table: ReportTable) -> [String] {
        MarkdownTable(
            header: table.columns, rows: table.rows.map { [$0.label] + $0.cells.map(\.text) }
        ).lines()
    }

    /// The table's notes, each its own paragraph.
    static func noteLines(_ table: ReportTable) -> [String] {
        table.notes.flatMap { ["", $0] }
    }
}
