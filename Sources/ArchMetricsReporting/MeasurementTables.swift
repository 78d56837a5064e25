import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The build-time tables in the article's shape, from a `MeasurementResults`: mean seconds
/// with ±sd and focus deltas (noisy measures flagged), then each variant's ratio to the
/// reference variant beside the article's published ratio when the variants are the article's.
package enum MeasurementTables {
    /// The article's row title of each measure.
    package static func title(_ measure: TimingMeasure) -> String {
        switch measure {
        case .cleanBuild: "Average build time after a clean build"
        case .nullBuild: "Average build time (nothing changed)"
        case .incrementalBuild: "Average build time after touching one screen file"
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
        let measures = TimingMeasure.allCases.filter { measure in
            columns.contains { measured[$0]?.timing(measure) != nil }
        }
        // Last, the tables of figure kinds that name their quantities (`FigureTables`).
        let compileWork =
            CompileWorkTables.tables(
                columns: columns, measured: measured, reference: report.referenceVariant,
                catalog: snapshot.settings?.roleCatalog ?? .builtIn)
            + FigureTables.tables(columns: columns, measured: measured)
        // The compile-work fast path times nothing: its tables alone, unless a build failed.
        if measures.isEmpty, !compileWork.isEmpty,
            columns.allSatisfy({ measured[$0]?.status == .ok })
        {
            return compileWork
        }

        let timed = TimedColumns(
            report: report, columns: columns, measured: measured, focus: snapshot.focusVariant,
            measures: measures)
        var tables = timed.timeTables()
        if let ratios = timed.ratioTable() { tables.append(ratios) }
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
                + "When coverage is measured, it is the coverage run's build of the variant's targets (the tests built after it, apart): the same targets and batch mode as a plain build, so the same bodies at the same level. "
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
        // A variant with no file of the unit-test screen had no incremental build: its own-code
        // build came after the nothing-changed one.
        let withoutIncremental = variants.filter {
            $0.timings[TimingMeasure.incrementalBuild.rawValue] == nil
        }
        let after =
            withoutIncremental.isEmpty
            ? "after the incremental build"
            : withoutIncremental.count == variants.count
                ? "after the nothing-changed build (no incremental build was measured)"
                : "after the incremental build ("
                    + withoutIncremental.map {
                        "\(TextEscaping.markdownText($0.variant)): after the nothing-changed build, none was measured"
                    }.joined(separator: "; ") + ")"
        let start =
            "Own code: \(after), every source file of the variant is touched and "
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
    static func precisionNotes(_ report: MeasurementResults, measures: [TimingMeasure]) -> [String]
    {
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
    static func contentionNotes(_ report: MeasurementResults) -> [String] {
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
