/// A drift policy a team picks once, in the config's `policy` key: the tolerances `check` starts
/// from before the config's `tolerances` and `--tolerance` flags refine them. Whatever the
/// policy, architecture-rule violations that are not frozen (and stale frozen entries) always
/// fail the check, and so do variants that appear, vanish or stop building.
package enum DriftPolicy: String, CaseIterable, Sendable {
    /// Every line, file and test count exact (the default): for a reference tree such as the
    /// bundled core, where any change should come with a new baseline.
    case exact
    /// For a team's day-to-day pull requests against the default branch's baseline: a file or
    /// role may grow by 10% (shrinking is always fine), files may be added, moved or removed,
    /// tests may be added but not lost, and timings fail at +10% as ever. An added file is
    /// judged by `files` (any), not by `lines`, and a role's total by the growth of the files
    /// it already had (`SnapshotDiff.roleChanges`).
    case team
    /// Only the architecture rules (and timings, when measured) gate; source metrics are
    /// reported, never failing.
    case rulesOnly = "rules-only"

    package var tolerances: DriftTolerances {
        switch self {
        case .exact: DriftTolerances()
        case .team:
            DriftTolerances(
                lines: Tolerance(increase: .percent(10), decrease: .unlimited), files: .any,
                tests: Tolerance(increase: .unlimited, decrease: nil))
        case .rulesOnly: DriftTolerances(lines: .any, files: .any, tests: .any)
        }
    }
}
