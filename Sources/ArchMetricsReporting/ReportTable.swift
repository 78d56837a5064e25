import ArchMetricsModel
import ArchMetricsSupport

/// One table of the comparison report, as data: `comparison.md` renders these, and
/// `metrics.json` stores them, so every figure of the Markdown is also in the JSON.

package struct ReportTable: Codable, Equatable, Sendable {
    /// A stable identifier (`loc.viewController`, `unitTests`, `buildTimes`).
    package var id: String
    package var title: String
    /// Header cells; the first heads the row labels.
    package var columns: [String]
    /// The variant each column after the first shows, when columns are variants.
    package var columnVariants: [String]?
    package var rows: [ReportRow]
    /// Footnotes printed under the table.
    package var notes: [String] = []

}

/// A labelled row of cells.
package struct ReportRow: Codable, Equatable, Sendable {
    package var label: String
    package var cells: [ReportCell]
    /// True for the TOTAL row.
    package var isTotal: Bool = false
    /// What the row counts, typed, for a chart drawn from the table (`SVGChart.linesPerRole`);
    /// nil for rows no chart draws. Not in the JSON, where the label says it, and not compared:
    /// a row read back from `metrics.json` is the same row.
    package var subject: RowSubject? = nil

    private enum CodingKeys: String, CodingKey {
        case label, cells, isTotal
    }

    package static func == (lhs: ReportRow, rhs: ReportRow) -> Bool {
        lhs.label == rhs.label && lhs.cells == rhs.cells && lhs.isTotal == rhs.isTotal
    }
}

/// What a row of a variant's lines counts: one role's files, or all the files its total adds up.
package enum RowSubject: Equatable, Sendable {
    case role(Role, variant: String)
    case total(variant: String)
}

/// One cell: the text shown, and the figures behind it for programs reading the JSON.
package struct ReportCell: Codable, Equatable, Sendable {
    package var text: String
    /// The cell's value (lines, seconds, percent, ratio), nil for text cells and missing data.
    package var value: Double?
    /// This value minus the focus variant's, when shown (`bracketReading`).
    package var delta: Double?

    /// An empty cell: the variant has no such file or figure.
    package static let missing = ReportCell(text: "–")
}

extension ReportCell {
    /// How every bracket reads, in the report's words: the column's variant minus the focus,
    /// so `(-5)` under a variant says it has 5 fewer than the focus. One reading, stated in
    /// the report's opening paragraph and in the notes of the tables that carry brackets.
    package static func bracketReading(focus: String) -> String {
        "the variant's figure minus \(TextEscaping.markdownText(focus))'s"
    }
}
