import ArchMetricsModel
import ArchMetricsSupport

/// The compile-work tables: the compiler's own work counters of each variant's own code, per
/// role, with each role's share and the exact ratio to the reference variant; the compiler's CPU
/// time per phase; how well each counter tracks the compiler's CPU time per file; and a
/// generated one-paragraph reading of them.
package enum CompileWorkTables {
    /// Empty when no variant has compile-work figures.
    package static func tables(
        columns: [String], measured: [String: VariantMeasurement], reference: String,
        catalog: RoleCatalog
    ) -> [ReportTable] {
        let profiles = columns.map { measured[$0]?.compileWork }
        guard profiles.contains(where: { $0 != nil }) else { return [] }
        let referenceProfile = measured[reference]?.compileWork
        let names = Set(profiles.compactMap { $0 }.flatMap(\.byRole).map(\.name))
        let known = catalog.roles.map(\.rawValue)
        let roleNames = known.filter(names.contains) + names.subtracting(known).sorted()

        var tables = CompileWorkProfile.headlineCounters.map { counter in
            counterTable(
                counter, columns: columns, profiles: profiles, referenceProfile: referenceProfile,
                roleNames: roleNames, reference: reference, catalog: catalog)
        }
        tables.append(phaseTable(columns: columns, profiles: profiles, reference: referenceProfile))
        if let meaning = meaningTable(profiles.compactMap { $0 }) { tables.append(meaning) }
        if var first = tables.first {
            first.notes.insert(
                reading(
                    columns: columns, profiles: profiles, reference: reference, catalog: catalog),
                at: 0)
            tables[0] = first
        }
        return tables
    }

    /// One headline counter's table: per role, the module interface, the variant's own code,
    /// demos and tooling and the other jobs; `≈` on every figure that is not exact.
    static func counterTable(
        _ counter: String, columns: [String], profiles: [CompileWorkProfile?],
        referenceProfile: CompileWorkProfile?, roleNames: [String], reference: String,
        catalog: RoleCatalog
    ) -> ReportTable {
        var rows = counterRows(
            counter, profiles: profiles, referenceProfile: referenceProfile, roleNames: roleNames,
            catalog: catalog)
        let notExact = notExactNote(counter, columns: columns, profiles: profiles)
        if notExact != nil {
            rows = rows.map { row in
                var row = row
                for (index, profile) in profiles.enumerated()
                where profile?.isExact(counter) == false && row.cells[index] != .missing
                    && !row.cells[index].text.hasPrefix("≈")
                {
                    row.cells[index].text = "≈ " + row.cells[index].text
                }
                return row
            }
        }
        return ReportTable(
            id: "compileWork.\(counter)",
            title:
                "Compile work by role: \(CompileWorkProfile.titleInSentence(of: counter)) (`\(counter)`)",
            columns: ["Role"] + columns, columnVariants: columns, rows: rows,
            notes: [
                "The compiler's own count, from one untimed clean build per variant (`-stats-output-dir`, batch mode off: one job per file, and one module job per module, the variant's own for its own modules). "
                    + "In brackets: the role's share of the variant's own code, and the ratio to \(TextEscaping.markdownText(reference))'s same role. "
                    + "Exact on the variant's own rows: the same source and compiler give the same number on any machine, so no interval is needed. "
                    + (counter == CompileWorkProfile.headlineCounters[0]
                        ? otherJobsNote + reusedNote(profiles)
                        : "≈ Other jobs: not exact (see the first table).")
                    + (profiles.contains { $0?.tooling != nil }
                        ? " Demos and tooling (files of the `tooling` role, not the app) are summed apart, out of the variant's own code."
                        : "")
            ] + (notExact.map { [$0] } ?? []))
    }

    /// The rows of one counter's table, before the `≈` of figures that are not exact.
    static func counterRows(
        _ counter: String, profiles: [CompileWorkProfile?], referenceProfile: CompileWorkProfile?,
        roleNames: [String], catalog: RoleCatalog
    ) -> [ReportRow] {
        func cell(
            _ share: CompileWorkProfile.Share?, _ total: Int?,
            _ referenceShare: CompileWorkProfile.Share?
        ) -> ReportCell {
            guard let share, let value = share.counters[counter] else { return .missing }
            var brackets: [String] = []
            if let total, total > 0 {
                brackets.append(ValueFormatting.percent(Double(value) * 100 / Double(total)))
            }
            if let base = referenceShare?.counters[counter], base > 0 {
                brackets.append(ValueFormatting.ratio(Double(value) / Double(base)))
            }
            let text =
                grouped(value)
                + (brackets.isEmpty ? "" : " (\(brackets.joined(separator: ", ")))")
            return ReportCell(text: text, value: Double(value))
        }
        var rows = roleNames.map { role in
            ReportRow(
                label: catalog.definition(of: Role(role))?.title ?? role,
                cells: profiles.map { profile in
                    cell(
                        profile?.byRole.first { $0.name == role },
                        profile?.own.counters[counter],
                        referenceProfile?.byRole.first { $0.name == role })
                })
        }
        if profiles.contains(where: { $0?.moduleInterfaces != nil }) {
            rows.append(
                ReportRow(
                    label: "Module interface (own modules' module jobs)",
                    cells: profiles.map { profile in
                        cell(
                            profile?.moduleInterfaces, profile?.own.counters[counter],
                            referenceProfile?.moduleInterfaces)
                    }))
        }
        rows.append(
            ReportRow(
                label: "**Variant's own code**",
                cells: profiles.map { cell($0?.own, nil, referenceProfile?.own) }, isTotal: true
            ))
        if profiles.contains(where: { $0?.tooling != nil }) {
            rows.append(
                ReportRow(
                    label: "Demos and tooling (not the app)",
                    cells: profiles.map { cell($0?.tooling, nil, nil) }))
        }
        rows.append(
            ReportRow(
                // Snapshots from before module jobs were matched filed them under other.
                label: profiles.contains { $0?.ownModules != nil }
                    ? "Other jobs (dependencies, build-system checks)"
                    : "Other jobs (dependencies, module interfaces)",
                // Never exact: see `otherJobsNote`.
                cells: profiles.map { profile in
                    var cell = cell(profile?.other, nil, nil)
                    if cell != .missing { cell.text = "≈ " + cell.text }
                    return cell
                }))
        return rows
    }

    /// Why the "Other jobs" row is marked `≈`: dependencies' jobs start in the build's first
    /// wave, beside the module-interface jobs, and load a varying number of declarations from
    /// other modules (Docs/measurement.md), so the same tree gives other counts in another
    /// build: 24,740 to 26,048 constraint scopes over six clean builds of the same Kit.
    static let otherJobsNote =
        "≈ Other jobs (dependencies) are not exact: those that start together in a clean build load more or fewer declarations from other modules from one build to the next; `check` compares own files only."

    /// What the "Other jobs" row holds when variants reused the dependencies an earlier
    /// variant's build compiled (`CompileWorkProfile.reusedModules`); empty when none did.
    static func reusedNote(_ profiles: [CompileWorkProfile?]) -> String {
        guard profiles.contains(where: { !($0?.reusedModules ?? []).isEmpty }) else { return "" }
        return
            " Dependencies the variants share were compiled once, by the first compile-work build that needed them; the builds after it reused them and count the jobs that build ran (`reusedModules` in metrics.json)."
    }

    /// The note naming the variants whose `counter` is not exact, and why; nil when it is exact
    /// everywhere.
    static func notExactNote(
        _ counter: String, columns: [String], profiles: [CompileWorkProfile?]
    ) -> String? {
        let reasons = zip(columns, profiles).compactMap { name, profile -> String? in
            guard let reason = profile?.inexactCounters?[counter] else { return nil }
            return "\(TextEscaping.markdownText(name)): \(TextEscaping.markdownText(reason))"
        }
        guard !reasons.isEmpty else { return nil }
        return "≈ Not exact in this build, so not comparable between builds in other folders: "
            + reasons.joined(separator: "; ") + "."
    }

    /// `12,345`.
    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }

    /// CPU seconds per compiler phase, summed over the own files' jobs: time, for reading the
    /// counters, not for comparing.
    static func phaseTable(
        columns: [String], profiles: [CompileWorkProfile?], reference: CompileWorkProfile?
    ) -> ReportTable {
        func cell(_ seconds: Double?, _ base: Double?) -> ReportCell {
            guard let seconds else { return .missing }
            var text = ValueFormatting.fixed(seconds, decimals: 2)
            if let base, base > 0 { text += " (\(ValueFormatting.ratio(seconds / base)))" }
            return ReportCell(text: text, value: seconds)
        }
        var rows = CompileWorkProfile.phases.map { phase in
            ReportRow(
                label: CompileWorkProfile.title(ofPhase: phase),
                cells: profiles.map {
                    cell(
                        $0.map { $0.ownPhaseSeconds[phase] ?? 0 }, reference?.ownPhaseSeconds[phase]
                    )
                })
        }
        rows.append(
            ReportRow(
                // Snapshots from before module jobs were own summed the files' jobs alone.
                label: profiles.contains { $0?.ownModules != nil }
                    ? "**Whole own jobs (files and module jobs)**"
                    : "**Whole jobs of the own files**",
                cells: profiles.map { cell($0?.own.cpuSeconds, reference?.own.cpuSeconds) },
                isTotal: true))
        return ReportTable(
            id: "compileWorkPhases",
            title: "Compiler CPU time of the variant's own files by phase (seconds)",
            columns: ["Phase"] + columns, columnVariants: columns, rows: rows,
            notes: [
                "User plus system seconds the compiler's own timers gave, summed over the own jobs (the own files' and the own modules' module jobs) of the same build; in brackets the ratio to the reference. "
                    + "Times, from one build on a shared machine: they vary from run to run, unlike the counters. "
                    + "A whole job also holds start-up (loading modules) and LLVM, which no phase here covers."
            ])
    }

    /// Per counter: Pearson's r between the counter and the job's CPU time over every own file
    /// of every variant, and r² (the share of the CPU time's variance the counter explains).
    static func meaningTable(_ profiles: [CompileWorkProfile]) -> ReportTable? {
        let files = profiles.flatMap(\.files)
        guard files.count >= 3 else { return nil }
        let cpu = files.map(\.cpuSeconds)
        let rows = CompileWorkProfile.headlineCounters.map { counter in
            let values = files.map { Double($0.counters[counter] ?? 0) }
            let r = correlation(values, cpu)
            return ReportRow(
                label: CompileWorkProfile.title(of: counter),
                cells: [
                    ReportCell(
                        text: r.map { ValueFormatting.fixed($0, decimals: 2) } ?? "–", value: r),
                    ReportCell(
                        text: r.map { ValueFormatting.percent($0 * $0 * 100) } ?? "–",
                        value: r.map { $0 * $0 }),
                ])
        }
        return ReportTable(
            id: "compileWorkMeaning",
            title:
                "What each counter stands for: its correlation with the compiler's CPU time per file",
            columns: ["Counter", "r", "CPU time explained (r²)"], rows: rows,
            notes: [
                "Over the \(files.count) own files of the \(profiles.count) variants measured: each file's counter against its own job's CPU time in the same build. "
                    + "A job's CPU time includes a fixed start-up (loading modules) that no counter counts, so small files weaken every correlation; "
                    + "a counter that explains much of the time is the one to watch when builds get slower."
            ])
    }

    /// Pearson's correlation coefficient; nil when either side does not vary.
    static func correlation(_ x: [Double], _ y: [Double]) -> Double? {
        let n = Double(x.count)
        guard x.count == y.count, x.count >= 2 else { return nil }
        let meanX = x.reduce(0, +) / n
        let meanY = y.reduce(0, +) / n
        var sxy = 0.0
        var sxx = 0.0
        var syy = 0.0
        for (a, b) in zip(x, y) {
            sxy += (a - meanX) * (b - meanY)
            sxx += (a - meanX) * (a - meanX)
            syy += (b - meanY) * (b - meanY)
        }
        guard sxx > 0, syy > 0 else { return nil }
        return sxy / (sxx * syy).squareRoot()
    }

    /// One paragraph: each variant's own type-checker work against the reference's, the role
    /// that holds the largest share, and the spread of the other counters.
    static func reading(
        columns: [String], profiles: [CompileWorkProfile?], reference: String, catalog: RoleCatalog
    ) -> String {
        let scopes = CompileWorkProfile.headlineCounters[0]
        let referenceProfile = zip(columns, profiles).first { $0.0 == reference }?.1 ?? nil
        guard let base = referenceProfile?.own.counters[scopes], base > 0 else {
            return
                "Reading: \(TextEscaping.markdownText(reference)) has no compile-work figures, so no ratios are given."
        }
        var sentences: [String] = []
        for (name, profile) in zip(columns, profiles) where name != reference {
            guard let profile, let own = profile.own.counters[scopes] else { continue }
            let top = profile.byRole.max { ($0.counters[scopes] ?? 0) < ($1.counters[scopes] ?? 0) }
            var sentence =
                "\(TextEscaping.markdownText(name))'s own code costs the type checker \(ValueFormatting.ratio(Double(own) / Double(base))) \(TextEscaping.markdownText(reference))'s"
            if let top, own > 0, let value = top.counters[scopes] {
                let title = catalog.definition(of: Role(top.name))?.title ?? top.name
                sentence +=
                    ", the largest share in \(TextEscaping.markdownText(title)) (\(ValueFormatting.percent(Double(value) * 100 / Double(own))))"
            }
            sentences.append(sentence)
        }
        let bytes = "LLVM.NumLLVMBytesOutput"
        let byteRatios = zip(columns, profiles).compactMap { name, profile -> String? in
            guard name != reference, let value = profile?.own.counters[bytes],
                let baseBytes = referenceProfile?.own.counters[bytes], baseBytes > 0,
                profile?.isExact(bytes) == true, referenceProfile?.isExact(bytes) == true
            else { return nil }
            return
                "\(TextEscaping.markdownText(name)) \(ValueFormatting.ratio(Double(value) / Double(baseBytes)))"
        }
        var text = "Reading: " + sentences.joined(separator: "; ") + "."
        if !byteRatios.isEmpty {
            text +=
                " Object code against \(TextEscaping.markdownText(reference)): \(byteRatios.joined(separator: ", "))."
        }
        return text
    }
}
