import ArchMetricsModel
import SwiftScanning

/// What changed between a baseline snapshot and a current one, and whether it is within tolerance.
/// Produced by `SnapshotDiff.compare`, written by a `DocumentFormatter` per `DriftFormat`.

package struct DriftResult: Codable, Equatable, Sendable {
    package var baselineLabel: String
    package var currentLabel: String
    package var variants: [VariantDrift]
    package var tolerances: DriftTolerances
    /// What was not compared and why (timings skipped, environments differ, …).
    package var notes: [String]
    /// The architecture rules' verdict; nil when no rules were checked and none are frozen.
    package var rules: RuleCheck?
    /// How much was compared, by kind (nil in reports made before it was counted).
    package var compared: ComparedCounts?

    /// What a check compared: the baseline's files, the timing comparisons made, and the files
    /// whose compile-work counters were set against the baseline's.
    package struct ComparedCounts: Codable, Equatable, Sendable {
        package var files: Int
        package var timings: Int
        package var compileWorkFiles: Int
    }

    package var hasDrift: Bool { variants.contains { $0.hasDrift } }
    /// Variant name → its folder (`VariantDrift.path`), to place a violation's file.
    package var variantPaths: [String: String] {
        Dictionary(variants.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
    }

    /// Drift beyond tolerance, a new rule violation, or a stale frozen one: the check fails.
    package var failed: Bool { hasDrift || rules?.failed == true }
    /// Every change that fails the check, counted over all variants.
    package var driftCount: Int { variants.reduce(0) { $0 + $1.driftCount } }
}

/// The changes of one variant.
package struct VariantDrift: Codable, Equatable, Sendable {
    package enum Presence: String, Codable, Sendable {
        case both
        /// Only in the current snapshot.
        case added
        /// Only in the baseline.
        case removed
    }

    package var name: String
    /// The variant folder relative to the repository (current one if present), for annotations.
    package var path: String
    package var presence: Presence
    /// Files that changed, sorted by path.
    package var files: [FileChange]
    /// Per-role totals that changed.
    package var roles: [LineChange]
    /// Per-screen totals that changed (a breakdown; never judged on its own).
    package var screens: [LineChange]
    /// The whole variant (a breakdown; never judged on its own).
    package var total: LineChange
    /// Files added, removed, renamed, or whose role or screen changed, and the tolerance they met.
    package var structuralChangeCount: Int
    package var baselineFileCount: Int
    package var structureTolerance: Tolerance
    package var structureWithinTolerance: Bool
    /// Test counts that changed.
    package var tests: [CountChange]
    package var timings: [TimingComparison]
    /// Changes without a number that always fail (variant added or removed, key class renamed, a build that now fails).
    package var problems: [String]
    /// Why the compile work both sides have was not compared (measured by different
    /// compilers), nil when it was or when a side has none: neither a pass nor a failure, and
    /// said as such in the verdict and in JUnit.
    package var compileWorkNotComparable: String? = nil

    /// Every finding beyond tolerance. A structural change beyond the `files` tolerance is
    /// counted on its files, and a file's lines also count in its role's total.
    package var driftCount: Int {
        files.filter(\.isDrift).count + roles.filter(\.isDrift).count
            + tests.filter(\.isDrift).count
            + timings.filter(\.isDrift).count + problems.count
    }

    /// What is beyond tolerance, by kind (`2 files, 1 role total, 1 timing`).
    package var driftSummary: String {
        let counts: [(Int, String)] = [
            (problems.count, "problem"), (files.filter(\.isDrift).count, "file"),
            (roles.filter(\.isDrift).count, "role total"),
            (tests.filter(\.isDrift).count, "test count"),
            (timings.filter(\.isDrift).count, "timing"),
        ]
        return counts.filter { $0.0 > 0 }.map { count, noun in
            "\(count) \(noun)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }

    package var hasDrift: Bool { driftCount > 0 }
    /// True if anything at all changed, within tolerance or not.
    package var hasChanges: Bool {
        !files.isEmpty || !roles.isEmpty || !tests.isEmpty || !problems.isEmpty
            || timings.contains { $0.verdict != .withinNoise }
    }
}

/// One file that was added, removed, renamed or edited.
package struct FileChange: Codable, Equatable, Sendable {
    package enum Kind: String, Codable, Sendable { case added, removed, renamed, modified }

    package var kind: Kind
    /// Path relative to the variant folder (the current path for renamed files).
    package var path: String
    /// The baseline path of a renamed file.
    package var previousPath: String?
    package var role: Role
    package var previousRole: Role?
    /// The roles' titles in the snapshot's own catalog (a configured role's `Reducers`, not its
    /// id): what the Markdown and the annotations print.
    package var roleTitle: String
    package var previousRoleTitle: String?
    package var screen: String?
    package var previousScreen: String?
    package var baseline: LineCounts?
    package var current: LineCounts?
    /// 1-based line to point annotations at: the primary type's declaration, else 1.
    package var line: Int
    package var tolerance: Tolerance
    /// Lines beyond tolerance, or a structural change beyond the `files` tolerance.
    package var isDrift: Bool

    package var roleChanged: Bool { previousRole != nil && previousRole != role }
    package var screenChanged: Bool {
        kind != .added && kind != .removed && previousScreen != screen
    }
    /// Added, removed, renamed, or moved to another role or screen.
    package var isStructural: Bool { kind != .modified || roleChanged || screenChanged }
    package var linesBefore: LineCounts { baseline ?? .zero }
    package var linesAfter: LineCounts { current ?? .zero }
}

/// Line totals of a role, a screen or a variant, before and after.
package struct LineChange: Codable, Equatable, Sendable {
    /// `viewController`, a screen name, or `total`.
    package var name: String
    /// Display name (`View Controllers`, `Gather`, `All files`).
    package var title: String
    package var baseline: LineCounts
    package var current: LineCounts
    /// The tolerance it was judged by; nil for breakdowns that are not judged.
    package var tolerance: Tolerance?
    package var isDrift: Bool
}

/// A count (tests run, test functions, the key class's tests) before and after.
package struct CountChange: Codable, Equatable, Sendable {
    package var name: String
    package var baseline: Int
    package var current: Int
    package var isDrift: Bool
}
