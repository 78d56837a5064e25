/// A Markdown table as lines: the header, the rule, the rows, every cell escaped by
/// `TextEscaping.markdownCell`. The one writer of `| a | b |` rows: the comparison report,
/// the history and the drift check lay out their tables here, so a name in a cell reaches
/// each of them escaped the same way. Cells are given as text, unescaped.
package struct MarkdownTable: Sendable {
    /// How a column's rule reads: `---` (GitHub's default, left) or `---:` (right, numbers).
    package enum Alignment: Sendable {
        case left, right

        var rule: String { self == .left ? "---|" : "---:|" }
    }

    package var header: [String]
    /// One per column of the header.
    package var alignments: [Alignment]
    package var rows: [[String]]

    /// `alignments` defaults to every column left.
    package init(header: [String], alignments: [Alignment]? = nil, rows: [[String]] = []) {
        self.header = header
        self.alignments = alignments ?? header.map { _ in .left }
        self.rows = rows
    }

    /// The table's lines. Past `maxRows` rows, the rest is summed up in one last row,
    /// `| … and N more | | |`, so a long list stays short enough to read in a comment.
    package func lines(maxRows: Int = .max) -> [String] {
        var lines = [Self.row(header), "|" + alignments.map(\.rule).joined()]
        lines += rows.prefix(maxRows).map(Self.row)
        if rows.count > maxRows {
            lines.append(
                "| … and \(rows.count - maxRows) more |"
                    + String(repeating: " |", count: header.count - 1))
        }
        return lines
    }

    static func row(_ cells: [String]) -> String {
        "| " + cells.map(TextEscaping.markdownCell).joined(separator: " | ") + " |"
    }
}
