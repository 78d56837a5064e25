import ArchMetricsModel
import ArchMetricsSupport

extension MeasurementTables {
    /// The measured variants as the timing tables' columns (focus first), with the rows they
    /// show: each measure's wall-time row, then its CPU-time row where CPU time was recorded.
    struct TimedColumns {
        let report: MeasurementResults
        let columns: [String]
        let measured: [String: VariantMeasurement]
        let focus: String
        let measures: [TimingMeasure]
        let series: [Series]

        init(
            report: MeasurementResults, columns: [String], measured: [String: VariantMeasurement],
            focus: String, measures: [TimingMeasure]
        ) {
            self.report = report
            self.columns = columns
            self.measured = measured
            self.focus = focus
            self.measures = measures
            series = measures.flatMap { measure -> [Series] in
                let wall = Series(measure: measure, cpu: false)
                let cpu = Series(measure: measure, cpu: true)
                return columns.contains { cpu.statistics(measured[$0]) != nil }
                    ? [wall, cpu] : [wall]
            }
        }

        /// "Build times (seconds)", and the spread of its noisy means when it has some.
        func timeTables() -> [ReportTable] {
            var timeRows = series.map(timeRow)
            // Per row, the cells marked ⚠: their spread goes to one compact table under this one.
            let noiseRows = series.compactMap(noiseRow)
            if timeRows.isEmpty {
                // Nothing could be timed (every build failed, say): show why rather than no table.
                timeRows.append(
                    ReportRow(
                        label: "Status",
                        cells: columns.map {
                            ReportCell(text: measured[$0].map(MeasurementTables.statusText) ?? "–")
                        }))
            }
            var tables = [
                ReportTable(
                    id: "buildTimes", title: "Build times (seconds)",
                    columns: ["Measure"] + columns, columnVariants: columns, rows: timeRows,
                    notes: timeNotes(noisy: !noiseRows.isEmpty))
            ]
            if !noiseRows.isEmpty {
                tables.append(
                    ReportTable(
                        id: "buildTimeNoise",
                        title: "Build times marked ⚠: how much their runs varied",
                        columns: ["Measure"] + columns, columnVariants: columns, rows: noiseRows,
                        notes: [
                            "Each cell: a mean marked ⚠ above, its coefficient of variation (standard deviation over mean) and its fastest and slowest run in seconds; "
                                + "– where the runs varied by \(ValueFormatting.percent(SampleStatistics.noisyCoefficientOfVariation * 100)) or less. "
                                + "Such a mean needs more runs or a quieter machine before its difference means anything."
                        ]))
            }
            return tables
        }

        /// A row of means with ±, focus deltas and ⚠ on noisy means.
        func timeRow(_ row: Series) -> ReportRow {
            let focusMean = row.statistics(measured[focus])?.mean
            return ReportRow(
                label: row.title,
                cells: columns.map { name in
                    guard let statistics = row.statistics(measured[name]) else {
                        // A measure not taken: say why when the variant failed, else leave it empty.
                        return ReportCell(
                            text: measured[name].flatMap {
                                $0.status == .ok ? nil : MeasurementTables.statusText($0)
                            } ?? "–")
                    }
                    let difference = name == focus ? nil : focusMean.map { statistics.mean - $0 }
                    var text = MeasurementTables.meanText(statistics)
                    if let difference,
                        let bracket = ValueFormatting.signedDelta(difference, decimals: 2)
                    {
                        text += " \(bracket)"
                    }
                    if statistics.isNoisy { text += " ⚠" }
                    return ReportCell(text: text, value: statistics.mean, delta: difference)
                })
        }

        /// The row's noisy cells' spread; nil when none of its means is noisy.
        func noiseRow(_ row: Series) -> ReportRow? {
            let noise = columns.map { name in
                row.statistics(measured[name]).flatMap {
                    $0.isNoisy ? MeasurementTables.noiseCell($0) : nil
                } ?? .missing
            }
            guard noise.contains(where: { $0.value != nil }) else { return nil }
            return ReportRow(label: row.title, cells: noise)
        }

