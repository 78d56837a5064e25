import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// `check --current FILE --config CONFIG` judges CONFIG's architecture rules. A snapshot holds
/// the violations found under the rules it was measured with, not the references they were
/// found in, so it cannot be judged again under others: one measured under other rules (parts
/// measured without a rule, or with an older rule set, then merged) is refused, naming the
/// difference, instead of passing rules it never checked.
enum CurrentSnapshotRules {
    /// Throws an input error (exit 2) when a variant of `snapshot` (read from `path`) was
    /// checked against other rules than `configuration`'s, or does not record which; then
    /// refuses a screen the rules name that none of its variants has (`RuleScreens`). The hint
    /// names the tool as the run's `environment` has the user run it.
    static func refuseOtherRules(
        in snapshot: MetricsSnapshot, path: String, configuration: ToolConfiguration,
        environment: [String: String]
    ) throws {
        let wanted = configuration.dependencyRules.map(\.signature)
        // Variants with the same difference are named together.
        var differences: [String: [String]] = [:]
        var order: [String] = []
        for variant in snapshot.variants {
            let architecture = snapshot.analysis?.variant(named: variant.name)
            guard let difference = difference(wanted, checked: checkedRules(architecture))
            else { continue }
            if differences[difference] == nil { order.append(difference) }
            differences[difference, default: []].append(variant.name)
        }
        guard !order.isEmpty else {
            try RuleScreens.refuseUnknown(in: configuration, measuring: snapshot)
            return
        }
        let config = configuration.source?.lastPathComponent ?? "the configuration"
        throw ArchMetricsError.input(
            "check --current \(path): measured under other architecture rules than \(config)'s, so its rule verdict is not \(config)'s: "
                + order.map { "\(differences[$0]!.joined(separator: ", ")): \($0)" }.joined(
                    separator: "; "),
            hint:
                "Measure the snapshot (or every part before 'merge') with --config \(configuration.source?.path ?? "the same configuration"), or check the tree itself: "
                + "\(ToolInvocation.command(environment: environment)) check --no-build --config \(configuration.source?.path ?? "FILE")."
        )
    }

    /// The rules a variant was checked against: recorded, none (no violations list: measured
    /// without rules), or unknown (violations from a snapshot that did not record the rules).
    static func checkedRules(_ architecture: VariantArchitecture?) -> [String]? {
        guard let architecture else { return [] }
        if let checked = architecture.checkedRules { return checked }
        return architecture.ruleViolations == nil ? [] : nil
    }

    /// What differs between the rules wanted and those `checked`, in words; nil when none.
    static func difference(_ wanted: [String], checked: [String]?) -> String? {
        guard let checked else {
            return "it does not record which rules it was checked against"
        }
        let missing = wanted.filter { !checked.contains($0) }
        let extra = checked.filter { !wanted.contains($0) }
        let parts =
            (missing.isEmpty
                ? [] : ["not checked against " + missing.map { "'\($0)'" }.joined(separator: ", ")])
            + (extra.isEmpty
                ? []
                : [
                    "checked against " + extra.map { "'\($0)'" }.joined(separator: ", ")
                        + ", which the config does not have"
                ])
        return parts.isEmpty ? nil : parts.joined(separator: ", and ")
    }
}
