import ArchMetricsModel

/// The measured side of a comparison: per variant its test counts, compile work and timings,
/// or the problem that keeps them from being compared.
extension SnapshotDiff {
    /// Adds each variant's measured changes and problems to `variants`, and to `notes` what was
    /// not compared and why. Returns the number of files whose compile work was compared.
    static func compareMeasurements(
        baseline: MeasurementResults?, current: MeasurementResults?, compareTimings: Bool,
        tolerances: DriftTolerances, catalog: RoleCatalog, into variants: inout [VariantDrift],
        notes: inout [String]
    ) -> Int {
        guard let baseline else {
            if let current { onlyCurrentMeasured(current, into: &variants, notes: &notes) }
            return 0
        }
        guard let current else {
            notes.append(
                "Timings not compared: the current snapshot has no build or test timings (taken with --no-build); source metrics only."
            )
            return 0
        }
        let timingsComparable = sameMachine(baseline, current, notes: &notes) && compareTimings
        let currentByName = Dictionary(
            current.variants.map { ($0.variant, $0) }, uniquingKeysWith: { first, _ in first })
        let measuredBefore = Set(baseline.variants.map(\.variant))
        for new in current.variants where !measuredBefore.contains(new.variant) {
            if let index = variants.firstIndex(where: {
                $0.name == new.variant && $0.presence == .both
            }) {
                variants[index].problems += measurementProblems(old: nil, new: new)
            }
        }
        var compileWorkFiles = 0
        for old in baseline.variants {
            guard let index = variants.firstIndex(where: { $0.name == old.variant }) else {
                continue
            }
            guard let new = currentByName[old.variant] else {
                if variants[index].presence == .both {
                    variants[index].problems.append(
                        "measured in the baseline, not now: nothing of its build or tests is compared"
                    )
                }
                continue
            }
            compileWorkFiles += compare(
                old, new, compareTimings: timingsComparable, tolerances: tolerances,
                catalog: catalog, into: &variants[index], notes: &notes)
        }
        return compileWorkFiles
    }

    /// A baseline taken without building: each measured variant's figures have nothing to be
    /// compared with.
    private static func onlyCurrentMeasured(
        _ current: MeasurementResults, into variants: inout [VariantDrift],
        notes: inout [String]
    ) {
        notes.append(
            "Timings not compared: the baseline has no measurements (it was taken without building)."
        )
        for new in current.variants {
            guard let index = variants.firstIndex(where: { $0.name == new.variant }) else {
                continue
            }
            variants[index].problems += measurementProblems(old: nil, new: new)
        }
    }

    /// True when timings of the two can be compared: both have none (the compile-work fast
    /// path, compared whole on any machine), or they were measured on comparable machines;
    /// else says why not in `notes`.
    private static func sameMachine(
        _ baseline: MeasurementResults, _ current: MeasurementResults, notes: inout [String]
    ) -> Bool {
        let timed = [baseline, current].allSatisfy { report in
            report.variants.contains { !$0.timings.isEmpty }
        }
        let differences =
            timed ? baseline.environment.incomparabilities(with: current.environment) : []
        if !differences.isEmpty {
            notes.append(
                "Timings not compared: measured on different machines (\(differences.joined(separator: "; "))). Regenerate the baseline on this machine to compare them."
            )
        }
        return differences.isEmpty
    }

    /// One variant measured on both sides: its test counts, then (when it measured what was
    /// asked on both) its compile work and, when `compareTimings`, its timings. Returns the
    /// number of files whose compile work was compared.
    private static func compare(
        _ old: VariantMeasurement, _ new: VariantMeasurement, compareTimings: Bool,
        tolerances: DriftTolerances, catalog: RoleCatalog, into variant: inout VariantDrift,
        notes: inout [String]
    ) -> Int {
        let unmeasured = measurementProblems(old: old, new: new)
        variant.problems += unmeasured
        if let oldTests = old.tests, let newTests = new.tests {
            variant.tests += countChanges(
                [
                    ("tests run", oldTests.ran, newTests.ran),
                    ("tests passed", oldTests.passed, newTests.passed),
                    ("tests failed", oldTests.failed, newTests.failed),
                    ("tests skipped", oldTests.skipped, newTests.skipped),
                ],
                tolerance: tolerances.tests)
        }
        // A variant that failed, or lacks a figure on one side, is not compared as if equal.
        guard unmeasured.isEmpty else { return 0 }
        // Exact counters: judged whatever the machine, unless the compiler changed.
        let work = CompileWorkDrift.compare(
            baseline: old.compileWork, current: new.compileWork,
            tolerance: tolerances.compileWork, catalog: catalog)
        variant.problems += work.problems + figureProblems(old, new)
        notes += work.notes.map { "\(old.variant): \($0)" }
        if let before = old.compileWork?.compilerVersion,
            let now = new.compileWork?.compilerVersion, before != now
        {
            variant.compileWorkNotComparable =
                "measured with \(now), the baseline with \(before)"
        }
        if compareTimings { variant.timings += timings(old, new, tolerances: tolerances) }
        return work.files
    }

    /// Wall time, then CPU time where both snapshots have it (older ones do not): CPU time is
    /// far less disturbed by other load, so a slowdown it confirms is real.
    private static func timings(
        _ old: VariantMeasurement, _ new: VariantMeasurement, tolerances: DriftTolerances
    ) -> [TimingComparison] {
        var comparisons: [TimingComparison] = []
        for measure in TimingMeasure.allCases {
            let pairs = [
                (measure.rawValue, old.timing(measure), new.timing(measure)),
                (measure.rawValue + " (CPU)", old.cpuTiming(measure), new.cpuTiming(measure)),
            ]
            for (name, before, after) in pairs {
                guard let before, let after else { continue }
                comparisons.append(
                    TimingComparison.compare(
                        variant: old.variant, measure: name, baseline: before.samples,
                        current: after.samples,
                        tolerance: tolerances.timing(for: measure.rawValue),
                        significanceLevel: tolerances.significanceLevel))
            }
        }
        return comparisons
    }
}
