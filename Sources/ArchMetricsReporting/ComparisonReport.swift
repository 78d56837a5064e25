import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// The comparison report: the article's tables for a snapshot, as Markdown for a README or
/// PR comment and as JSON (`metrics.json`: the snapshot with its tables).

package enum ComparisonReport {
    /// Every table of the report, in order: source tables, build times when measured, then
    /// coupling and complexity when analysed.
    package static func tables(_ snapshot: MetricsSnapshot, measure: LineMeasure) -> [ReportTable] {
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
    package static func document(_ snapshot: MetricsSnapshot, measure: LineMeasure)
        -> MetricsDocument
    {
        MetricsDocument(snapshot: snapshot, tables: tables(snapshot, measure: measure))
    }

    /// `metrics.json`: deterministic JSON of the snapshot and its tables.
    package static func json(_ snapshot: MetricsSnapshot, measure: LineMeasure) throws -> String {
        try StableJSON.string(document(snapshot, measure: measure))
    }

    /// Most diagnostics listed in the Markdown; the rest are in metrics.json.
    static let diagnosticsShown = 10

    /// `comparison.md`: the tables in the article's shape, with links to the charts.
    package static func markdown(_ snapshot: MetricsSnapshot, measure: LineMeasure) -> String {
        // Names go into prose and headings escaped: a folder may be named `MVC<b>` or hold a newline.
        let focus = TextEscaping.markdownText(snapshot.focusVariant)
        let others = snapshot.variants.map(\.name).filter { $0 != snapshot.focusVariant }
            .map(TextEscaping.markdownText)
        var lines: [String] = []
        lines.append(
            "# Architecture comparison: \(focus)"
                + (others.isEmpty ? "" : " against \(others.joined(separator: ", "))"))
        lines += RunFailures.markdown(snapshot)
        lines.append("")
        lines.append(
            "Rows are screens, columns are variants with the focus variant, **\(focus)**, first. A cell such as `59 (-5)` "
                + "shows the variant's figure and, in brackets, \(focus)'s figure minus it; equal figures have no bracket. "
                + "Lines are \(measure.phrase).")
        let findings = ReportFindings.markdown(snapshot, measure: measure)
        if !findings.isEmpty {
            lines.append("")
            lines += findings
        }
        let allTables = articleTables(snapshot, measure: measure)
        for table in allTables {
            lines += section(table, level: 2)
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
                lines.append("- \(TextEscaping.codeSpan(diagnostic.formatted))")
            }
        }
        lines.append("")
        lines.append("_Generated by archmetrics \(snapshot.toolVersion)._")
        return lines.joined(separator: "\n") + "\n"
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

    /// A table under its heading, preceded by a blank line; detail tables' rows folded, their
    /// notes left open (they explain, and hold the prose figures such as the compile-work reading).
    static func section(_ table: ReportTable, level: Int) -> [String] {
        let rows = tableLines(table)
        let folds =
            table.rows.count > foldedMinimumRows
            && foldedTablePrefixes.contains { table.id.hasPrefix($0) }
        return ["", heading(table.title, level: level), ""]
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

    /// A table as Markdown lines, with its notes under it.
    static func render(_ table: ReportTable) -> [String] {
        tableLines(table) + noteLines(table)
    }

    /// The table's header, rule and rows.
    static func tableLines(_ table: ReportTable) -> [String] {
        var lines = [
            "| " + table.columns.map(TextEscaping.markdownCell).joined(separator: " | ") + " |"
        ]
        lines.append("|" + String(repeating: "---|", count: table.columns.count))
        for row in table.rows {
            let cells = [row.label] + row.cells.map(\.text)
            lines.append(
                "| " + cells.map(TextEscaping.markdownCell).joined(separator: " | ") + " |")
        }
        return lines
    }

    /// The table's notes, each its own paragraph.
    static func noteLines(_ table: ReportTable) -> [String] {
        table.notes.flatMap { ["", $0] }
    }
}
