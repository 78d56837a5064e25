import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// Combines snapshots measured separately — typically one CI job per variant in a matrix — into
/// one snapshot that `check`, `compare` and the report can read.
///
/// Refuses, unless forced, to merge timings measured on machines that make them incomparable
/// (CPU model, core count, Swift version, OS); a forced merge says so in its diagnostics and the
/// drift check then declines to compare its timings. Always refuses a variant that appears twice
/// with different data (the same data twice is merged once).

package enum SnapshotMerger {
    /// One input: a label for messages (its file name) and its content.
    package struct Part: Sendable {
        package var label: String
        package var snapshot: MetricsSnapshot
        package init(label: String, snapshot: MetricsSnapshot) {
            self.label = label
            self.snapshot = snapshot
        }
    }

    /// Marks a merge made with `--force`; `SnapshotDiff` looks for it.
    package static let forcedMergeMarker = "merged with --force"
    /// Starts the diagnostic that records which compiler measured each variant's compile work
    /// when the parts' compilers differ (the merged environment names the first part's only).
    package static let mixedCompilersMarker = "compile work measured with different compilers"

    /// Merges `parts` in order. `focusVariant` and `referenceVariant` (of build-time ratios)
    /// default to the first part's when among the merged variants, else the first variant.
    /// The report settings come from the first part that has them.
    package static func merge(
        _ parts: [Part], force: Bool = false, focusVariant: String? = nil,
        referenceVariant: String? = nil
    ) throws -> MetricsSnapshot {
        guard let first = parts.first else {
            throw ArchMetricsError.usage("merge: give at least one snapshot to merge")
        }
        var variants = try uniqueVariants(parts)
        var diagnostics: [Diagnostic] = []
        for diagnostic in parts.flatMap(\.snapshot.diagnostics)
        where !diagnostics.contains(diagnostic) {
            diagnostics.append(diagnostic)
        }
        var measurements = try mergedMeasurements(parts, force: force, diagnostics: &diagnostics)
        let names = variants.map(\.name)
        let focus = try choose(
            focusVariant, option: "focus", default: first.snapshot.focusVariant, among: names)
        var settings = parts.lazy.compactMap(\.snapshot.settings).first
        let firstReference =
            settings?.referenceVariant ?? measurements?.referenceVariant ?? names.first ?? focus
        let reference = try choose(
            referenceVariant, option: "reference", default: firstReference, among: names)
        settings?.referenceVariant = reference
        measurements?.referenceVariant = reference
        // Report column order: focus first, then the others in the order given.
        variants = variants.filter { $0.name == focus } + variants.filter { $0.name != focus }
        return MetricsSnapshot(
            toolVersion: first.snapshot.toolVersion, focusVariant: focus, variants: variants,
            measurements: measurements, diagnostics: diagnostics, settings: settings,
            analysis: mergedAnalysis(parts, variants: names, focus: focus))
    }

    /// Every part's variants in order, each once: the same variant given twice with the same
    /// data (its source metrics and its measurement) is kept once, with different data refused.
    private static func uniqueVariants(_ parts: [Part]) throws -> [VariantSourceMetrics] {
        var variants: [VariantSourceMetrics] = []
        var owners: [String: String] = [:]
        for part in parts {
            for variant in part.snapshot.variants {
                guard let owner = owners[variant.name] else {
                    owners[variant.name] = part.label
                    variants.append(variant)
                    continue
                }
                let existing = variants.first { $0.name == variant.name }!
                let sameMeasurement =
                    measurement(
                        of: variant.name, in: parts.first { $0.label == owner }!.snapshot)
                    == measurement(of: variant.name, in: part.snapshot)
                guard existing == variant && sameMeasurement else {
                    throw ArchMetricsError.input(
                        "variant \(variant.name) is in both \(owner) and \(part.label) with different data",
                        hint:
                            "Merge each variant once: measure it in one job only, or drop one of the parts."
                    )
                }
            }
        }
        return variants
    }

    /// The parts' measurements as one report, each variant's from the first part that measured
    /// it; nil when no part was measured. Parts measured on incomparable machines are refused
    /// unless `force` (then marked in `diagnostics`), and a different number of runs is noted.
    private static func mergedMeasurements(
        _ parts: [Part], force: Bool, diagnostics: inout [Diagnostic]
    ) throws -> MeasurementResults? {
        let measured = parts.filter { $0.snapshot.measurements != nil }
        guard let base = measured.first, let baseReport = base.snapshot.measurements else {
            return nil
        }
        var merged = baseReport
        merged.variants = []
        for part in measured {
            let report = part.snapshot.measurements!
            diagnostics += try comparability(
                of: part.label, report, with: base.label, baseReport, force: force)
            if part.label != base.label {
                merged.wallSeconds += report.wallSeconds
                merged.toolOverheadSeconds += report.toolOverheadSeconds
            }
            for variant in report.variants
            where !merged.variants.contains(where: { $0.variant == variant.variant }) {
                merged.variants.append(variant)
            }
        }
        // A part merged before may carry its own record: the merged one replaces it.
        diagnostics.removeAll { $0.message.hasPrefix(mixedCompilersMarker) }
        diagnostics += mixedCompilers(merged.variants)
        return merged
    }

    /// The compiler of each variant's compile work, recorded when they are not all one: the
    /// counters of different compilers are not comparable between those variants, and the
    /// merged environment keeps only the first part's Swift version.
    private static func mixedCompilers(_ variants: [VariantMeasurement]) -> [Diagnostic] {
        let compilers = variants.compactMap { variant in
            variant.compileWork.map { (variant.variant, $0.compilerVersion) }
        }
        guard Set(compilers.map(\.1)).count > 1 else { return [] }
        return [
            Diagnostic(
                severity: .warning, path: "merge",
                message:
                    "\(mixedCompilersMarker), not comparable between these variants: "
                    + compilers.map { "\($0.0): \($0.1)" }.joined(separator: "; "))
        ]
    }

    /// What keeps `report`'s timings from being compared with `base`'s: a different machine
    /// (refused unless `force`), a different number of runs or warm-ups (a warning).
    private static func comparability(
        of label: String, _ report: MeasurementResults, with baseLabel: String,
        _ base: MeasurementResults, force: Bool
    ) throws -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let differences = base.environment.incomparabilities(with: report.environment)
        if !differences.isEmpty {
            guard force else {
                throw ArchMetricsError.input(
                    "\(label) was measured on a different machine than \(baseLabel): \(differences.joined(separator: "; ")); their timings are not comparable",
                    hint:
                        "Measure every part on one kind of machine, or pass --force to merge anyway (the result is then marked, and its timings are not compared)."
                )
            }
            diagnostics.append(
                Diagnostic(
                    severity: .warning, path: label,
                    message:
                        "\(forcedMergeMarker): measured on a different machine than \(baseLabel) (\(differences.joined(separator: "; "))); timings are not comparable"
                ))
        }
        if report.runs != base.runs || report.warmup != base.warmup {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, path: label,
                    message:
                        "measured with \(report.runs) runs and \(report.warmup) warm-up, \(baseLabel) with \(base.runs) and \(base.warmup)"
                ))
        }
        return diagnostics
    }

    /// Each part's coupling, complexity and rule violations, for the merged variants it gave
    /// (focus first): a check of the merged snapshot judges the architecture rules the parts
    /// checked. Nil when no part was analysed.
    private static func mergedAnalysis(_ parts: [Part], variants names: [String], focus: String)
        -> ArchitectureAnalysis?
    {
        let analysed = parts.compactMap(\.snapshot.analysis)
        guard let base = analysed.first else { return nil }
        var merged = base
        merged.variants = []
        for part in analysed {
            for variant in part.variants
            where names.contains(variant.name)
                && !merged.variants.contains(where: { $0.name == variant.name })
            {
                merged.variants.append(variant)
            }
        }
        merged.variants =
            merged.variants.filter { $0.name == focus }
            + merged.variants.filter { $0.name != focus }
        return merged
    }

    /// The variant asked for (which must exist), else `fallback` if present, else the first.
    private static func choose(
        _ requested: String?, option: String, default fallback: String, among names: [String]
    ) throws -> String {
        if let requested {
            guard names.contains(requested) else {
                throw ArchMetricsError.usage(
                    "merge: --\(option) \(requested) is not among the merged variants (\(names.joined(separator: ", ")))"
                )
            }
            return requested
        }
        return names.contains(fallback) ? fallback : names.first ?? fallback
    }

    private static func measurement(of variant: String, in snapshot: MetricsSnapshot)
        -> VariantMeasurement?
    {
        snapshot.measurements?.variants.first { $0.variant == variant }
    }

    /// True if `snapshot` came from a forced merge of incomparable environments.
    package static func isForcedMerge(_ snapshot: MetricsSnapshot) -> Bool {
        snapshot.diagnostics.contains { $0.message.hasPrefix(forcedMergeMarker) }
    }
}
