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
    /// Scans and classifies every variant; scan problems become snapshot diagnostics. Throws
    /// `.interrupted` once `cancellation` is cancelled.
    package static func collect(
        _ configuration: ReportConfiguration, cancellation: CancellationToken = CancellationToken()
    ) throws -> MetricsSnapshot {
        var diagnostics: [Diagnostic] = []
        var metricsByName: [String: VariantSourceMetrics] = [:]
        var architectureByName: [String: VariantArchitecture] = [:]
        for variant in configuration.variants {
            // Once cancelled the stages stop early; what they return is never used.
            try cancellation.checkpoint()
            let collected = collect(
                variant, configuration: configuration, analyze: true, cancellation: cancellation)
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

    /// Scans, classifies and (with `analyze`) analyses one variant of `configuration`.
    /// `history` measures one tree at a time and keeps no coupling figures, so it skips the
    /// analysis. Once `cancellation` is cancelled the result is partial, never to be used.
    package static func collect(
        _ variant: ReportConfiguration.Variant, configuration: ReportConfiguration, analyze: Bool,
        cancellation: CancellationToken = CancellationToken()
    ) -> CollectedVariant {
        var classifier = configuration.classifier
        classifier.cancellation = cancellation
        let manifests = ProjectManifests.membership(in: variant.folder)
        classifier.membership = manifests.membership
        let reader = FileReader()
        let displayPath = variant.displayPath ?? relativeDisplayPath(of: variant.folder)
        // One read and one lexing pass per file: the line counts and the structure the
        // coupling and complexity analysis needs come out of the same scan.
        // Test files by their path are lexed for their lines and their test functions, and
        // their text is kept for the test inventory.
        let scanned = SourceScanner.scanRecords(
            paths: [variant.folder], options: ScanOptions(cancellation: cancellation),
            isTestPath: { [classifier] in classifier.isTestFileByPath($0) }, countingTests: true)
        // Interrupted: nothing to classify or analyse, the caller throws.
        let (kept, notCounted) = ProjectManifests.counted(
            cancellation.isCancelled ? [] : scanned.records.filter { isVariantSource($0.file) },
            path: \.file.path, by: manifests.membership, under: displayPath)
        let records = classified(kept, by: classifier)
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
        let recordByPath = Dictionary(
            kept.map { ($0.file.path, $0) }, uniquingKeysWith: { first, _ in first })
        let files = records.map(\.file)
        let metrics = VariantSourceMetrics(
            name: variant.name, path: displayPath, files: files,
            unitTests: inventory(
                of: files, unitTestScreen: configuration.unitTestScreen, roles: classifier.roles,
                readTestFile: { relativePath in
                    let record = recordByPath[relativePath]
                    // Read and counted by the scan, unless only classification made it a test.
                    if let scanned = record?.testFile { return scanned }
                    // By the bytes the scan opened: the reported path may escape a name that
                    // is not UTF-8. Invalid UTF-8 inside is repaired, as the scan counts it.
                    let path =
                        record?.openPath
                        ?? PathBytes(variant.folder.appendingPathComponent(relativePath).path)
                    return try? reader.withContents(ofFileAt: path) { bytes, _ in
                        TestFileScan(
                            testFunctions: nil, source: String(decoding: bytes, as: UTF8.self))
                    }.get()
                }))
        diagnostics += manifests.diagnostics + notCounted
        diagnostics += nearMisses(in: metrics.files, classifier: classifier, under: displayPath)
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
        let classified = classifier.classifyKeepingOrder(records.map(\.file))
        // Indices sorted, not records: moving a record copies its many strings and arrays.
        return classified.indices.sorted { classified[$0].path < classified[$1].path }.map {
            ClassifiedRecord(classified[$0], records[$0])
        }
    }

    /// A file of a screen role left without a screen was a near miss (the classifier names
    /// the screen it was close to): said, so a misspelt name is not lost. A flow holder of no
    /// screen is the app's own flow (`AppCoordinator`), no near miss.
    static func nearMisses(
        in files: [ClassifiedFile], classifier: FileClassifier, under displayPath: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in files
        where classifier.screenRoles.contains(file.role) && file.screen == nil
            && !file.reason.hasSuffix(FileClassifier.appFlowNote)
        {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, path: "\(displayPath)/\(file.path)",
                    message: "\(file.role.singularPhrase) with no screen: \(file.reason)"))
        }
        for file in files where file.reason.contains(FileClassifier.nearMissNote) {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, path: "\(displayPath)/\(file.path)",
                    message:
                        "\(file.role.singularPhrase) named near its folder's screen: \(file.reason)"
                ))
        }
        return diagnostics
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

    /// Classifies one variant's files and counts its tests. `readSource` returns the text of
    /// a file by its path relative to the variant folder (nil if it cannot be read).
    package static func metrics(
        name: String, path: String, files: [ScannedFile], classifier: FileClassifier,
        unitTestScreen: String, readSource: (String) -> String?
    ) -> VariantSourceMetrics {
        let classified = classifier.classify(files)
        let unitTests = inventory(
            of: classified, unitTestScreen: unitTestScreen, roles: classifier.roles,
            readTestFile: { readSource($0).map { TestFileScan(testFunctions: nil, source: $0) } })
        return VariantSourceMetrics(name: name, path: path, files: classified, unitTests: unitTests)
    }

    /// The article's unit-test figures: key classes, the key class (`KeyClass`) and its
    /// tests, the tests of every test file and the types they exercise.
    /// `readTestFile` gives a test file's text and, when the scan counted them, its test
    /// functions, by its path relative to the variant folder (nil if it cannot be read).
    static func inventory(
        of files: [ClassifiedFile], unitTestScreen: String, roles: RoleCatalog = .builtIn,
        readTestFile: (String) -> TestFileScan?
    ) -> UnitTestInventory {
        var testsByFile: [String: Int] = [:]
        var testedTypesByFile: [String: [String: Int]] = [:]
        var scenarios = Set<String>()
        let subjects = TestSubjects(
            ownTypes: ClassifiedFile.ownTypes(in: files).mapValues(\.role), catalog: roles)
        for file in files where file.role == .test {
            guard let testFile = readTestFile(file.path) else {
                testsByFile[file.path] = 0
                continue
            }
            let (tests, credits) = testedTypes(
                testFile: file.path, source: testFile.source, counted: testFile.testFunctions,
                subjects: subjects)
            testsByFile[file.path] = tests
            scenarios.formUnion(ScenarioTags.ids(in: testFile.source))
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

    /// The folder relative to the current directory when inside it, else absolute.
    static func relativeDisplayPath(of folder: URL) -> String {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardized
            .path
        let path = folder.standardized.path
        if path == current { return "." }
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
