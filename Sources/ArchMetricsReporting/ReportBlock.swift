/// One block of a report document: a heading, prose, a table, a list, a chart link, a diagram
/// or a fold around other blocks. A document is built once from the measured data and then
/// rendered per format; blocks are what a format lays out, tables are also data (`metrics.json`).
///
/// Prose, headings and list items are Markdown inline text (names escaped where they are put
/// in, emphasis and code spans as written): the report's prose has one format, and the JSON
/// keeps only the tables.
package indirect enum ReportBlock: Equatable, Sendable {
    /// A heading of `level` (1 for the title).
    case heading(String, level: Int)
    /// A paragraph.
    case paragraph(String)
    /// A table under a heading of `level`, with its notes under it.
    case table(ReportTable, level: Int)
    /// A bulleted list, one item each.
    case list([String])
    /// A link to a chart written beside the document.
    case image(alt: String, file: String)
    /// A fenced code block (`mermaid` diagrams).
    case code(language: String, lines: [String])
    /// Blocks shown folded under a one-line summary.
    case folded(summary: String, [ReportBlock])
    /// Lines already laid out as Markdown (the findings, which are read in this shape on
    /// stdout as well).
    case markdown([String])

    /// The tables of this block, in order, folded ones included.
    var tables: [ReportTable] {
        switch self {
        case .table(let table, _): [table]
        case .folded(_, let blocks): blocks.flatMap(\.tables)
        default: []
        }
    }
}
