import ArchMetricsAnalysis
import ArchMetricsClassification
import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// Scans every variant of a configuration, classifies its files and takes stock of its unit
/// tests: the source half of a `MetricsSnapshot` (measurements are added by `MeasurementSession`).
package enum SourceMetricsCollector {
    /// Scans and classifies every variant; scan problems become snapshot diagnostics, with
    /// paths relative to the context's folder. Throws `.interrupted` once the context's token
    /// is cancelled.
    package static func collect(
        _ configuration: ToolConfiguration, in context: WorkflowContext
    ) throws -> MetricsSnapshot {
        let cancellation = context.cancellation
        var diagnostics: [Diagnostic] = []
        var metricsByName: [String: VariantSourceMetrics] = [:]
        var architectureByName: [String: VariantArchitecture] = [:]
        for variant in configuration.variants {
            // Once cancelled the stages stop early; what they return is never used.
            try cancellation.checkpoint()
            let collected = collect(
                variant,
                shownAs: variant.displayPath
                    ?? relativeDisplayPath(of: variant.folder, in: context.folder),
                configuration: configuration, analyze: true, cancellation: cancellation)
            metricsByName[variant.name] = collected.metrics
            architectureByName[variant.name] = collected.architecture
            diagnostics += collected.diagnostics
        }
        var settings = ReportSettings(
            referenceVariant: configuration.referenceVariant,
            roleEquivalences: configuration.roleEquivalences,
            screens: configuration.screens, unitTestScreen: configuration.unitTestScreen,
            features: configuration.features, roles: configuration.roles,
            scenarios: configuration.scenarios)
        if configuration.unitTestScreen.isEmpty {
            let chosen = chosenKeyScreen(Array(metricsByName.values))
            settings.unitTestScreen = chosen ?? ""
            settings.unitTestScreenFromData = true
            if configuration.features.isEmpty, let chosen {
                settings.features = [ReportSettings.Feature(name: chosen, screens: [chosen])]
            }
        }
        // In column order, so the coupling tables read like the article's tables.
        let analysis = ArchitectureAnalysis(
            variants: configuration.columnOrder.compactMap { architectureByName[$0] })
        return MetricsSnapshot(
            focusVariant: configuration.focusVariant,
            variants: configuration.columnOrder.compactMap { metricsByName[$0] },
            diagnostics: diagnostics, settings: settings, analysis: analysis)
    }

    /// The key screen when none is configured: the screen of the most variants' key classes
    /// (each variant's key class is on its screen whose types have the most tests); without
    /// tests, the screen with the most lines of the app, so the incremental build still has a
    /// screen file to touch. Ties go to the first by name; nil when no file has a screen.
    static func chosenKeyScreen(_ variants: [VariantSourceMetrics]) -> String? {
        var votes: [String: Int] = [:]
        for variant in variants {
            guard let keyClass = variant.unitTests.keyClass,
                let screen = variant.files.first(where: {
                    $0.primaryType == keyClass && $0.role != .test
                })?.screen
            else { continue }
            votes[screen, default: 0] += 1
        }
        if votes.isEmpty {
            for variant in variants {
                for file in variant.files where file.role.isTheApp {
                    if let screen = file.screen { votes[screen, default: 0] += file.lines.physical }
                }
            }
        }
        return votes.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.first?.key
    }

    /// One variant of a snapshot: what `collect` gathers per variant.
    package struct CollectedVariant: Sendable {
        package var metrics: VariantSourceMetrics
        /// Coupling and complexity; nil when not asked for.
        package var architecture: VariantArchitecture?
        /// Scan problems and near misses, with paths under the variant's display path.
        package var diagnostics: [Diagnostic]
    }

    /// Scans, classifies and (with `analyze`) analyses one variant of `configuration`, its
    /// folder shown as `displayPath` in paths. `history` measures one tree at a time and keeps
    /// no coupling figures, so it skips the analysis. Once `cancellation` is cancelled the
    /// result is partial, never to be used.
    package static func collect(
        _ variant: ToolConfiguration.Variant, shownAs displayPath: String,
        configuration: ToolConfiguration, analyze: Bool, cancellation: CancellationToken
    ) -> CollectedVariant {
        collected(
            scan(
                variant, shownAs: displayPath, configuration: configuration,
                cancellation: cancellation),
            configuration: configuration, analyze: analyze, cancellation: cancellation)
    }

    /// One variant as its scan read it: every later stage works from this, and reads no file.
    struct ScannedVariant {
        var variant: ToolConfiguration.Variant
        /// The configuration's classifier, knowing the variant's targets.
        var classifier: FileClassifier
        var manifests: (membership: TargetMembership, diagnostics: [Diagnostic])
        var displayPath: String
        var scanned: ScannedFiles
    }

    /// Reads the variant's manifests and scans its folder: one read and one lexing pass per
    /// file, which give the line counts, the structure the coupling and complexity analysis
    /// needs and, for a test file, what the test inventory needs.
    static func scan(
        _ variant: ToolConfiguration.Variant, shownAs displayPath: String,
        configuration: ToolConfiguration, cancellation: CancellationToken
    ) -> ScannedVariant {
        var classifier = configuration.classifier(cancellation: cancellation)
        let manifests = ProjectManifests.membership(in: variant.folder)
        classifier.membership = manifests.membership
        // Test files by their path are lexed for their lines and their tests; files whose
        // contents may make them tests (a configured suffix rule), for their structure and
        // their tests.
        let scanned = SourceScanner.scanRecords(
            paths: [variant.folder], options: ScanOptions(cancellation: cancellation),
            testPaths: { [classifier] in classifier.testPathVerdict($0) })
        return ScannedVariant(
            variant: variant, classifier: classifier, manifests: manifests,
            displayPath: displayPath, scanned: scanned)
    }

    /// Classifies, takes stock of the tests and (with `analyze`) analyses a scanned variant.
    static func collected(
        _ scan: ScannedVariant, configuration: ToolConfiguration, analyze: Bool,
        cancellation: CancellationToken
    ) -> CollectedVariant {
        let (variant, classifier, manifests, displayPath, scanned) = (
            scan.variant, scan.classifier, scan.manifests, scan.displayPath, scan.scanned
        )
        // Interrupted: nothing to classify or analyse, the caller throws.
        let (kept, notCounted) = ProjectManifests.counted(
            cancellation.isCancelled ? [] : scanned.records.filter { isVariantSource($0.file) },
            path: \.file.path, by: manifests.membership, under: displayPath)
        let (records, placements) = classifiedWithDecisions(kept, by: classifier)
        // Path problems (unreadable, binary, broken links) and problems inside files
        // (unterminated comments, invalid UTF-8) alike, with paths the user can open.
        var diagnostics = (scanned.result.diagnostics + kept.flatMap(\.file.diagnostics)).map {
            diagnostic in
            var prefixed = diagnostic
            prefixed.path =
                diagnostic.path.hasPrefix("/")
                ? diagnostic.path : "\(displayPath)/\(diagnostic.path)"
            return prefixed
        }
        let testFileByPath = Dictionary(
            kept.compactMap { record in record.testFile.map { (record.file.path, $0) } },
            uniquingKeysWith: { first, _ in first })
        let files = records.map(\.file)
        let metrics = VariantSourceMetrics(
            name: variant.name, path: displayPath, files: files,
            unitTests: inventory(
                of: files, unitTestScreen: configuration.unitTestScreen, roles: classifier.roles,
                testFiles: testFileByPath))
        diagnostics += manifests.diagnostics + notCounted
        diagnostics += unreadTests(in: files, testFiles: testFileByPath, under: displayPath)
        diagnostics += nearMisses(
            in: placements, screenRoles: classifier.screenRoles, under: displayPath)
        let architecture =
            analyze
            ? ArchitectureAnalyzer.analyze(
                records, name: variant.name, roles: configuration.roles,
                rules: configuration.dependencyRules, cancellation: cancellation
            ).architecture : nil
        return CollectedVariant(
            metrics: metrics, architecture: architecture, diagnostics: diagnostics)
    }

    /// Each file's record with its classification, sorted by path as `FileClassifier.classify`
    /// sorts them.
    static func classified(
        _ records: [ScannedFileRecord], by classifier: FileClassifier
    ) -> [ClassifiedRecord] {
        classifiedWithDecisions(records, by: classifier).records
    }

    /// `classified`, and each file's placement: its classification with the decision behind
    /// it (`placements[i]` is `records[i]`'s).
    static func classifiedWithDecisions(
        _ records: [ScannedFileRecord], by classifier: FileClassifier
    ) -> (records: [ClassifiedRecord], placements: [FileClassifier.Placement]) {
        let placed = classifier.placeKeepingOrder(
            records.map(\.file), structures: records.map(\.structure))
        // Indices sorted, not records: moving a record copies its many strings and arrays.
        let order = placed.indices.sorted { placed[$0].file.path < placed[$1].file.path }
        return (
            order.map { ClassifiedRecord(placed[$0].file, records[$0]) }, order.map { placed[$0] }
        )
    }

    /// A file of a screen role left without a screen was a near miss (the classifier names
    /// the screen it was close to): said, so a misspelt name is not lost. A flow holder of no
    /// screen is the app's own flow (`AppCoordinator`), no near miss. The decision says which
    /// file is which; the warning quotes its reason.
    static func nearMisses(
        in placements: [FileClassifier.Placement], screenRoles: Set<Role>,
        under displayPath: String
    ) -> [Diagnostic] {
        func warning(_ file: ClassifiedFile, _ what: String) -> Diagnostic {
            Diagnostic(
                severity: .warning, path: "\(displayPath)/\(file.path)",
                message: "\(file.role.singularPhrase) \(what): \(file.reason)")
        }
        let unplaced = placements.filter {
            screenRoles.contains($0.decision.role) && $0.decision.screen == nil
                && !$0.decision.isAppFlow
        }
        let slips = placements.filter { $0.decision.folderSlip != nil }
        return unplaced.map { warning($0.file, "with no screen") }
            + slips.map { warning($0.file, "named near its folder's screen") }
    }

    /// Package manifests (and Tuist's, which declare no type: a `Project.swift` that declares
    /// one is the app's model) describe the build, not the app; build folders and hidden
    /// folders hold generated code, `Pods/` and `Carthage/` other people's. None of them is
    /// the variant's source.
    static func isVariantSource(_ file: ScannedFile) -> Bool {
        let components = file.path.split(separator: "/")
        guard let name = components.last else { return false }
        if name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift"))
        {
            return false
        }
        if name == "Project.swift" || name == "Workspace.swift",
            !file.declarations.contains(where: { $0.kind != .extension })
        {
            return false
        }
        return !components.contains { $0.hasPrefix(".") || $0 == "Pods" || $0 == "Carthage" }
    }

    /// The article's unit-test figures: key classes, the key class (`KeyClass`) and its
    /// tests, the tests of every test file and the types they exercise. `testFiles` holds what
    /// the scan read of each file that may be a test, by its path relative to the variant
    /// folder: every file classified a test is one of them (`FileClassifier.testPathVerdict`).
    static func inventory(
        of files: [ClassifiedFile], unitTestScreen: String, roles: RoleCatalog = .builtIn,
        testFiles: [String: TestFileScan]
    ) -> UnitTestInventory {
        var testsByFile: [String: Int] = [:]
        var testedTypesByFile: [String: [String: Int]] = [:]
        var scenarios = Set<String>()
        let subjects = TestSubjects(
            ownTypes: ClassifiedFile.ownTypes(in: files).mapValues(\.role), catalog: roles)
        for file in files where file.role == .test {
            // Counted as none, and named as an error by `unreadTests`: the run fails.
            guard let testFile = testFiles[file.path] else {
                testsByFile[file.path] = 0
                continue
            }
            let (tests, credits) = testedTypes(of: testFile, at: file.path, subjects: subjects)
            testsByFile[file.path] = tests
            scenarios.formUnion(testFile.scenarios)
            if !credits.isEmpty { testedTypesByFile[file.path] = credits }
        }
        let keyClassRoles = roles.keyClassRoles
        let best = KeyClass.find(
            in: files, testsByFile: testsByFile, unitTestScreen: unitTestScreen, roles: roles)
        return UnitTestInventory(
            keyClass: best?.type,
            keyClassCount: files.filter { keyClassRoles.contains($0.role) }.count,
            keyClassTestCount: best?.tests ?? 0, totalTestCount: testsByFile.values.reduce(0, +),
            keyClassTestFile: best?.testFile,
            testFunctionsByFile: testsByFile.isEmpty ? nil : testsByFile,
            scenarios: scenarios.isEmpty ? nil : scenarios.sorted(),
            testedTypesByFile: testedTypesByFile.isEmpty ? nil : testedTypesByFile)
    }

    /// An error for each file classified a test whose tests the scan did not take (`testFiles`
    /// has no entry for it): its tests are counted as none, so the measurement failed. Never
    /// so while the scan asks the classifier that classifies (`FileClassifier.testPathVerdict`),
    /// but a silent 0 would be a wrong figure in every build, release included.
    static func unreadTests(
        in files: [ClassifiedFile], testFiles: [String: TestFileScan], under displayPath: String
    ) -> [Diagnostic] {
        files.filter { $0.role == .test && testFiles[$0.path] == nil }.map {
            Diagnostic(
                severity: .error, path: "\(displayPath)/\($0.path)",
                message: "classified a test, but the scan did not take its tests; counted none")
        }
    }

    /// `folder` relative to `current` (the run's folder) when inside it, else absolute.
    static func relativeDisplayPath(of folder: URL, in current: URL) -> String {
        let current = current.standardized.path
        let path = folder.standardized.path
        if path == current { return "." }
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
