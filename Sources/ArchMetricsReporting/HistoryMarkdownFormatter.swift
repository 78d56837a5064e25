import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// history.md: a trend table per variant and role (first, last, min, max, change), with a link
/// to the variant's chart, then the totals per commit.
package struct HistoryMarkdownFormatter: DocumentFormatter {
    package init() {}

    package func format(_ report: HistoryDocument) -> String {
        Self.text(report.history, measure: report.measure)
    }

    static func text(_ history: MetricsHistory, measure: LineMeasure) -> String {
        let catalog = history.roleCatalog
        let commits = history.commits
        var lines = ["# Source metrics over history", ""]
        if let first = commits.first, let last = commits.last {
            lines.append(
                "\(commits.count) commit\(commits.count == 1 ? "" : "s") of `\(history.revision)`"
                    + (history.firstParent ? " (first parents only)" : " (every parent)")
                    + ", from `\(first.shortID)` (\(HistoryOutput.day(first.date))) to `\(last.shortID)` (\(HistoryOutput.day(last.date))). "
                    + "Lines are \(measure.phrase). Read from git objects; the work tree is not used."
            )
        }
        lines.append("")
        lines.append("## Trend per variant and role")
        for variant in history.variants {
            let series = history.series(of: variant.name)
            let present = series.compactMap { $0 }
            lines.append("")
            lines.append(
                "### \(TextEscaping.markdownText(variant.name)) (\(TextEscaping.codeSpan(variant.path)))"
            )
            lines.append("")
            guard let firstIndex = series.firstIndex(where: { $0 != nil }) else {
                lines.append("Not present at any of these commits.")
                continue
            }
            let rows: [(String, (HistoryPoint) -> Int)] =
                HistoryOutput.roles(of: variant.name, in: history).map { role in
                    (
                        catalog.title(of: role),
                        { measure.count($0.roles[role.rawValue] ?? .zero) }
                    )
                } + [("**Total**", { measure.count($0.total) })]
            lines += MarkdownTable(
                header: ["Role", "First", "Last", "Min", "Max", "Change"],
                alignments: [.left] + Array(repeating: .right, count: 5),
                rows: rows.compactMap { title, value in
                    HistoryOutput.trend(series, value).map { trend in
                        [
                            title, "\(trend.first)", "\(trend.last)", "\(trend.min)",
                            "\(trend.max)",
                            HistoryOutput.changeText(trend),
                        ]
                    }
                }
            ).lines()
            var notes = [
                "Present at \(present.count) of \(commits.count) commits, first at `\(commits[firstIndex].shortID)`."
            ]
            let paths = present.map(\.path).reduce(into: [String]()) { paths, path in
                if paths.last != path { paths.append(path) }
            }
            if paths.count > 1 {
                notes.append(
                    "Followed across renames: \(paths.map(TextEscaping.codeSpan).joined(separator: " → "))."
                )
            }
            lines.append("")
            lines.append(notes.joined(separator: " "))
            lines.append("")
            lines.append(
                "![\(TextEscaping.markdownText(variant.name)) over history](\(HistoryOutput.chartFileName(variant.name)))"
            )
        }
        lines.append("")
        lines.append("## Total lines per commit")
        lines.append("")
        lines += totalsTable(history, measure: measure)
        return lines.joined(separator: "\n") + "\n"
    }

    /// "Total lines per commit": a row per commit, a column per variant.
    static func totalsTable(_ history: MetricsHistory, measure: LineMeasure) -> [String] {
        MarkdownTable(
            header: ["Commit", "Date", "Subject"] + history.variants.map(\.name),
            alignments: [.left, .left, .left] + history.variants.map { _ in .right },
            rows: history.commits.map { commit in
                [
                    "`\(commit.shortID)`", HistoryOutput.day(commit.date),
                    String(commit.subject.prefix(72)),
                ]
                    + history.variants.map { variant in
                        commit.variants[variant.name].map { String(measure.count($0.total)) } ?? "—"
                    }
            }
        ).lines()
    }
}
