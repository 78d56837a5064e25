// The classifier's output: every scanned file of a variant with its architectural role and
// screen. These values are what the report aggregates and what the drift checker compares.
import ArchMetricsSupport
import SwiftScanning

/// One file of a variant, classified.
public struct ClassifiedFile: Codable, Equatable, Sendable {
    /// Path relative to the variant folder, `/`-separated.
    public var path: String
    public var role: Role
    /// The screen the file belongs to (`Gather`), nil for shared files and tests.
    public var screen: String?
    /// The type the role was decided from (the type the file is named after, or its largest).
    public var primaryType: String?
    /// Which rule decided the role, for `--explain`-style output (`suffix ViewController`).
    public var reason: String
    public var bytes: Int
    public var lines: LineCounts
    public var declarations: [TypeDeclaration]

    public init(
        path: String, role: Role, screen: String?, primaryType: String?, reason: String, bytes: Int,
        lines: LineCounts, declarations: [TypeDeclaration]
    ) {
        self.path = path
        self.role = role
        self.screen = screen
        self.primaryType = primaryType
        self.reason = reason
        self.bytes = bytes
        self.lines = lines
        self.declarations = declarations
    }
}

/// The static part of the article's unit-test table for one variant.
public struct UnitTestInventory: Codable, Equatable, Sendable {
    /// The class whose Gather-screen logic the variant's tests target (GatherPresenter).
    public var keyClass: String?
    /// View controllers, views, presenters/view models and local models (not coordinators).
    public var keyClassCount: Int
    /// XCTest `func test…` and Swift Testing `@Test` functions in the key class's tests.
    public var keyClassTestCount: Int
    /// Every test function found in the variant's test files.
    public var totalTestCount: Int
    /// The test file the key class was inferred from (`FootballGatherTests/GatherPresenterTests.swift`).
    public var keyClassTestFile: String?
    /// Test functions per test file, by path relative to the variant folder.
    public var testFunctionsByFile: [String: Int]?

    public init(
        keyClass: String?, keyClassCount: Int, keyClassTestCount: Int, totalTestCount: Int,
        keyClassTestFile: String? = nil, testFunctionsByFile: [String: Int]? = nil
    ) {
        self.keyClass = keyClass
        self.keyClassCount = keyClassCount
        self.keyClassTestCount = keyClassTestCount
        self.totalTestCount = totalTestCount
        self.keyClassTestFile = keyClassTestFile
        self.testFunctionsByFile = testFunctionsByFile
    }
}

/// Source metrics of one variant folder.
public struct VariantSourceMetrics: Codable, Equatable, Sendable {
    public var name: String
    /// The variant folder, relative to the current directory when the snapshot was taken.
    public var path: String
    /// Every Swift file, sources and tests, sorted by path.
    public var files: [ClassifiedFile]
    public var unitTests: UnitTestInventory

    public init(name: String, path: String, files: [ClassifiedFile], unitTests: UnitTestInventory) {
        self.name = name
        self.path = path
        self.files = files
        self.unitTests = unitTests
    }
}

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
    public var measurements: MeasurementReport?
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
        measurements: MeasurementReport? = nil,
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
