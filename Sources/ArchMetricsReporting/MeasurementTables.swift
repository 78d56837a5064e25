import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// The build-time tables in the article's shape, from a `MeasurementReport`: mean seconds
/// with ±sd and focus deltas (noisy measures flagged), then each variant's ratio to the
/// reference variant beside the article's published ratio when the variants are the article's.
package enum MeasurementTables {
    /// The article's row title of each measure.
    package static func title(_ measure: TimingMeasure) -> String {
        switch measure {
        case .cleanBuild: "Average build time after a clean build"
        case .nullBuild: "Average build time (nothing changed)"
        case .incrementalBuild: "Average build time after touching one Gather file"
        case .variantBuild: "Average build time of the variant's own code (dependencies built)"
        case .cleanTest: "Average unit test execution time after a clean build"
        case .testExecution: "Average test execution time (tests alone)"
        }
    }

    /// The timing tables; empty without measurements.
    package static func tables(_ snapshot: MetricsSnapshot) -> [ReportTable] {
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
        let compileWork = CompileWorkTables.tables(
            columns: columns, measured: measured, reference: report.referenceVariant,
            catalog: snapshot.settings?.roleCatalog ?? .builtIn)
        // The compile-work fast path times nothing: its tables alone, unless a build failed.
        if measures.isEmpty, !compileWork.isEmpty,
            columns.allSatisfy({ measured[$0]?.status == .ok })
        {
            return compileWork
        }

        // Each measure's wall-time row, then its CPU-time row where CPU time was recorded.
        let series = measures.flatMap { measure -> [Series] in
            let wall = Series(measure: measure, cpu: false)
            let cpu = Series(measure: measure, cpu: true)
            return columns.contains { cpu.statistics(measured[$0]) != nil } ? [wall, cpu] : [wall]
        }

        var timeRows: [ReportRow] = []
        // Per row, the cells marked ⚠: their spread goes to one compact table under this one.
        var noiseRows: [ReportRow] = []
        for row in series {
            let focusMean = row.statistics(measured[focus])?.mean
            timeRows.append(
                ReportRow(
                    label: row.title,
                    cells: columns.map { name in
                        guard let statistics = row.statistics(measured[name]) else {
                            // A measure not taken: say why when the variant failed, else leave it empty.
                            return ReportCell(
                                text: measured[name].flatMap {
                                    $0.status == .ok ? nil : statusText($0)
                                } ?? "–")
                        }
                        let difference =
                            name == focus ? nil : focusMean.map { $0 - statistics.mean }
                        var text = meanText(statistics)
                        if let difference,
                            let bracket = ValueFormatting.signedDelta(difference, decimals: 2)
                        {
                            text += " \(bracket)"
                        }
                        if statistics.isNoisy { text += " ⚠" }
                        return ReportCell(text: text, value: statistics.mean, delta: difference)
                    }))
            let noise = columns.map { name in
                row.statistics(measured[name]).flatMap { $0.isNoisy ? noiseCell($0) : nil }
                    ?? .missing
            }
            if noise.contains(where: { $0.value != nil }) {
                noiseRows.append(ReportRow(label: row.title, cells: noise))
            }
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
                + "± is the half-width of the mean's 95% confidence interval (Student's t: with 3 runs about 2.5 standard deviations, with 10 about 0.7); "
                + "brackets hold \(TextEscaping.markdownText(focus))'s mean minus the variant's. Every sample is in metrics.json."
        ]
        if series.contains(where: \.cpu) {
            timeNotes.append(
                "CPU time: user plus system seconds of the command's whole process tree (compiler and linker jobs, test runner), "
                    + "so it can exceed the wall time when jobs ran in parallel; unlike wall time it hardly changes when other work shares the machine."
            )
        }
        if measures.contains(.variantBuild) {
            timeNotes.append(ownCodeNote(columns.compactMap { measured[$0] }))
        }
        if !noiseRows.isEmpty {
            timeNotes.append(
                "⚠: the mean's runs vary by more than \(ValueFormatting.percent(SampleStatistics.noisyCoefficientOfVariation * 100)) of it; by how much is in the table after this one."
            )
        }
        timeNotes += precisionNotes(report, measures: measures)
        timeNotes += contentionNotes(report)
        for name in columns {
            guard let variant = measured[name], variant.status != .ok else { continue }
            timeNotes.append(
                "\(TextEscaping.markdownText(name)): \(statusText(variant))\(variant.failureReason.map { " — \($0)" } ?? "")."
            )
        }
        timeNotes.append(environmentLine(report.environment))
        var tables = [
            ReportTable(
                id: "buildTimes", title: "Build times (seconds)", columns: ["Measure"] + columns,
                columnVariants: columns, rows: timeRows, notes: timeNotes)
        ]
        if !noiseRows.isEmpty {
            tables.append(
                ReportTable(
                    id: "buildTimeNoise", title: "Build times marked ⚠: how much their runs varied",
                    columns: ["Measure"] + columns, columnVariants: columns, rows: noiseRows,
                    notes: [
                        "Each cell: a mean marked ⚠ above, its coefficient of variation (standard deviation over mean) and its fastest and slowest run in seconds; "
                            + "– where the runs varied by \(ValueFormatting.percent(SampleStatistics.noisyCoefficientOfVariation * 100)) or less. "
                            + "Such a mean needs more runs or a quieter machine before its difference means anything."
                    ]))
        }

        let reference = report.referenceVariant
        let articleComparable =
            columns.allSatisfy { ArticleReference.variantNames.contains($0) }
            && ArticleReference.variantNames.contains(reference)
        var ratioRows: [ReportRow] = []
        for row in series {
            guard let referenceStatistics = row.statistics(measured[reference]),
                referenceStatistics.mean > 0
            else { continue }
            // The article timed wall clocks only.
            let published =
                articleComparable && !row.cpu
                ? ArticleReference.ratios(row.measure, reference: reference) : nil
            ratioRows.append(
                ReportRow(
                    label: row.title,
                    cells: columns.map { name in
                        guard let statistics = row.statistics(measured[name]),
                            let ratio = ConfidenceInterval.ratio(
                                statistics, over: referenceStatistics)
                        else {
                            return .missing
                        }
                        let text = ratioText(
                            ratio, isReference: name == reference, article: published?[name])
                        return ReportCell(text: text, value: ratio.estimate)
                    }))
        }
        if !ratioRows.isEmpty {
            var notes = [
                "Each variant's mean over \(TextEscaping.markdownText(reference))'s mean: absolute seconds from different machines cannot be compared, ratios can.",
                "In brackets: the ratio's 95% confidence interval (Fieller's theorem, Welch's degrees of freedom); "
                    + "n.s. (not significant) when it contains 1.00, that is when these runs cannot tell the variant from \(TextEscaping.markdownText(reference)); "
                    + "unbounded when \(TextEscaping.markdownText(reference))'s own mean is too uncertain for any bound.",
            ]
            if articleComparable {
                notes.append(
                    "The article's ratio is computed from its published means (8-core Intel i9 MacBook Pro 2019, Xcode 12.5.1), "
                        + "and marked inside or outside this run's interval; the article published no incremental, test-only or CPU figures."
                )
            }
            tables.append(
                ReportTable(
                    id: "buildTimeRatios", title: "Build times as a ratio to \(reference)",
                    columns: ["Measure"] + columns,
                    columnVariants: columns, rows: ratioRows, notes: notes))
        }
        if let typeChecking = typeCheckingTable(
            columns: columns, measured: measured,
            catalog: snapshot.settings?.roleCatalog ?? .builtIn)
        {
            tables.append(typeChecking)
        }
        return tables + compileWork
    }

    /// Type-checking time per role: milliseconds and share of the variant's own total, roles in
    /// the catalog's order, then the variant's total and the time spent on other files.
    static func typeCheckingTable(
        columns: [String], measured: [String: VariantMeasurement],
        catalog: RoleCatalog
    ) -> ReportTable? {
        let profiles = columns.map { measured[$0]?.typeChecking }
        guard profiles.contains(where: { $0 != nil }) else { return nil }
        let names = Set(profiles.compactMap { $0 }.flatMap(\.byRole).map(\.name))
        let known = catalog.roles.map(\.rawValue)
        let roleNames =
            known.filter(names.contains) + names.subtracting(known).sorted()
        func milliseconds(_ value: Double) -> String { ValueFormatting.fixed(value, decimals: 0) }
        var rows = roleNames.map { role in
            ReportRow(
                label: catalog.definition(of: Role(role))?.title ?? role,
                cells: profiles.map { profile in
                    guard let profile, let share = profile.byRole.first(where: { $0.name == role })
                    else { return .missing }
                    let percent =
                        profile.ownMilliseconds > 0
                        ? " (\(ValueFormatting.percent(share.milliseconds * 100 / profile.ownMilliseconds)))"
                        : ""
                    return ReportCell(
                        text: milliseconds(share.milliseconds) + percent, value: share.milliseconds)
                })
        }
        rows.append(
            ReportRow(
                label: "**Variant's own code**",
                cells: profiles.map { profile in
                    profile.map {
                        ReportCell(
                            text: "**\(milliseconds($0.ownMilliseconds))**",
                            value: $0.ownMilliseconds)
                    } ?? .missing
                }))
        rows.append(
            ReportRow(
                label: "Other files (dependencies)",
                cells: profiles.map { profile in
                    profile.map {
                        ReportCell(
                            text: milliseconds($0.otherMilliseconds), value: $0.otherMilliseconds)
                    } ?? .missing
                }))
        var notes = [
            "One untimed clean build per variant with `-Xfrontend -debug-time-function-bodies`: the compiler's own time for type-checking each function body, "
                + "added up per file and so per role; in brackets the role's share of the variant's own code. "
                + "Bodies only: declarations, top-level expressions and code generation are not in these figures, and a body checked by several compile jobs counts each time. "
                + "One build, so a few milliseconds either way are noise."
        ]
        let slowest = zip(columns, profiles).compactMap { name, profile in
            profile?.slowestFunctions.first.map { function in
                "\(TextEscaping.markdownText(name)) \(TextEscaping.codeSpan("\(function.file):\(function.line)")) "
                    + "(\(milliseconds(function.milliseconds)) ms)"
            }
        }
        if !slowest.isEmpty {
            notes.append(
                "Slowest body per variant: \(slowest.joined(separator: ", ")); the ten slowest of each are in metrics.json."
            )
        }
        return ReportTable(
            id: "typeChecking", title: "Type-checking time by role (milliseconds)",
            columns: ["Role"] + columns, columnVariants: columns, rows: rows, notes: notes)
    }

    /// `13.0% (8.19–11.67 s)`: a noisy mean's coefficient of variation and its runs' range.
    /// How the own-code build was made, in the words of the build each variant used: SwiftPM's
    /// `swift build`, or its configured build command (CMake, a script), whose build system
    /// decides what it recompiles.
    static func ownCodeNote(_ variants: [VariantMeasurement]) -> String {
        let configured = variants.filter { $0.buildCommand != nil }
        let start =
            "Own code: after the incremental build, every source file of the variant is touched and "
        let swiftPM =
            "SwiftPM recompiles and relinks the variant's own targets while its dependencies (the bundled core's Kit) stay built, "
            + "so shared code does not dilute what the architecture costs the compiler."
        guard !configured.isEmpty else {
            return start + "`swift build` runs again in the same folder: " + swiftPM
        }
        let commands = configured.map { variant in
            let command = (variant.buildCommand ?? []).joined(separator: " ")
            return "\(TextEscaping.markdownText(variant.variant)): `\(command)`"
        }
        let configuredPart =
            "the configured build runs again in the same scratch folder ("
            + commands.joined(separator: "; ")
            + "); what it recompiles, and whether dependencies stay built, is its build system's choice"
        guard configured.count < variants.count else { return start + configuredPart + "." }
        return start + configuredPart + "; for the others `swift build` runs again: " + swiftPM
    }

    static func noiseCell(_ statistics: SampleStatistics) -> ReportCell {
        let variation = statistics.coefficientOfVariation * 100
        return ReportCell(
            text: "\(ValueFormatting.percent(variation)) "
                + "(\(ValueFormatting.fixed(statistics.min, decimals: 2))–\(ValueFormatting.fixed(statistics.max, decimals: 2)) s)",
            value: variation)
    }

    /// One row of the timing tables: a measure's wall time or its CPU time.
    struct Series {
        var measure: TimingMeasure
        var cpu: Bool

        var title: String {
            cpu
                ? "\(MeasurementTables.title(measure)) (CPU time)"
                : MeasurementTables.title(measure)
        }

        func statistics(_ variant: VariantMeasurement?) -> SampleStatistics? {
            cpu ? variant?.cpuTiming(measure) : variant?.timing(measure)
        }
    }

    /// A row title inside a sentence: its first letter in lower case, names ("Gather") kept.
    static func inSentence(_ title: String) -> String {
        title.prefix(1).lowercased() + title.dropFirst()
    }

    /// `10.08 ±0.75`: the mean and its 95% interval's half-width; the mean alone from one run.
    static func meanText(_ statistics: SampleStatistics) -> String {
        let mean = ValueFormatting.fixed(statistics.mean, decimals: 2)
        guard let half = ConfidenceInterval.meanHalfWidth(statistics) else { return mean }
        return "\(mean) ±\(ValueFormatting.fixed(half, decimals: 2))"
    }

    /// `1.05× (0.97–1.13, n.s.; article 1.10× inside)`; the reference's own `1.00×` and a ratio
    /// without an interval (one run) carry only the article's figure.
    static func ratioText(
        _ ratio: ConfidenceInterval.Ratio, isReference: Bool, article: Double?
    ) -> String {
        var parts: [String] = []
        if !isReference, ratio.estimate.isFinite {
            if let lower = ratio.lower, let upper = ratio.upper {
                parts.append(
                    "\(ValueFormatting.fixed(lower, decimals: 2))–\(ValueFormatting.fixed(upper, decimals: 2))"
                        + (ratio.isDistinguishable ? "" : ", n.s."))
            } else if ratio.isUnbounded {
                parts.append("unbounded, n.s.")
            }
        }
        var articleText: String?
        if let article {
            articleText = "article \(ValueFormatting.ratio(article))"
            if !isReference, ratio.lower != nil {
                articleText! += ratio.contains(article) ? " inside" : " outside"
            }
        }
        let bracket = [parts.joined(separator: ", "), articleText ?? ""].filter { !$0.isEmpty }
            .joined(separator: "; ")
        let text = ValueFormatting.ratio(ratio.estimate)
        return bracket.isEmpty ? text : "\(text) (\(bracket))"
    }

    /// With adaptive runs: per measure, the runs taken and the precision reached (the widest
    /// relative half-width over the variants), and which measures missed the target.
    static func precisionNotes(_ report: MeasurementReport, measures: [TimingMeasure]) -> [String] {
        guard let target = report.precisionTarget else { return [] }
        let percent = { (value: Double) in ValueFormatting.percent(value * 100) }
        var parts: [String] = []
        var missed: [String] = []
        for measure in measures {
            let statistics = report.variants.compactMap { $0.timing(measure) }
            guard let runs = statistics.map(\.samples.count).max() else { continue }
            let reached = statistics.compactMap(ConfidenceInterval.relativeHalfWidth).max()
            let name = inSentence(title(measure))
            parts.append("\(name): \(runs) runs, ±\(reached.map(percent) ?? "n/a")")
            if (reached ?? .infinity) > target, measure != .testExecution {
                // Why: the noise. The half-width shrinks as 1/√n, so at the widest variant's
                // coefficient of variation the target needs about (1.96 · CV / target)² runs.
                let variation = statistics.map(\.coefficientOfVariation).max() ?? 0
                let needed = Int(
                    ((1.96 * variation / target) * (1.96 * variation / target)).rounded(.up))
                missed.append(
                    variation > 0
                        ? "\(name) (runs vary by up to \(percent(variation)): about \(needed) runs would reach ±\(percent(target)))"
                        : name)
            }
        }
        var note =
            "Adaptive runs: measured rounds were added until every build and test measure's 95% interval was within ±\(percent(target)) of its mean in every variant, "
            + "or \(report.maxRuns.map(String.init) ?? "?") runs. Runs taken and precision reached (widest over the variants): \(parts.joined(separator: "; "))."
        if !missed.isEmpty {
            note +=
                " Not reached within the cap: \(missed.joined(separator: "; ")). More runs (--max-runs) or a quieter machine would narrow them."
        }
        if measures.contains(.testExecution) {
            note +=
                " Test execution alone is not a target: the runner's milliseconds are scheduling noise."
        }
        return [note]
    }

    /// One note per measured round the contention guard marked busy.
    static func contentionNotes(_ report: MeasurementReport) -> [String] {
        let busy = (report.rounds ?? []).filter { $0.busy && !$0.isWarmup }
        guard !busy.isEmpty else { return [] }
        let cores = report.environment.cpuCores
        return busy.map { round in
            "⚠ Run \(round.round): the machine was busy (load \(ValueFormatting.fixed(round.loadBefore, decimals: 2)) before, "
                + "\(ValueFormatting.fixed(round.loadAfter, decimals: 2)) after, about \(ValueFormatting.fixed(round.ownLoad, decimals: 2)) of it this tool's, \(cores) cores): "
                + "its wall times are suspect, its CPU times much less so."
        }
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
