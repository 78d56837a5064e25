/// A report as one value: its blocks in reading order. Built once, then rendered once per
/// format (`DocumentFormatter`), so no format builds the tables or findings again.
package struct ReportDocument: Equatable, Sendable {
    package var blocks: [ReportBlock]

    package init(_ blocks: [ReportBlock] = []) {
        self.blocks = blocks
    }

    /// Every table of the document, in reading order: what `metrics.json` holds beside the
    /// snapshot.
    package var tables: [ReportTable] { blocks.flatMap(\.tables) }
}
