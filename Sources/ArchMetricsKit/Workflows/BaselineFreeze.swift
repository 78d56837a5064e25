import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The ratchet on rule violations kept in a baseline (`check --freeze`, `--remove-stale`).
package enum BaselineFreeze {
    /// What an update did: the baseline as it now is (on disk too), and whether it refused.
    package struct Outcome {
        package var baseline: MetricsSnapshot
        /// New violations that `--freeze` was not told to accept: the baseline was left as it was.
        package var refused: Bool
    }

    /// `--freeze` and `--remove-stale`: the baseline as it was, its frozen violations changed
    /// only as asked. A new violation is added only with `accepting` (`--accept-new`): a ratchet
    /// that a stale-entry hint or a forgotten flag could loosen is no ratchet. Stale entries are
    /// dropped only with `removingStale`, and never when no rules were checked at all (that is a
    /// missing config, not a fix). Nothing else is judged here: the caller checks `current`
    /// against the baseline returned, so drift and new violations still fail.
    /// The summary goes to `show` (stdout when the report printed there is Markdown), refusals
    /// and notes to the context's diagnostics.
    package static func update(
        _ baseline: MetricsSnapshot, with current: MetricsSnapshot, at path: String,
        freezing: Bool, accepting: Bool, removingStale: Bool, in context: WorkflowContext,
        show: (String) -> Void
    ) throws -> Outcome {
        let (cancellation, say) = (context.cancellation, context.diagnostics.say)
        let tool = ToolInvocation.command(environment: context.environment)
        guard let violations = current.ruleViolations else {
            throw ArchMetricsError.usage(
                "check \(freezing ? "--freeze" : "--remove-stale"): no rules were checked, so there is nothing to "
                    + (freezing ? "freeze" : "compare the frozen entries with"),
                hint: "Add `rules` to the config (see Examples/rules-mvp-c.json) and pass --config."
            )
        }
        // Under the baseline folder's lock, the baseline as it is now: another run may have
        // frozen violations since this one read it.
        guard
            let lock = try BaselineWorkflow.lockFolder(
                of: context.url(path), cancellation: cancellation, say: say)
        else { throw ArchMetricsError.interrupted("interrupted; the baseline was left as it was") }
        defer { lock.unlock() }
        let baseline =
            (try? MetricsSnapshot.load(
                from: context.url(path), kind: "baseline", regenerateHint: ""))
            ?? baseline
        let frozen = baseline.frozenViolations ?? []
        let check = RuleCheck(current: violations, frozen: frozen)
        if freezing && !check.new.isEmpty && !accepting {
            say(
                "archmetrics: check --freeze: \(check.new.count) new rule violation\(check.new.count == 1 ? "" : "s") not frozen in \(path); the baseline was left as it was:"
            )
            for violation in check.new.prefix(20) {
                say(
                    "  \(violation.location(variantPath: current.variants.first { $0.name == violation.variant }?.path)): \(violation.variant): \(violation.message)"
                )
            }
            if check.new.count > 20 { say("  … and \(check.new.count - 20) more") }
            say(
                "Fix them, or accept them on purpose with '\(tool) check --freeze --accept-new'."
            )
            return Outcome(baseline: baseline, refused: true)
        }
        let staleKeys = Set(check.stale.map(\.key))
        let kept = removingStale ? frozen.filter { !staleKeys.contains($0.key) } : frozen
        let keptKeys = Set(kept.map(\.key))
        let added = accepting ? check.new.filter { !keptKeys.contains($0.key) } : []
        var updated = baseline
        updated.frozenViolations = (kept + added).sorted()
        // Ctrl-C while writing leaves the baseline as it was and no temporary file.
        try AtomicFile.write(
            [AtomicFile.Output(context.url(path), try StableJSON.encode(updated))],
            unless: cancellation, orSay: "the baseline was left as it was")
        let removed = removingStale ? check.stale.count : 0
        let total = kept.count + added.count
        show(
            "Froze \(total) rule violation\(total == 1 ? "" : "s") in \(path) "
                + "(\(frozen.count) before: \(added.count) added, \(removed) stale removed)."
        )
        if removingStale && !frozen.isEmpty && check.stale.count == frozen.count {
            say(
                "archmetrics: note: every frozen entry (\(frozen.count)) was stale and is removed; if the code was not fixed that much, the rules checked now are not those frozen (another --config?) and the baseline in git still has them."
            )
        }
        if !removingStale && !check.stale.isEmpty {
            show(
                "\(check.stale.count) stale frozen entr\(check.stale.count == 1 ? "y is" : "ies are") kept (still failing the check); remove \(check.stale.count == 1 ? "it" : "them") with '\(tool) check --remove-stale'."
            )
        }
        return Outcome(baseline: updated, refused: false)
    }
}
