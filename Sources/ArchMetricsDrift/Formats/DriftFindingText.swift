import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// The one-line text of each finding, shared by the annotations, SARIF and JUnit, so the three
/// say the same thing about it.
enum DriftFindingText {
    /// What a stale frozen entry is and what to do about it, the tool named as `tool` (the
    /// run's `ToolInvocation.command`).
    static func stale(_ violation: RuleViolation, tool: String) -> String {
        "\(violation.variant) \(violation.file): no longer references \(violation.toType) "
            + "(rule '\(violation.rule)'); remove the entry from the baseline with "
            + "'\(tool) check --remove-stale'"
    }

    /// What changed in one file, where it sits and how it was judged.
    static func file(_ file: FileChange, variant: String) -> String {
        let place = [file.roleTitle, file.screen, variant].compactMap { $0 }.joined(
            separator: ", ")
        let what: String =
            switch file.kind {
            case .added: "added; "
            case .removed: "removed; "
            case .renamed: "renamed from \(file.previousPath ?? "?"); "
            case .modified:
                file.roleChanged ? "role changed from \(file.previousRoleTitle!); " : ""
            }
        return "\(place): \(what)"
            + "code \(DriftText.delta(file.linesBefore.code, file.linesAfter.code)), "
            + "physical \(DriftText.delta(file.linesBefore.physical, file.linesAfter.physical)); "
            + (file.isDrift ? "beyond " : "within ")
            // An added or removed file has no growth to judge: it counts against `files`.
            + (file.kind == .added || file.kind == .removed
                ? "the files tolerance" : "tolerance \(file.tolerance)")
    }

    static func role(_ role: LineChange, variant: String) -> String {
        "\(variant) \(role.title): code \(DriftText.delta(role.baseline.code, role.current.code)), physical \(DriftText.delta(role.baseline.physical, role.current.physical)) \(role.isDrift ? "beyond" : "within") tolerance \(role.tolerance?.description ?? "exact")"
    }

    static func count(_ count: CountChange, variant: String) -> String {
        "\(variant) \(count.name): \(DriftText.delta(count.baseline, count.current))"
    }

    static func timing(_ timing: TimingComparison, variant: String) -> String {
        "\(variant) \(timing.measure): median \(DriftText.seconds(timing.baselineMedian)) → \(DriftText.seconds(timing.currentMedian)) (\(timing.changeText)); \(timing.confidence)"
    }
}
