import ArchMetricsSupport
import SwiftScanning

/// Everything archmetrics knows about a set of variants at one moment: the content of
/// `metrics.json` and of a drift baseline. Versioned; readers refuse other versions.
public struct MetricsSnapshot: Codable, Equatable, Sendable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var toolVersion: String
    /// The variant other variants' deltas are computed against (MVP-C for the bundled core).
    public var focusVariant: String
    /// Variants in report column order, focus first.
    public var variants: [VariantSourceMetrics]
    /// Build and test measurements; nil with `--no-build`.
    public var measurements: MeasurementResults?
    /// Problems met while scanning (unreadable files, invalid UTF-8, …).
    public var diagnostics: [Diagnostic]
    /// How the files were grouped into tables (reference variant, role equivalences, screen
    /// order, features); nil in snapshots written before these were recorded.
    public var settings: ReportSettings?
    /// Coupling between roles and complexity per role (nil in snapshots written before it existed).
    public var analysis: ArchitectureAnalysis?
    /// In a baseline: the rule violations `check --freeze` accepted for now. `check` fails on
    /// any other violation, and on a frozen one no longer found (nil: none frozen).
    public var frozenViolations: [RuleViolation]?

    public init(
        schemaVersion: Int = MetricsSnapshot.currentSchemaVersion,
        toolVersion: String = ArchMetricsVersion.current,
        focusVariant: String, variants: [VariantSourceMetrics],
        measurements: MeasurementResults? = nil,
        diagnostics: [Diagnostic] = [], settings: ReportSettings? = nil,
        analysis: ArchitectureAnalysis? = nil
    ) {
        self.schemaVersion = schemaVersion
        self.toolVersion = toolVersion
        self.focusVariant = focusVariant
        self.variants = variants
        self.measurements = measurements
        self.diagnostics = diagnostics
        self.settings = settings
        self.analysis = analysis
    }

    /// Every variant's rule violations, nil if no rules were checked.
    public var ruleViolations: [RuleViolation]? {
        guard let variants = analysis?.variants,
            variants.contains(where: { $0.ruleViolations != nil })
        else { return nil }
        return variants.flatMap { $0.ruleViolations ?? [] }
    }
}
