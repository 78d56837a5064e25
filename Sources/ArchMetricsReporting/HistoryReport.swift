import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// The files `archmetrics history` writes: a trend table per variant and role (first, last,
/// min, max, change), the totals per commit, an SVG line chart per variant, and the JSON.
package enum HistoryReport {
    package static let markdownFileName = "history.md"
    package static let jsonFileName = "history.json"

    /// `history-MVP-C.svg`: the variant's name with anything unsafe in a file name replaced.
    package static func chartFileName(_ variant: String) -> String {
        let safe = variant.unicodeScalars.map { scalar -> String in
            CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"
                ? String(scalar) : "_"
        }.joined()
        return "history-\(safe).svg"
    }

    /// history.md and history.json, rendered once: written to the folder, and printed by the
    /// command from here rather than rendered again.
    package struct Rendered: Sendable {
        package let markdown: String
        package let json: String
    }

    /// Writes history.md, history.json and one chart per variant into `folder`, all together
    /// (`AtomicFile.write(_:proceed:)`), as `ReportWriter` writes a report; returns the
    /// Markdown and JSON written, or nil when `cancellation` stopped it before the files were
    /// in place.
    @discardableResult
    package static func write(
        _ history: MetricsHistory, measure: LineMeasure, to folder: URL,
        cancellation: CancellationToken = CancellationToken()
    ) throws -> Rendered? {
        let rendered = Rendered(
            markdown: markdown(history, measure: measure), json: try StableJSON.string(history))
        var outputs = [
            AtomicFile.Output(folder.appendingPathComponent(markdownFileName), rendered.markdown),
            AtomicFile.Output(folder.appendingPathComponent(jsonFileName), rendered.json),
        ]
        for variant in history.variants {
            outputs.append(
                AtomicFile.Output(
                    folder.appendingPathComponent(chartFileName(variant.name)),
                    SVGChart.history(history, variant: variant.name, measure: measure)))
        }
        guard try AtomicFile.write(outputs, proceed: { !cancellation.isCancelled }) else {
            return nil
        }
        return rendered
    }

    /// One row of a trend table.
    package struct Trend: Equatable, Sendable {
        package var first: Int
        package var last: Int
        package var min: Int
        package var max: Int
        package var change: Int { last - first }
    }

    /// The trend of `value` over the commits where the variant exists (nil without any).
    package static func trend(_ series: [HistoryPoint?], _ value: (HistoryPoint) -> Int) -> Trend? {
        let values = series.compactMap { $0.map(value) }
        guard let first = values.first, let last = values.last else { return nil }
        return Trend(first: first, last: last, min: values.min()!, max: values.max()!)
    }

    /// Roles any commit of the variant has, in the configuration's order.
    static func roles(of variant: String, in history: MetricsHistory) -> [Role] {
        let ids = Set(history.series(of: variant).compactMap { $0 }.flatMap(\.roles.keys))
        return history.roleCatalog.sorted(Set(ids.map(Role.init)))
    }

    package static func markdown(_ history: MetricsHistory, measure: LineMeasure) -> String {
        let catalog = history.roleCatalog
        let commits = history.commits
        var lines = ["# Source metrics over history", ""]
        if let first = commits.first, let last = commits.last {
            lines.append(
                "\(commits.count) commit\(commits.count == 1 ? "" : "s") of `\(history.revision)`"
                    + (history.firstParent ? " (first parents only)" : " (every parent)")
                    + ", from `\(first.shortID)` (\(day(first.date))) to `\(last.shortID)` (\(day(last.date))). "
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
            lines.append("| Role | First | Last | Min | Max | Change |")
            lines.append("|---|---:|---:|---:|---:|---:|")
            let rows: [(String, (HistoryPoint) -> Int)] =
                roles(of: variant.name, in: history).map { role in
                    (
                        catalog.title(of: role),
                        { measure.count($0.roles[role.rawValue] ?? .zero) }
                    )
                } + [("**Total**", { measure.count($0.total) })]
            for (title, value) in rows {
                guard let trend = trend(series, value) else { continue }
                lines.append(
                    "| \(TextEscaping.markdownCell(title)) | \(trend.first) | \(trend.last) | \(trend.min) | \(trend.max) | \(changeText(trend)) |"
                )
            }
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
                "![\(TextEscaping.markdownText(variant.name)) over history](\(chartFileName(variant.name)))"
            )
        }
        lines.append("")
        lines.append("## Total lines per commit")
        lines.append("")
        lines.append(
            "| Commit | Date | Subject | "
                + history.variants.map { TextEscaping.markdownCell($0.name) }.joined(
                    separator: " | ") + " |")
        lines.append("|---|---|---|" + history.variants.map { _ in "---:|" }.joined())
        for commit in commits {
            let cells = history.variants.map { variant in
                commit.variants[variant.name].map { String(measure.count($0.total)) } ?? "—"
            }
            lines.append(
                "| `\(commit.shortID)` | \(day(commit.date)) | \(TextEscaping.markdownCell(String(commit.subject.prefix(72)))) | "
                    + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `+12 (+3.4%)`, `-5 (-1.0%)`, `0`; no percentage from zero.
    static func changeText(_ trend: Trend) -> String {
        guard trend.change != 0 else { return "0" }
        let sign = trend.change > 0 ? "+" : ""
        guard trend.first > 0 else { return "\(sign)\(trend.change)" }
        return "\(sign)\(trend.change) (\(sign)"
            + ValueFormatting.percent(100 * Double(trend.change) / Double(trend.first)) + ")"
    }

    static func day(_ date: Date) -> String { String(ValueFormatting.timestamp(date).prefix(10)) }
}

extension SVGChart {
    /// A line per role over the commits, oldest left: a variant's history. Where the variant
    /// did not exist, its lines break.
    package static func history(_ history: MetricsHistory, variant: String, measure: LineMeasure)
        -> String
    {
        let catalog = history.roleCatalog
        let series = history.series(of: variant)
        let roles = HistoryReport.roles(of: variant, in: history)
        let highest =
            series.compactMap { $0 }.flatMap { point in
                roles.map { measure.count(point.roles[$0.rawValue] ?? .zero) }
            }.max() ?? 0
        let axis = Axis(maximum: Double(highest))
        var svg = header(
            title:
                "\(variant) over \(series.count) commits (\(measure == .physical ? "physical lines" : "code lines"))"
        )
        svg += axis.render(unit: "lines")
        let step = series.count > 1 ? (plotRight - plotLeft) / Double(series.count - 1) : 0
        func x(_ index: Int) -> Double {
            series.count > 1 ? plotLeft + step * Double(index) : (plotLeft + plotRight) / 2
        }
        for role in roles {
            // Runs of commits where the variant exists: one polyline each.
            var runs: [[(Int, Int)]] = [[]]
            for (index, point) in series.enumerated() {
                if let point {
                    runs[runs.count - 1].append(
                        (index, measure.count(point.roles[role.rawValue] ?? .zero)))
                } else if !runs[runs.count - 1].isEmpty {
                    runs.append([])
                }
            }
            for run in runs where !run.isEmpty {
                let points = run.map { "\(f(x($0.0))),\(f(axis.y(Double($0.1))))" }.joined(
                    separator: " ")
                svg +=
                    "  <polyline points=\"\(points)\" fill=\"none\" stroke=\"\(color(role))\" stroke-width=\"2\">"
                    + "<title>\(TextEscaping.xml("\(variant) · \(catalog.title(of: role))"))</title></polyline>\n"
                if run.count == 1 {
                    svg +=
                        "  <circle cx=\"\(f(x(run[0].0)))\" cy=\"\(f(axis.y(Double(run[0].1))))\" r=\"3\" fill=\"\(color(role))\"/>\n"
                }
            }
        }
        if let first = history.commits.first, let last = history.commits.last {
            svg += text(plotLeft, plotBottom + 18, first.shortID, anchor: .start, size: 11)
            svg += text(
                plotLeft, plotBottom + 32, HistoryReport.day(first.date), anchor: .start, size: 11)
            if history.commits.count > 1 {
                svg += text(plotRight, plotBottom + 18, last.shortID, anchor: .end, size: 11)
                svg += text(
                    plotRight, plotBottom + 32, HistoryReport.day(last.date), anchor: .end,
                    size: 11)
            }
        }
        svg += text(
            (plotLeft + plotRight) / 2, plotBottom + 46, "commits, oldest to newest",
            anchor: .middle, size: 12)
        svg += legend(roles.map { (catalog.title(of: $0), color($0)) })
        return svg + "</svg>\n"
    }
}
