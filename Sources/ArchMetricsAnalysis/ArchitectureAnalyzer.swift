import ArchMetricsClassification
import ArchMetricsModel
import ArchMetricsSupport
import Dispatch
import Foundation
import SwiftScanning

/// Measures coupling between roles and screens, and cyclomatic complexity per role, from the
/// scanner's tokens of each variant's classified files.
///
/// Every entry point reads structure the same way: `SourceStructurePass` makes a
/// `PendingFileStructure` per file (in the scan's own lexing pass, or reading the file), whose
/// names are resolved to the variant's type numbers once all its type names are known.
package enum ArchitectureAnalyzer {
    /// One variant's classified files and the folder their paths are relative to.
    package struct Variant: Sendable {
        package var name: String
        package var root: URL
        package var files: [ClassifiedFile]

        package init(name: String, root: URL, files: [ClassifiedFile]) {
            self.name = name
            self.root = root
            self.files = files
        }
    }

    /// Reads each variant's files and analyses them. Test files and demos or tooling (roles
    /// `.test`, `.tooling`: not the app) are left out of both coupling and complexity.
    package static func analyze(variants: [Variant]) -> ArchitectureAnalysis {
        ArchitectureAnalysis(
            variants: variants.map { variant in
                let sources = variant.files.filter { $0.role.isTheApp }
                let typeNames = typeNames(of: sources)
                // The type names are known before reading: lower-case names are tallied only if needed.
                let (pending, diagnostics) = readStructures(
                    of: sources.map {
                        PathBytes(variant.root.appendingPathComponent($0.path).path)
                    },
                    reportedPaths: sources.map(\.path),
                    names: typeNames.hasLowercaseInitial ? .all : .typeLike)
                return analyze(
                    name: variant.name, files: sources,
                    structures: pending.map { $0?.resolved(to: typeNames) },
                    typeNames: typeNames, diagnostics: diagnostics)
            })
    }

    /// Analyses a classified variant from the structures its scan read in the same lexing pass
    /// (`SourceScanner.scan(paths:options:companion:configuration:)` with
    /// `StructureScanCompanion`): `pending[i]` belongs to `scanned[i]`, read from
    /// `openPaths[i]`; paths are relative to `root`. What `report` runs.
    package static func analyze(
        name: String, root: URL, classified: [ClassifiedFile],
        scanned: [ScannedFile],
        pending: [PendingFileStructure?], openPaths: [PathBytes], roles: RoleCatalog = .builtIn,
        rules: [DependencyRule] = []
    ) -> VariantArchitecture {
        let sources = classified.filter { $0.role.isTheApp }
        var scannedByPath: [String: (PendingFileStructure?, PathBytes)] = [:]
        scannedByPath.reserveCapacity(scanned.count)
        for (index, file) in scanned.enumerated() {
            scannedByPath[file.path] = (pending[index], openPaths[index])
        }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let typeNames = typeNames(of: sources)
        let (structures, diagnostics) = resolve(
            sources.map { scannedByPath[$0.path]?.0 ?? nil },
            typeNames: typeNames,
            locations: { sources.map { scannedByPath[$0.path]?.1 ?? PathBytes(prefix + $0.path) } },
            reportedPaths: sources.map(\.path))
        return analyze(
            name: name, files: sources, structures: structures, typeNames: typeNames,
            diagnostics: diagnostics, roles: roles, rules: rules)
    }

    /// Scans `paths` and analyses what it finds as one variant, roles from the default rules:
    /// what `archmetrics scan --analysis` runs. Each file is read and lexed once, for both
    /// (unless the variant declares a lower-case type name: see `resolve`).
    package static func scanAndAnalyze(
        paths: [URL], options: ScanOptions = .init(), name: String = "scan"
    ) -> (scan: ScanResult, architecture: VariantArchitecture) {
        let (scan, _, architecture) = scanAnalyzedFiles(paths: paths, options: options, name: name)
        return (scan, architecture)
    }

    /// `scanAndAnalyze`, and every function the analysis measured: what
    /// `archmetrics scan --analysis --format json|csv` writes.
    package static func scanAndListFunctions(
        paths: [URL], options: ScanOptions = .init(), name: String = "scan"
    ) -> (scan: ScanResult, architecture: VariantArchitecture, functions: FunctionInventory) {
        let (scan, analyzed, architecture) = scanAnalyzedFiles(
            paths: paths, options: options, name: name)
        return (scan, architecture, ComplexityCalculator.inventory(of: analyzed))
    }

    private static func scanAnalyzedFiles(
        paths: [URL], options: ScanOptions, name: String
    ) -> (scan: ScanResult, analyzed: [AnalyzedFile], architecture: VariantArchitecture) {
        let classifier = FileClassifier()
        let (scan, pending, openPaths) = SourceScanner.scanWithStructures(
            paths: paths, options: options, isTestPath: { classifier.isTestFileByPath($0) })
        // Classifying needs no structure, so it runs beside resolving them.
        let classification = ClassificationSlot()
        let classifying = DispatchGroup()
        DispatchQueue.global().async(group: classifying) {
            classification.files = FileClassifier().classifyKeepingOrder(scan.files)
        }
        let scannedPaths = scan.files.map(\.path)
        let typeNames = typeNames(of: scan.files.map(\.declarations))
        let (structures, diagnostics) = resolve(
            pending, typeNames: typeNames, locations: { openPaths },
            reportedPaths: scannedPaths)
        classifying.wait()
        let classified = classification.files
        // In path order, as `classify` would give them; `classified[i]` and `structures[i]`
        // are `scan.files[i]`.
        let order = classified.indices.sorted { classified[$0].path < classified[$1].path }
        let analyzed = order.compactMap { index -> AnalyzedFile? in
            guard classified[index].role.isTheApp, let structure = structures[index] else {
                return nil
            }
            return AnalyzedFile(file: classified[index], structure: structure)
        }
        let architecture = analyze(
            name: name, analyzed: analyzed, typeNames: typeNames,
            diagnostics: diagnostics, roles: .builtIn)
        return (scan, analyzed, architecture)
    }

    /// Analyses files whose structure is already known (tests, and callers with their own
    /// reading). `structures[i]` belongs to `files[i]`; nil for a file that could not be read.
    /// References count to the types the (non-test) files declare.
    package static func analyze(
        name: String, files: [ClassifiedFile],
        structures: [SourceFileStructure?],
        diagnostics: [Diagnostic] = [], rules: [DependencyRule] = []
    ) -> VariantArchitecture {
        let typeNames = typeNames(of: files.filter { $0.role.isTheApp })
        let resolved = structures.map { $0.map { ResolvedFileStructure($0, typeNames: typeNames) } }
        return analyze(
            name: name, files: files, structures: resolved, typeNames: typeNames,
            diagnostics: diagnostics, rules: rules)
    }

    /// The structures of a scan's files, their identifiers resolved to the numbers of the names
    /// in `typeNames` (`pending[i]` belongs to the file at `locations()[i]`, nil if the scan
    /// could not read it or left it out as a test file). The scan tallied only names that start
    /// like a type name; if the variant declares one that starts with a lower-case letter
    /// (`struct foo`), the files are read and lexed again tallying every name, so references to
    /// it count too.
    package static func resolve(
        _ pending: [PendingFileStructure?], typeNames: TypeNameFilter,
        locations: () -> [PathBytes],
        reportedPaths: [String]
    ) -> ([ResolvedFileStructure?], [Diagnostic]) {
        guard typeNames.hasLowercaseInitial else {
            return (pending.parallelMap(stoppingWhen: .process) { $0?.resolved(to: typeNames) }, [])
        }
        let (everyName, diagnostics) = readStructures(
            of: locations(), reportedPaths: reportedPaths,
            names: .all)
        return (
            everyName.parallelMap(stoppingWhen: .process) { $0?.resolved(to: typeNames) },
            diagnostics
        )
    }

    private static func analyze(
        name: String, files: [ClassifiedFile],
        structures: [ResolvedFileStructure?], typeNames: TypeNameFilter,
        diagnostics: [Diagnostic], roles: RoleCatalog = .builtIn, rules: [DependencyRule] = []
    ) -> VariantArchitecture {
        let analyzed = zip(files, structures).compactMap { file, structure in
            structure.map { AnalyzedFile(file: file, structure: $0) }
        }.filter { $0.file.role.isTheApp }
        return analyze(
            name: name, analyzed: analyzed, typeNames: typeNames,
            diagnostics: diagnostics, roles: roles, rules: rules)
    }

    private static func analyze(
        name: String, analyzed: [AnalyzedFile], typeNames: TypeNameFilter,
        diagnostics: [Diagnostic], roles: RoleCatalog, rules: [DependencyRule] = []
    ) -> VariantArchitecture {
        let (coupling, violations) = CouplingCalculator(
            files: analyzed, typeNames: typeNames, roles: roles, rules: rules, variantName: name
        ).analyze()
        return VariantArchitecture(
            name: name, coupling: coupling,
            complexity: ComplexityCalculator.summary(of: analyzed),
            diagnostics: diagnostics, ruleViolations: violations)
    }

    // MARK: - Reading

    /// The names of the top-level types the files declare (extensions excluded).
    static func typeNames(of files: [ClassifiedFile]) -> TypeNameFilter {
        typeNames(of: files.map(\.declarations))
    }

    static func typeNames(of declarations: [[TypeDeclaration]]) -> TypeNameFilter {
        var filter = TypeNameFilter([])
        for fileDeclarations in declarations {
            for declaration in fileDeclarations where declaration.kind != .extension {
                filter.insert(declaration.name)
            }
        }
        return filter
    }

    /// Reads and lexes files on every core; a file that cannot be read is a diagnostic and nil.
    static func readStructures(
        of locations: [PathBytes], reportedPaths: [String], names: IdentifierTally.Names
    ) -> ([PendingFileStructure?], [Diagnostic]) {
        let results = ResultSlots(count: locations.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, locations.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let fileReader = FileReader()
            var structureReader = SourceStructureReader(names: names)
            var local: [(Int, FileOutcome)] = []
            while let batch = results.claimBatch(of: 16) {
                for index in batch {
                    let outcome = fileReader.withContents(ofFileAt: locations[index]) { bytes, _ in
                        structureReader.read(bytes)
                    }
                    switch outcome {
                    case .success(let structure):
                        local.append((index, .analyzed(structure)))
                    case .failure(.cannotRead(let reason)):
                        let diagnostic = Diagnostic(
                            severity: .error, path: reportedPaths[index],
                            message: "cannot read for analysis: \(reason)")
                        local.append((index, .unreadable(diagnostic)))
                    }
                }
            }
            results.store(local)
        }
        var structures: [PendingFileStructure?] = []
        var diagnostics: [Diagnostic] = []
        for slot in results.slots {
            switch slot {
            case .analyzed(let structure)?:
                structures.append(structure)
            case .unreadable(let diagnostic)?:
                structures.append(nil)
                diagnostics.append(diagnostic)
            case nil:
                structures.append(nil)
            }
        }
        return (structures, diagnostics)
    }

    /// Written once by the classifying task, read after `DispatchGroup.wait()`, which orders
    /// the two.
    private final class ClassificationSlot: @unchecked Sendable {
        var files: [ClassifiedFile] = []
    }

    private enum FileOutcome {
        case analyzed(PendingFileStructure)
        case unreadable(Diagnostic)
    }

    /// One slot per file, each written once under the lock, read after every worker has
    /// finished.
    private final class ResultSlots: @unchecked Sendable {
        private(set) var slots: [FileOutcome?]
        private let lock = NSLock()
        private var nextIndex = 0

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        /// Small batches, so a worker stuck on one huge file does not hold up the rest.
        func claimBatch(of size: Int) -> Range<Int>? {
            lock.lock()
            defer { lock.unlock() }
            guard nextIndex < slots.count else { return nil }
            let range = nextIndex..<min(slots.count, nextIndex + size)
            nextIndex = range.upperBound
            return range
        }

        func store(_ results: [(Int, FileOutcome)]) {
            lock.lock()
            defer { lock.unlock() }
            for (index, result) in results { slots[index] = result }
        }
    }
}

/// A classified file with what its tokens say.
struct AnalyzedFile {
    var file: ClassifiedFile
    var structure: ResolvedFileStructure
}
