import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// The comparison report: the article's tables for a snapshot, as Markdown for a README or
/// PR comment and as JSON (`metrics.json`: the snapshot with its tables).

public enum ComparisonReport {
    /// Every table of the report, in order: source tables, build times when measured, then
    /// coupling and complexity when analysed.
    public static func tables(_ snapshot: MetricsSnapshot, measure: LineMeasure) -> [ReportTable] {
        articleTables(snapshot, measure: measure)
            + (snapshot.analysis.map {
                ArchitectureAnalysisReport.tables(
                    $0, focusVariant: snapshot.focusVariant,
                    catalog: snapshot.settings?.roleCatalog ?? .builtIn)
            } ?? [])
    }

    /// The article's tables plus the per-role summary: what the Markdown renders one by one.
    static func articleTables(_ snapshot: MetricsSnapshot, measure: LineMeasure) -> [ReportTable] {
        SourceTables.tables(snapshot, measure: measure) + MeasurementTables.tables(snapshot)
    }

    /// The snapshot with its rendered tables, as written to `metrics.json`.
    public static func document(_ snapshot: MetricsSnapshot, measure: LineMeasure)
        -> MetricsDocument
    {
        MetricsDocument(snapshot: snapshot, tables: tables(snapshot, measure: measure))
    }

    /// `metrics.json`: deterministic JSON of the snapshot and its tables.
    public static func json(_ snapshot: MetricsSnapshot, measure: LineMeasure) throws -> String {
        try StableJSON.string(document(snapshot, measure: measure))
    }

    /// Most diagnostics listed in the Markdown; the rest are in metrics.json.
    static let diagnosticsShown = 10

    /// `comparison.md`: the tables in the article's shape, with links to the charts.
    public static func markdown(_ snapshot: MetricsSnapshot, measure: LineMeasure) -> String {
        // Names go into prose and headings escaped: a folder may be named `MVC<b>` or hold a newline.
        let focus = ValueFormatting.markdownText(snapshot.focusVariant)
        let others = snapshot.variants.map(\.name).filter { $0 != snapshot.focusVariant }
            .map(ValueFormatting.markdownText)
        var lines: [String] = []
        lines.append(
            "# Architecture comparison: \(focus)"
                + (others.isEmpty ? "" : " against \(others.joined(separator: ", "))"))
        lines.append("")
        lines.append(
            "Rows are screens, columns are variants with the focus variant, **\(focus)**, first. A cell such as `59 (-5)` "
                + "shows the variant's figure and, in brackets, \(focus)'s figure minus it; equal figures have no bracket. "
                + "Lines are \(measure.phrase).")
        let allTables = articleTables(snapshot, measure: measure)
        for table in allTables {
            lines.append("")
            lines.append("## \(ValueFormatting.markdownText(table.title))")
            lines.append("")
            lines += render(table)
            if table.id == "roleSummary" {
                lines.append("")
                lines.append("![Lines per role](\(SVGChart.linesFileName))")
            }
            if table.id == "buildTimes" {
                lines.append("")
                lines.append("![Build and test times](\(SVGChart.timesFileName))")
            }
        }
        if !allTables.contains(where: { $0.id == "roleSummary" }) {
            lines.append("")
            lines.append("![Lines per role](\(SVGChart.linesFileName))")
        }
        if snapshot.measurements == nil {
            lines.append("")
            lines.append("_Build and test times were not measured in this run._")
        }
        if let analysis = snapshot.analysis {
            // Coupling and complexity render themselves: they add Mermaid diagrams between tables.
            lines.append("")
            lines.append(
                ArchitectureAnalysisReport.markdown(
                    analysis, focusVariant: snapshot.focusVariant,
                    catalog: snapshot.settings?.roleCatalog ?? .builtIn
                )
                .trimmingCharacters(in: .newlines))
        }
        if !snapshot.diagnostics.isEmpty {
            lines.append("")
            lines.append("## Diagnostics")
            lines.append("")
            lines.append(
                "\(snapshot.diagnostics.count) problem\(snapshot.diagnostics.count == 1 ? "" : "s") met while scanning"
                    + (snapshot.diagnostics.count > diagnosticsShown
                        ? " (the first \(diagnosticsShown) below; all in metrics.json):" : ":"))
            lines.append("")
            for diagnostic in snapshot.diagnostics.prefix(diagnosticsShown) {
                lines.append(
                    "- `\(diagnostic.formatted.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "\n", with: "\\n"))`"
                )
            }
        }
        lines.append("")
        lines.append("_Generated by archmetrics \(snapshot.toolVersion)._")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A table as Markdown lines, with its notes under it.
    static func render(_ table: ReportTable) -> [String] {
        var lines = [
            "| " + table.columns.map(ValueFormatting.markdownCell).joined(separator: " | ") + " |"
        ]
        lines.append("|" + String(repeating: "---|", count: table.columns.count))
        for row in table.rows {
            let cells = [row.label] + row.cells.map(\.text)
            lines.append(
                "| " + cells.map(ValueFormatting.markdownCell).joined(separator: " | ") + " |")
        }
        for note in table.notes {
            lines.append("")
            lines.append(note)
        }
        return lines
    }
}
