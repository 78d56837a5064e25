import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// The build-time tables in the article's shape, from a `MeasurementReport`: mean seconds
/// with ±sd and focus deltas (noisy measures flagged), then each variant's ratio to the
/// reference variant beside the article's published ratio when the variants are the article's.
public enum MeasurementTables {
    /// The article's row title of each measure.
    public static func title(_ measure: TimingMeasure) -> String {
        switch measure {
        case .cleanBuild: "Average build time after a clean build"
        case .nullBuild: "Average build time (nothing changed)"
        case .incrementalBuild: "Average build time after touching one Gather file"
        case .cleanTest: "Average unit test execution time after a clean build"
        case .testExecution: "Average test execution time (tests alone)"
        }
    }

    /// The timing tables; empty without measurements.
    public static func tables(_ snapshot: MetricsSnapshot) -> [ReportTable] {
        guard let report = snapshot.measurements else { return [] }
        let order = snapshot.variants.map(\.name)
        let measured = Dictionary(
            report.variants.map { ($0.variant, $0) }, uniquingKeysWith: { first, _ in first })
        // Columns: the snapshot's order (focus first), then any measured variant it lacks.
        let columns =
            order.filter { measured[$0] != nil }
            + report.variants.map(\.variant).filter { !order.contains($0) }
        guard !columns.isEmpty else { return [] }
        let focus = snapshot.focusVariant
        let measures = TimingMeasure.allCases.filter { measure in
            columns.contains { measured[$0]?.timing(measure) != nil }
        }

        var timeRows: [ReportRow] = []
        var noisyNotes: [String] = []
        for measure in measures {
            let focusMean = measured[focus]?.timing(measure)?.mean
            timeRows.append(
                ReportRow(
                    label: title(measure),
                    cells: columns.map { name in
                        guard let statistics = measured[name]?.timing(measure) else {
                            // A measure not taken: say why when the variant failed, else leave it empty.
                            return ReportCell(
                                text: measured[name].flatMap {
                                    $0.status == .ok ? nil : statusText($0)
                                } ?? "–")
                        }
                        let difference =
                            name == focus ? nil : focusMean.map { $0 - statistics.mean }
                        var text =
                            "\(ValueFormatting.fixed(statistics.mean, decimals: 2)) ±\(ValueFormatting.fixed(statistics.standardDeviation, decimals: 2))"
                        if let difference,
                            let bracket = ValueFormatting.signedDelta(difference, decimals: 2)
                        {
                            text += " \(bracket)"
                        }
                        if statistics.isNoisy {
                            text += " ⚠"
                            noisyNotes.append(
                                "⚠ \(ValueFormatting.markdownText(name)), \(title(measure).lowercased()): coefficient of variation \(ValueFormatting.percent(statistics.coefficientOfVariation * 100)) "
                                    + "(above \(ValueFormatting.percent(SampleStatistics.noisyCoefficientOfVariation * 100))); "
                                    + "samples \(ValueFormatting.fixed(statistics.min, decimals: 2))–\(ValueFormatting.fixed(statistics.max, decimals: 2)) s."
                            )
                        }
                        return ReportCell(text: text, value: statistics.mean, delta: difference)
                    }))
        }
        if timeRows.isEmpty {
            // Nothing could be timed (every build failed, say): show why rather than no table.
            timeRows.append(
                ReportRow(
                    label: "Status",
                    cells: columns.map { ReportCell(text: measured[$0].map(statusText) ?? "–") }))
        }
        var timeNotes = [
            "Mean of \(report.runs) run\(report.runs == 1 ? "" : "s") after \(report.warmup) warm-up run\(report.warmup == 1 ? "" : "s"); "
                + "± is one standard deviation; brackets hold \(ValueFormatting.markdownText(focus))'s mean minus the variant's. Every sample is in metrics.json."
        ]
        timeNotes += noisyNotes
        for name in columns {
            guard let variant = measured[name], variant.status != .ok else { continue }
            timeNotes.append(
                "\(ValueFormatting.markdownText(name)): \(statusText(variant))\(variant.failureReason.map { " — \($0)" } ?? "")."
            )
        }
        timeNotes.append(environmentLine(report.environment))
        var tables = [
            ReportTable(
                id: "buildTimes", title: "Build times (seconds)", columns: ["Measure"] + columns,
                columnVariants: columns, rows: timeRows, notes: timeNotes)
        ]

        let reference = report.referenceVariant
        let articleComparable =
            columns.allSatisfy { ArticleReference.variantNames.contains($0) }
            && ArticleReference.variantNames.contains(reference)
        var ratioRows: [ReportRow] = []
        for measure in measures {
            guard let referenceMean = measured[reference]?.timing(measure)?.mean, referenceMean > 0
            else { continue }
            let published =
                articleComparable ? ArticleReference.ratios(measure, reference: reference) : nil
            ratioRows.append(
                ReportRow(
                    label: title(measure),
                    cells: columns.map { name in
                        guard let mean = measured[name]?.timing(measure)?.mean else {
                            return .missing
                        }
                        let ratio = mean / referenceMean
                        var text = ValueFormatting.ratio(ratio)
                        if let article = published?[name] {
                            text += " (article \(ValueFormatting.ratio(article)))"
                        }
                        return ReportCell(text: text, value: ratio)
                    }))
        }
        if !ratioRows.isEmpty {
            var notes = [
                "Each variant's mean over \(ValueFormatting.markdownText(reference))'s mean: absolute seconds from different machines cannot be compared, ratios can."
            ]
            if articleComparable {
                notes.append(
                    "In brackets: the ratio from the article's published means (8-core Intel i9 MacBook Pro 2019, Xcode 12.5.1); "
                        + "the article published no incremental or test-only figures.")
            }
            tables.append(
                ReportTable(
                    id: "buildTimeRatios", title: "Build times as a ratio to \(reference)",
                    columns: ["Measure"] + columns,
                    columnVariants: columns, rows: ratioRows, notes: notes))
        }
        return tables
    }

    static func statusText(_ variant: VariantMeasurement) -> String {
        switch variant.status {
        case .ok: "ok"
        case .buildFailed: "build failed"
        case .testsFailed: "tests failed"
        case .timedOut: "timed out"
        case .interrupted: "interrupted"
        }
    }

    /// `Environment: Swift 6.3.1 · Ubuntu 24.04 · Intel Xeon · 2 cores · 24.0 GiB · load 0.33 0.23 0.12 · 2026-11-21T23:00:00Z`.
    static func environmentLine(_ environment: EnvironmentInfo) -> String {
        let gibibytes = Double(environment.memoryBytes) / 1_073_741_824
        let load = environment.loadAverage.map { ValueFormatting.fixed($0, decimals: 2) }.joined(
            separator: " ")
        // `swift --version` already says "Swift version 6.3.1 (…)"; other sources give a bare number.
        let swift =
            environment.swiftVersion.hasPrefix("Swift")
            ? environment.swiftVersion : "Swift \(environment.swiftVersion)"
        return "Environment: \(swift) · \(environment.operatingSystem) · \(environment.cpuModel) · "
            + "\(environment.cpuCores) cores · \(ValueFormatting.fixed(gibibytes, decimals: 1)) GiB · load \(load) · "
            + ValueFormatting.timestamp(environment.date)
    }
}
