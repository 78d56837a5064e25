import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// What changed between a baseline snapshot and a current one, and whether it is within tolerance.
/// Produced by `SnapshotDiff.compare`, rendered by `DriftMarkdownRenderer` and `GitHubAnnotations`.

public struct DriftReport: Codable, Equatable, Sendable {
    public var baselineLabel: String
    public var currentLabel: String
    public var variants: [VariantDrift]
    public var tolerances: DriftTolerances
    /// What was not compared and why (timings skipped, environments differ, …).
    public var notes: [String]
    /// The architecture rules' verdict; nil when no rules were checked and none are frozen.
    public var rules: RuleCheck?

    public init(
        baselineLabel: String, currentLabel: String, variants: [VariantDrift],
        tolerances: DriftTolerances, notes: [String], rules: RuleCheck? = nil
    ) {
        self.baselineLabel = baselineLabel
        self.currentLabel = currentLabel
        self.variants = variants
        self.tolerances = tolerances
        self.notes = notes
        self.rules = rules
    }

    public var hasDrift: Bool { variants.contains { $0.hasDrift } }
    /// Variant name → its folder (`VariantDrift.path`), to place a violation's file.
    public var variantPaths: [String: String] {
        Dictionary(variants.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
    }

    /// Drift beyond tolerance, a new rule violation, or a stale frozen one: the check fails.
    public var failed: Bool { hasDrift || rules?.failed == true }
    /// Every change that fails the check, counted over all variants.
    public var driftCount: Int { variants.reduce(0) { $0 + $1.driftCount } }
}

/// The changes of one variant.
public struct VariantDrift: Codable, Equatable, Sendable {
    public enum Presence: String, Codable, Sendable {
        case both
        /// Only in the current snapshot.
        case added
        /// Only in the baseline.
        case removed
    }

    public var name: String
    /// The variant folder relative to the repository (current one if present), for annotations.
    public var path: String
    public var presence: Presence
    /// Files that changed, sorted by path.
    public var files: [FileChange]
    /// Per-role totals that changed.
    public var roles: [LineChange]
    /// Per-screen totals that changed (a breakdown; never judged on its own).
    public var screens: [LineChange]
    /// The whole variant (a breakdown; never judged on its own).
    public var total: LineChange
    /// Files added, removed, renamed, or whose role or screen changed, and the tolerance they met.
    public var structuralChangeCount: Int
    public var baselineFileCount: Int
    public var structureTolerance: Tolerance
    public var structureWithinTolerance: Bool
    /// Test counts that changed.
    public var tests: [CountChange]
    public var timings: [TimingComparison]
    /// Changes without a number that always fail (variant added or removed, key class renamed, a build that now fails).
    public var problems: [String]

    /// Every finding beyond tolerance. A structural change beyond the `files` tolerance is
    /// counted on its files, and a file's lines also count in its role's total.
    public var driftCount: Int {
        files.filter(\.isDrift).count + roles.filter(\.isDrift).count
            + tests.filter(\.isDrift).count
            + timings.filter(\.isDrift).count + problems.count
    }

    /// What is beyond tolerance, by kind (`2 files, 1 role total, 1 timing`).
    public var driftSummary: String {
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

    public var hasDrift: Bool { driftCount > 0 }
    /// True if anything at all changed, within tolerance or not.
    public var hasChanges: Bool {
        !files.isEmpty || !roles.isEmpty || !tests.isEmpty || !problems.isEmpty
            || timings.contains { $0.verdict != .withinNoise }
    }
}

/// One file that was added, removed, renamed or edited.
public struct FileChange: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable { case added, removed, renamed, modified }

    public var kind: Kind
    /// Path relative to the variant folder (the current path for renamed files).
    public var path: String
    /// The baseline path of a renamed file.
    public var previousPath: String?
    public var role: Role
    public var previousRole: Role?
    /// The roles' titles in the snapshot's own catalog (a configured role's `Reducers`, not its
    /// id): what the Markdown and the annotations print.
    public var roleTitle: String
    public var previousRoleTitle: String?
    public var screen: String?
    public var previousScreen: String?
    public var baseline: LineCounts?
    public var current: LineCounts?
    /// 1-based line to point annotations at: the primary type's declaration, else 1.
    public var line: Int
    public var tolerance: Tolerance
    /// Lines beyond tolerance, or a structural change beyond the `files` tolerance.
    public var isDrift: Bool

    public var roleChanged: Bool { previousRole != nil && previousRole != role }
    public var screenChanged: Bool {
        kind != .added && kind != .removed && previousScreen != screen
    }
    /// Added, removed, renamed, or moved to another role or screen.
    public var isStructural: Bool { kind != .modified || roleChanged || screenChanged }
    public var linesBefore: LineCounts { baseline ?? .zero }
    public var linesAfter: LineCounts { current ?? .zero }
}

/// Line totals of a role, a screen or a variant, before and after.
public struct LineChange: Codable, Equatable, Sendable {
    /// `viewController`, a screen name, or `total`.
    public var name: String
    /// Display name (`View Controllers`, `Gather`, `All files`).
    public var title: String
    public var baseline: LineCounts
    public var current: LineCounts
    /// The tolerance it was judged by; nil for breakdowns that are not judged.
    public var tolerance: Tolerance?
    public var isDrift: Bool
}

/// A count (tests run, test functions, the key class's tests) before and after.
public struct CountChange: Codable, Equatable, Sendable {
    public var name: String
    public var baseline: Int
    public var current: Int
    public var isDrift: Bool
}
