import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The report's two charts as hand-written SVG (no dependencies): lines per role per variant
/// (stacked bars) and build and test times per variant (grouped bars with ±sd error bars).
/// Output is a pure function of the report's document, so it can be checked against golden files.
package enum SVGChart {
    /// File names the charts are written under, beside `comparison.md`.
    package static let linesFileName = ReportChart.linesPerRole.fileName
    package static let timesFileName = ReportChart.buildTimes.fileName

    static let width = 760.0
    static let height = 420.0
    static let plotLeft = 70.0
    static let plotRight = 560.0
    static let plotTop = 50.0
    static let plotBottom = 350.0
    /// Colour-blind-safe palette (Okabe–Ito), one colour per series.
    static let palette = [
        "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#999999", "#F0E442",
    ]

    /// Stacked bars: one bar per variant, one segment per role, in the chosen line measure,
    /// drawn from the report's "Files and lines per role" table (`SourceTables.roleSummaryTable`):
    /// each segment is a role's row, the figure over the bar the variant's total row, so the
    /// chart shows what the table says (demos and tooling, left out of the total, in no bar).
    package static func linesPerRole(_ report: ComparisonDocument) -> String {
        let measure = report.measure
        let catalog = report.snapshot.settings?.roleCatalog ?? .builtIn
        let rows = report.document.tables.first { $0.id == "roleSummary" }?.rows ?? []
        let cell = SourceTables.roleSummaryCell(measure)
        var segments: [String: [(role: Role, label: String, lines: Int)]] = [:]
        var totalOf: [String: Int] = [:]
        for row in rows {
            let lines = Int(row.cells[cell].value ?? 0)
            switch row.subject {
            case .role(let role, let variant)?:
                segments[variant, default: []].append((role, row.label, lines))
            case .total(let variant)?: totalOf[variant] = lines
            case nil: continue
            }
        }
        let variants = report.snapshot.variants.map(\.name)
        let roles = catalog.sorted(Set(segments.values.flatMap { $0.map(\.role) }))
        let totals = variants.map { totalOf[$0] ?? 0 }
        let axis = Axis(maximum: Double(totals.max() ?? 0))
        var svg = header(
            title: "Lines per role (\(measure == .physical ? "physical lines" : "code lines"))")
        svg += axis.render(unit: "lines")
        let slot = (plotRight - plotLeft) / Double(max(variants.count, 1))
        let barWidth = min(slot * 0.6, 90)
        for (index, variant) in variants.enumerated() {
            let x = plotLeft + slot * Double(index) + (slot - barWidth) / 2
            var base = 0.0
            for segment in segments[variant] ?? [] where segment.lines > 0 {
                let lines = Double(segment.lines)
                let top = axis.y(base + lines)
                let bottom = axis.y(base)
                svg +=
                    "  <rect x=\"\(f(x))\" y=\"\(f(top))\" width=\"\(f(barWidth))\" height=\"\(f(bottom - top))\" fill=\"\(color(segment.role))\">"
                    + "<title>" + TextEscaping.xml("\(segment.label): \(segment.lines) lines")
                    + "</title></rect>\n"
                base += lines
            }
            svg += text(
                x + barWidth / 2, axis.y(base) - 6, "\(totals[index])", anchor: .middle, size: 11)
            svg += text(x + barWidth / 2, plotBottom + 18, variant, anchor: .middle, size: 12)
        }
        svg += legend(roles.map { (catalog.title(of: $0), color($0)) })
        return svg + "</svg>\n"
    }

    /// Grouped bars: one group per timing measure, one bar per variant, with ±sd error bars.
    /// Nil without measurements.
    package static func buildTimes(_ snapshot: MetricsSnapshot) -> String? {
        guard let report = snapshot.measurements else { return nil }
        let byName = Dictionary(
            report.variants.map { ($0.variant, $0) }, uniquingKeysWith: { first, _ in first })
        let variants =
            snapshot.variants.map(\.name).filter { byName[$0] != nil }
            + report.variants.map(\.variant).filter { name in
                !snapshot.variants.contains { $0.name == name }
            }
        let measures = TimingMeasure.allCases.filter { measure in
            variants.contains { byName[$0]?.timing(measure) != nil }
        }
        guard !measures.isEmpty else { return nil }
        let highest =
            measures.flatMap { measure in
                variants.compactMap { byName[$0]?.timing(measure) }.map {
                    $0.mean + $0.standardDeviation
                }
            }.max() ?? 0
        let axis = Axis(maximum: highest)
        var svg = header(title: "Build and test times (mean of \(report.runs) runs, ±1 sd)")
        svg += axis.render(unit: "seconds")
        let slot = (plotRight - plotLeft) / Double(measures.count)
        let barWidth = min(slot * 0.8 / Double(max(variants.count, 1)), 40)
        for (measureIndex, measure) in measures.enumerated() {
            let groupLeft =
                plotLeft + slot * Double(measureIndex) + (slot - barWidth * Double(variants.count))
                / 2
            for (variantIndex, name) in variants.enumerated() {
                guard let statistics = byName[name]?.timing(measure) else { continue }
                let x = groupLeft + barWidth * Double(variantIndex)
                let top = axis.y(statistics.mean)
                svg +=
                    "  <rect x=\"\(f(x))\" y=\"\(f(top))\" width=\"\(f(barWidth - 2))\" height=\"\(f(plotBottom - top))\" fill=\"\(palette[variantIndex % palette.count])\">"
                    + "<title>\(TextEscaping.xml("\(name) · \(MeasurementTables.title(measure)): \(ValueFormatting.fixed(statistics.mean, decimals: 2)) ±\(ValueFormatting.fixed(statistics.standardDeviation, decimals: 2)) s"))</title></rect>\n"
                let center = x + (barWidth - 2) / 2
                let high = axis.y(statistics.mean + statistics.standardDeviation)
                let low = axis.y(max(statistics.mean - statistics.standardDeviation, 0))
                svg +=
                    "  <path d=\"M\(f(center)) \(f(high))V\(f(low))M\(f(center - 4)) \(f(high))H\(f(center + 4))M\(f(center - 4)) \(f(low))H\(f(center + 4))\" stroke=\"#222\" stroke-width=\"1\" fill=\"none\"/>\n"
            }
            svg += text(
                plotLeft + slot * (Double(measureIndex) + 0.5), plotBottom + 18,
                shortTitle(measure), anchor: .middle, size: 11)
        }
        svg += legend(
            variants.enumerated().map { ($0.element, palette[$0.offset % palette.count]) })
        return svg + "</svg>\n"
    }

    static func shortTitle(_ measure: TimingMeasure) -> String {
        switch measure {
        case .cleanBuild: "clean build"
        case .nullBuild: "nothing changed"
        case .incrementalBuild: "incremental"
        case .variantBuild: "own code"
        case .cleanTest: "clean build + test"
        case .testExecution: "tests alone"
        }
    }

    /// A linear value axis from 0 to a round maximum, with gridlines.
    struct Axis {
        var top: Double
        var step: Double

        init(maximum: Double) {
            // Five or so gridlines at 1, 2 or 5 × 10ⁿ.
            let raw = max(maximum, 1e-9) / 5
            let magnitude = pow(10, floor(log10(raw)))
            let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
            self.step = step
            top = max(ceil(maximum / step), 1) * step
        }

        func y(_ value: Double) -> Double { plotBottom - (plotBottom - plotTop) * value / top }

        func render(unit: String) -> String {
            var svg = ""
            var value = 0.0
            let decimals = step >= 1 ? 0 : Int(-floor(log10(step)))
            while value <= top + step / 2 {
                svg +=
                    "  <line x1=\"\(f(plotLeft))\" y1=\"\(f(y(value)))\" x2=\"\(f(plotRight))\" y2=\"\(f(y(value)))\" stroke=\"#ddd\" stroke-width=\"1\"/>\n"
                svg += text(
                    plotLeft - 6, y(value) + 4, ValueFormatting.fixed(value, decimals: decimals),
                    anchor: .end, size: 11)
                value += step
            }
            svg += text(
                16, (plotTop + plotBottom) / 2, unit, anchor: .middle, size: 12, rotate: true)
            svg +=
                "  <line x1=\"\(f(plotLeft))\" y1=\"\(f(plotBottom))\" x2=\"\(f(plotRight))\" y2=\"\(f(plotBottom))\" stroke=\"#444\" stroke-width=\"1\"/>\n"
            return svg
        }
    }

    static func header(title: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\" "
            + "font-family=\"-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif\" role=\"img\" aria-label=\"\(TextEscaping.xml(title))\">\n"
            + "  <rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n"
            + text(width / 2, 28, title, anchor: .middle, size: 16)
    }

    /// A role keeps its colour whichever roles a chart shows: the article's roles the palette's
    /// first eight, in the order charts have always used; the other built-in roles the darker
    /// tones after them; a configured role a colour picked by its id.
    static func color(_ role: Role) -> String {
        if let index = roleColorOrder.firstIndex(of: role) { return extendedPalette[index] }
        let hash = role.rawValue.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xffff }
        return extendedPalette[hash % extendedPalette.count]
    }

    static let roleColorOrder: [Role] = [
        .coordinator, .viewController, .view, .presenter, .viewModel, .localModel, .shared, .test,
        .router, .interactor, .worker, .assembly, .contract, .sceneModel,
    ]
    static let extendedPalette =
        palette + ["#004C7A", "#9A6A00", "#00664D", "#8A4F70", "#2F7DA6", "#8F3F00"]

    static func legend(_ entries: [(name: String, color: String)]) -> String {
        var svg = ""
        for (index, (name, color)) in entries.enumerated() {
            let y = plotTop + 22 * Double(index)
            svg +=
                "  <rect x=\"\(f(plotRight + 30))\" y=\"\(f(y))\" width=\"14\" height=\"14\" fill=\"\(color)\"/>\n"
            svg += text(plotRight + 52, y + 12, name, anchor: .start, size: 12)
        }
        return svg
    }

    /// Where a label sits against its point: SVG's `text-anchor` values.
    enum TextAnchor: String {
        case start, middle, end
    }

    static func text(
        _ x: Double, _ y: Double, _ content: String, anchor: TextAnchor, size: Int,
        rotate: Bool = false
    ) -> String {
        let transform = rotate ? " transform=\"rotate(-90 \(f(x)) \(f(y)))\"" : ""
        return
            "  <text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(size)\" text-anchor=\"\(anchor.rawValue)\"\(transform)>\(TextEscaping.xml(content))</text>\n"
    }

    /// Coordinates with one decimal: enough precision, and stable text for golden files.
    static func f(_ value: Double) -> String { ValueFormatting.fixed(value, decimals: 1) }
}
