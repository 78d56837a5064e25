import ArchMetricsModel

extension FileClassifier {
    /// Records what the file's targets say; true when that decides its role outright (tests,
    /// tooling), so no rule is read.
    func decideByTargets(_ path: String, into result: inout RuleMatch) -> Bool {
        guard let verdict = membership.verdict(for: path) else { return false }
        result.targetVerdict = verdict
        return verdict.role != nil
    }

    /// A path rule saying tests or tooling is a guess from a folder's name: a file the app's
    /// own target compiles is app code whatever folder it sits in.
    func isOverruledByTargets(_ rule: RoleRule, _ result: RuleMatch) -> Bool {
        guard case .code = result.targetVerdict else { return false }
        return rule.role == .test || rule.role == .tooling
    }
}
