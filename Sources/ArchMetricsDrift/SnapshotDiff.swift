import ArchMetricsModel
import SwiftScanning

/// Compares two `MetricsSnapshot`s: the heart of `check` and `compare`.
///
/// Judged against the tolerances: every file's lines and every role's total per variant (code and
/// physical lines), structural changes per variant, test counts, and timings (noise-aware, see
/// `TimingComparison`). Screen and variant totals are reported as a breakdown of where the change
/// is, but not judged on their own, so that a per-role tolerance is not undone by the variant total.

package enum SnapshotDiff {
    /// Compares `current` against `baseline`.
    /// - Parameter compareTimings: false when the current run was not measured (`check --no-build`).
    package static func compare(
        baseline: MetricsSnapshot, current: MetricsSnapshot,
        tolerances: DriftTolerances = DriftTolerances(),
        compareTimings: Bool = true, baselineLabel: String = "baseline",
        currentLabel: String = "current"
    ) -> DriftResult {
        var notes: [String] = []
        var variants: [VariantDrift] = []
        // A configured role's words and place (`Reducers`), from the snapshot that knows it.
        let catalog = current.settings?.roleCatalog ?? baseline.settings?.roleCatalog ?? .builtIn
        let currentByName = Dictionary(
            current.variants.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let baselineNames = Set(baseline.variants.map(\.name))
        for old in baseline.variants {
            variants.append(
                compareVariant(
                    baseline: old, current: currentByName[old.name], tolerances: tolerances,
                    catalog: catalog))
        }
        for new in current.variants where !baselineNames.contains(new.name) {
            variants.append(
                compareVariant(
                    baseline: nil, current: new, tolerances: tolerances, catalog: catalog))
        }
        let forced = [(baselineLabel, baseline), (currentLabel, current)].filter {
            SnapshotMerger.isForcedMerge($0.1)
        }.map(\.0)
        if !forced.isEmpty {
            notes.append(
                "Timings not compared: \(forced.joined(separator: " and ")) merged timings from different machines (--force)."
            )
        }
        let compileWorkFiles = compareMeasurements(
            baseline: baseline.measurements, current: current.measurements,
            compareTimings: compareTimings && forced.isEmpty,
            tolerances: tolerances, catalog: catalog, into: &variants, notes: &notes)
        // Rules are judged when the current snapshot checked them or the baseline froze some:
        // dropping the rules from the config makes every frozen entry stale, not forgotten.
        let rules =
            current.ruleViolations == nil && baseline.frozenViolations == nil
            ? nil
            : RuleCheck(
                current: current.ruleViolations ?? [], frozen: baseline.frozenViolations ?? [])
        // Every frozen entry stale at once is rarely a fix: say the likely cause, so nobody
        // "repairs" it by removing the whole list.
        if let rules, rules.frozenCount > 0, rules.stale.count == rules.frozenCount {
            notes.append(
                current.ruleViolations == nil
                    ? "Every frozen rule violation (\(rules.frozenCount)) shows as stale because no architecture rules were checked now: the config with `rules` was likely not used (pass --config FILE). Do not remove them."
                    : "Every frozen rule violation (\(rules.frozenCount)) is stale: unless all were fixed, the rules checked now differ from those frozen (another --config?)."
            )
        }
        return DriftResult(
            baselineLabel: baselineLabel, currentLabel: currentLabel, variants: variants,
            tolerances: tolerances, notes: notes, rules: rules,
            compared: DriftResult.ComparedCounts(
                files: variants.reduce(0) { $0 + $1.baselineFileCount },
                timings: variants.reduce(0) { $0 + $1.timings.count },
                compileWorkFiles: compileWorkFiles))
    }

    // MARK: Source metrics

    static func compareVariant(
        baseline: VariantSourceMetrics?, current: VariantSourceMetrics?,
        tolerances: DriftTolerances, catalog: RoleCatalog = .builtIn
    ) -> VariantDrift {
        let name = current?.name ?? baseline?.name ?? ""
        // A variant on one side only is one problem, not a list of every file in it.
        let bothSides = baseline != nil && current != nil
        let oldFiles = bothSides ? baseline?.files ?? [] : []
        let newFiles = bothSides ? current?.files ?? [] : []
        let files = fileChanges(
            old: oldFiles, new: newFiles, tolerances: tolerances, catalog: catalog)
        let structuralCount = files.filter(\.isStructural).count
        let structureOK = tolerances.files.allows(
            from: oldFiles.count, to: oldFiles.count + structuralCount)
        var problems: [String] = []
        let presence: VariantDrift.Presence
        switch (baseline, current) {
        case (nil, _):
            presence = .added
            problems.append("variant \(name) is new: it is not in the baseline")
        case (_, nil):
            presence = .removed
            problems.append(
                "variant \(name) is gone: it is in the baseline but was not measured now")
        default:
            presence = .both
        }
        var tests: [CountChange] = []
        if let old = baseline?.unitTests, let new = current?.unitTests {
            if old.keyClass != new.keyClass {
                problems.append(
                    "key class changed from \(old.keyClass ?? "none") to \(new.keyClass ?? "none")")
            }
            // Not the article's "key classes": that counts source files of some roles, so a
            // helper struct would read as a change of tests; files are judged by `files`.
            tests += countChanges(
                [
                    ("key class tests", old.keyClassTestCount, new.keyClassTestCount),
                    ("test functions", old.totalTestCount, new.totalTestCount),
                ], tolerance: tolerances.tests)
        }
        return VariantDrift(
            name: name, path: current?.path ?? baseline?.path ?? name, presence: presence,
            files: files.map { change in
                var change = change
                if change.isStructural && !structureOK { change.isDrift = true }
                return change
            },
            roles: roleChanges(
                old: oldFiles, new: newFiles, tolerances: tolerances, catalog: catalog,
                structuralChangesAllowed: structureOK ? files : nil),
            screens: breakdown(old: oldFiles, new: newFiles, by: { $0.screen }).map {
                screen, before, after in
                LineChange(
                    name: screen, title: screen, baseline: before, current: after, tolerance: nil,
                    isDrift: false)
            },
            total: LineChange(
                name: "total", title: "All files", baseline: sum(baseline?.files ?? []),
                current: sum(current?.files ?? []),
                tolerance: nil, isDrift: false),
            structuralChangeCount: structuralCount, baselineFileCount: oldFiles.count,
            structureTolerance: tolerances.files, structureWithinTolerance: structureOK,
            tests: tests, timings: [], problems: problems)
    }

    static func fileChanges(
        old: [ClassifiedFile], new: [ClassifiedFile], tolerances: DriftTolerances,
        catalog: RoleCatalog = .builtIn
    ) -> [FileChange] {
        let oldByPath = Dictionary(
            old.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let newByPath = Dictionary(
            new.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [FileChange] = []
        for file in new {
            guard let previous = oldByPath[file.path] else { continue }
            if previous.lines != file.lines || previous.role != file.role
                || previous.screen != file.screen
            {
                changes.append(
                    change(
                        .modified, from: previous, to: file, tolerances: tolerances,
                        catalog: catalog))
            }
        }
        let matched = RenameMatcher.match(
            removed: old.filter { newByPath[$0.path] == nil },
            added: new.filter { oldByPath[$0.path] == nil })
        changes += matched.pairs.map {
            change(
                .renamed, from: $0.removed, to: $0.added, tolerances: tolerances, catalog: catalog)
        }
        changes += matched.added.map {
            change(.added, from: nil, to: $0, tolerances: tolerances, catalog: catalog)
        }
        changes += matched.removed.map {
            change(.removed, from: $0, to: nil, tolerances: tolerances, catalog: catalog)
        }
        return changes.sorted { $0.path < $1.path }
    }

    private static func change(
        _ kind: FileChange.Kind, from old: ClassifiedFile?, to new: ClassifiedFile?,
        tolerances: DriftTolerances, catalog: RoleCatalog
    ) -> FileChange {
        let file = (new ?? old)!
        let tolerance = tolerances.lines(for: file.role)
        let before = old?.lines ?? .zero
        let after = new?.lines ?? .zero
        // A file added or removed did not grow or shrink: it is a structural change, judged by
        // the `files` tolerance (`compareVariant`), so a policy that lets files be added (`team`)
        // does not fail a new three-line helper as "+∞%" of nothing.
        let judgedByLines = kind == .modified || kind == .renamed
        return FileChange(
            kind: kind, path: file.path, previousPath: kind == .renamed ? old?.path : nil,
            role: file.role, previousRole: new == nil ? nil : old?.role,
            roleTitle: catalog.title(of: file.role),
            previousRoleTitle: (new == nil ? nil : old?.role).map { catalog.title(of: $0) },
            screen: file.screen, previousScreen: new == nil ? nil : old?.screen,
            baseline: old?.lines, current: new?.lines, line: annotationLine(file),
            tolerance: tolerance,
            isDrift: judgedByLines && !linesAllowed(before, after, tolerance))
    }

    /// Code and physical lines must both stay within the tolerance.
    static func linesAllowed(_ before: LineCounts, _ after: LineCounts, _ tolerance: Tolerance)
        -> Bool
    {
        tolerance.allows(from: before.code, to: after.code)
            && tolerance.allows(from: before.physical, to: after.physical)
    }

    private static func annotationLine(_ file: ClassifiedFile) -> Int {
        file.declarations.first { $0.name == file.primaryType }?.firstLine ?? file.declarations
            .first?.firstLine ?? 1
    }

    /// Each role's total whose lines changed, judged by the role's line tolerance. With
    /// `structuralChangesAllowed` (the variant's file changes, when the `files` tolerance let
    /// its additions, removals and moves through) a role is judged by the growth of the files
    /// it had and still has: the lines of files added, removed or moved between roles were
    /// judged as structure, and a policy that allows them does not fail them again as growth.
    static func roleChanges(
        old: [ClassifiedFile], new: [ClassifiedFile], tolerances: DriftTolerances,
        catalog: RoleCatalog = .builtIn, structuralChangesAllowed: [FileChange]? = nil
    ) -> [LineChange] {
        breakdown(old: old, new: new, by: { $0.role.rawValue }).compactMap { name, before, after in
            let role = Role(name)
            let tolerance = tolerances.lines(for: role)
            let judged = structuralChangesAllowed.map {
                grownInPlace(before, by: $0.filter { $0.role == role && $0.previousRole == role })
            }
            return LineChange(
                name: name, title: catalog.title(of: role), baseline: before, current: after,
                tolerance: tolerance,
                isDrift: !linesAllowed(before, judged ?? after, tolerance))
        }.sorted { catalog.sortKey(Role($0.name)) < catalog.sortKey(Role($1.name)) }
    }

    /// `total` grown by what `changes` (files edited or renamed within one role) added to or
    /// took from their lines: code and physical lines, which are what is judged.
    private static func grownInPlace(_ total: LineCounts, by changes: [FileChange]) -> LineCounts {
        var grown = total
        for change in changes where change.kind == .modified || change.kind == .renamed {
            grown.code += change.linesAfter.code - change.linesBefore.code
            grown.physical += change.linesAfter.physical - change.linesBefore.physical
        }
        return grown
    }

    /// Line totals per group, for the groups whose totals changed, sorted by name.
    private static func breakdown(
        old: [ClassifiedFile], new: [ClassifiedFile], by group: (ClassifiedFile) -> String?
    )
        -> [(String, LineCounts, LineCounts)]
    {
        var before: [String: LineCounts] = [:]
        var after: [String: LineCounts] = [:]
        for file in old { if let key = group(file) { before[key, default: .zero] += file.lines } }
        for file in new { if let key = group(file) { after[key, default: .zero] += file.lines } }
        return Set(before.keys).union(after.keys).sorted().compactMap { key in
            let oldTotal = before[key] ?? .zero
            let newTotal = after[key] ?? .zero
            return oldTotal == newTotal ? nil : (key, oldTotal, newTotal)
        }
    }

    private static func sum(_ files: [ClassifiedFile]) -> LineCounts {
        files.reduce(.zero) { $0 + $1.lines }
    }

    static func countChanges(_ counts: [(String, Int, Int)], tolerance: Tolerance)
        -> [CountChange]
    {
        counts.compactMap { name, old, new in
            old == new
                ? nil
                : CountChange(
                    name: name, baseline: old, current: new,
                    isDrift: !tolerance.allows(from: old, to: new))
        }
    }
}