        /// The notes under "Build times": what a cell means, CPU time, own code, noise,
        /// precision, contention, failed variants and the machine.
        func timeNotes(noisy: Bool) -> [String] {
            var notes = [
                MeasurementTables.warmUpText(report) + "; "
                    + "± is the half-width of the mean's 95% confidence interval (Student's t: with 3 runs about 2.5 standard deviations, with 10 about 0.7); "
                    + "a bracket is \(ReportCell.bracketReading(focus: focus)); shorter is better. Every sample is in metrics.json."
            ]
            if series.contains(where: \.cpu) {
                notes.append(
                    "CPU time: user plus system seconds of the command's whole process tree (compiler and linker jobs, test runner), "
                        + "so it can exceed the wall time when jobs ran in parallel; unlike wall time it hardly changes when other work shares the machine."
                )
            }
            if measures.contains(.variantBuild) {
                notes.append(MeasurementTables.ownCodeNote(columns.compactMap { measured[$0] }))
            }
            if noisy {
                notes.append(
                    "⚠: the mean's runs vary by more than \(ValueFormatting.percent(SampleStatistics.noisyCoefficientOfVariation * 100)) of it; by how much is in the table after this one."
                )
            }
            notes += MeasurementTables.precisionNotes(report, measures: measures)
            notes += MeasurementTables.contentionNotes(report)
            for name in columns {
                guard let variant = measured[name], variant.status != .ok else { continue }
                notes.append(
                    "\(TextEscaping.markdownText(name)): \(MeasurementTables.statusText(variant))\(variant.failureReason.map { " — \($0)" } ?? "")."
                )
            }
            notes.append(MeasurementTables.environmentLine(report.environment))
            return notes
        }

        /// Each variant's mean over the reference's, with the article's ratio beside it when the
        /// variants are the article's; nil when the reference has no mean to divide by.
        func ratioTable() -> ReportTable? {
            let reference = report.referenceVariant
            let articleComparable =
                columns.allSatisfy { ArticleReference.variantNames.contains($0) }
                && ArticleReference.variantNames.contains(reference)
            let ratioRows = series.compactMap { row in
                ratioRow(row, reference: reference, articleComparable: articleComparable)
            }
            guard !ratioRows.isEmpty else { return nil }
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
            return ReportTable(
                id: "buildTimeRatios", title: "Build times as a ratio to \(reference)",
                columns: ["Measure"] + columns,
                columnVariants: columns, rows: ratioRows, notes: notes)
        }

        /// A row of ratios to the reference; nil when the reference has no mean for it.
        func ratioRow(_ row: Series, reference: String, articleComparable: Bool) -> ReportRow? {
            guard let referenceStatistics = row.statistics(measured[reference]),
                referenceStatistics.mean > 0
            else { return nil }
            // The article timed wall clocks only.
            let published =
                articleComparable && !row.cpu
                ? ArticleReference.ratios(row.measure, reference: reference) : nil
            return ReportRow(
                label: row.title,
                cells: columns.map { name in
                    guard let statistics = row.statistics(measured[name]),
                        let ratio = ConfidenceInterval.ratio(statistics, over: referenceStatistics)
                    else {
                        return .missing
                    }
                    let text = MeasurementTables.ratioText(
                        ratio, isReference: name == reference, article: published?[name])
                    return ReportCell(text: text, value: ratio.estimate)
                })
        }
    }

    /// "Mean of 3 runs" and what warmed them: the untimed instrumented builds that ran first
    /// (those of the figures asked of any variant: coverage, type checking, compile work), the
    /// only warm-up by default, and the discarded rounds `--warmup N` adds after them.
    static func warmUpText(_ report: MeasurementResults) -> String {
        let asked = Set(
            report.variants.flatMap { $0.measuredFigures.union($0.missingFigures.map(\.figure)) })
        let builds = [
            (MeasuredFigure.coverage, "coverage"), (.typeChecking, "type checking"),
            (.compileWork, "compile work"),
        ].filter { asked.contains($0.0) }.map(\.1)
        let runs = "Mean of \(report.runs) run\(report.runs == 1 ? "" : "s")"
        let rounds = "\(report.warmup) discarded warm-up round\(report.warmup == 1 ? "" : "s")"
        let kind = "untimed instrumented build\(builds.count == 1 ? "" : "s")"
        let list = "(\(builds.joined(separator: ", ")))"
        switch (builds.isEmpty, report.warmup) {
        case (true, 0):
            return "\(runs), not warmed (no instrumented build ran first, no run thrown away)"
        case (true, _): return "\(runs) after \(rounds)"
        case (false, 0):
            return "\(runs), warmed by the \(kind) that ran first \(list), no run thrown away"
        default: return "\(runs) after the \(kind) \(list) and \(rounds)"
        }
    }
}
