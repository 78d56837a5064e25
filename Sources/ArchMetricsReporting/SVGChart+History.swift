import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

extension SVGChart {
    /// A line per role over the commits, oldest left: a variant's history. Where the variant
    /// did not exist, its lines break.
    package static func history(_ history: MetricsHistory, variant: String, measure: LineMeasure)
        -> String
    {
        let catalog = history.roleCatalog
        let series = history.series(of: variant)
        let roles = HistoryOutput.roles(of: variant, in: history)
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
                plotLeft, plotBottom + 32, HistoryOutput.day(first.date), anchor: .start, size: 11)
            if history.commits.count > 1 {
                svg += text(plotRight, plotBottom + 18, last.shortID, anchor: .end, size: 11)
                svg += text(
                    plotRight, plotBottom + 32, HistoryOutput.day(last.date), anchor: .end,
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
