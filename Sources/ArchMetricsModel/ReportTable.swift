import ArchMetricsSupport
import SwiftScanning

/// One table of the comparison report, as data: `comparison.md` renders these, and
/// `metrics.json` stores them, so every figure of the Markdown is also in the JSON.

public struct ReportTable: Codable, Equatable, Sendable {
    /// A stable identifier (`loc.viewController`, `unitTests`, `buildTimes`).
    public var id: String
    public var title: String
    /// Header cells; the first heads the row labels.
    public var columns: [String]
    /// The variant each column after the first shows, when columns are variants.
    public var columnVariants: [String]?
    public var rows: [ReportRow]
    /// Footnotes printed under the table.
    public var notes: [String]

    public init(
        id: String, title: String, columns: [String], columnVariants: [String]? = nil,
        rows: [ReportRow], notes: [String] = []
    ) {
        self.id = id
        self.title = title
        self.columns = columns
        self.columnVariants = columnVariants
        self.rows = rows
        self.notes = notes
    }
}

/// A labelled row of cells.
public struct ReportRow: Codable, Equatable, Sendable {
    public var label: String
    public var cells: [ReportCell]
    /// True for the TOTAL row.
    public var isTotal: Bool

    public init(label: String, cells: [ReportCell], isTotal: Bool = false) {
        self.label = label
        self.cells = cells
        self.isTotal = isTotal
    }
}

/// One cell: the text shown, and the figures behind it for programs reading the JSON.
public struct ReportCell: Codable, Equatable, Sendable {
    public var text: String
    /// The cell's value (lines, seconds, percent, ratio), nil for text cells and missing data.
    public var value: Double?
    /// The focus variant's value minus this one, when shown.
    public var delta: Double?

    public init(text: String, value: Double? = nil, delta: Double? = nil) {
        self.text = text
        self.value = value
        self.delta = delta
    }

    /// An empty cell: the variant has no such file or figure.
    public static let missing = ReportCell(text: "–")
}
