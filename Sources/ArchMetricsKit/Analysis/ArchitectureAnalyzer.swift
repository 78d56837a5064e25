import Dispatch
import Foundation

/// Measures coupling between roles and screens, and cyclomatic complexity per role, from the
/// scanner's tokens of each variant's classified files.
public enum ArchitectureAnalyzer {
    /// `files`: the variant's classified files; `root`: the variant folder (paths in files are relative to it).
    /// Test files (role `.test`) are left out of both coupling and complexity.
    public static func analyze(variants: [(name: String, root: URL, files: [ClassifiedFile])]) -> ArchitectureAnalysis {
        ArchitectureAnalysis(variants: variants.map { variant in
            let sources = variant.files.filter { $0.role != .test }
            let (structures, diagnostics) = readStructures(of: sources.map { variant.root.appendingPathComponent($0.path).path },
                                                           reportedPaths: sources.map(\.path), typeNames: typeNames(of: sources))
            return analyze(name: variant.name, files: sources, structures: structures, diagnostics: diagnostics)
        })
    }

    /// Analyses files whose structure is already known (what the other entry points and tests call).
    /// `structures[i]` belongs to `files[i]`; nil for a file that could not be read.
    public static func analyze(name: String, files: [ClassifiedFile], structures: [SourceFileStructure?],
                               diagnostics: [Diagnostic] = []) -> VariantArchitecture {
        let analyzed = zip(files, structures).compactMap { file, structure in
            structure.map { AnalyzedFile(file: file, structure: $0) }
        }.filter { $0.file.role != .test }
        return VariantArchitecture(name: name, coupling: CouplingCalculator(files: analyzed).summary(),
                                   complexity: ComplexityCalculator.summary(of: analyzed), diagnostics: diagnostics)
    }

    /// Scans `paths` and analyses everything found as one variant, roles from the default rules,
    /// in the scanner's own lexing pass: what `archmetrics scan --analysis` runs.
    public static func scanAndAnalyze(paths: [URL], options: ScanOptions = .init(), name: String)
        -> (scan: ScanResult, analysis: VariantArchitecture) {
        let (scan, hashed) = SourceScanner.scan(paths: paths, options: options, companion: { StructureCompanion() })
        var typeNames: [UInt64: String] = [:]
        for declaration in scan.files.lazy.flatMap(\.declarations) where declaration.kind != .extension {
            typeNames[IdentifierTally.hash(of: declaration.name)] = declaration.name
        }
        var structureByPath: [String: SourceFileStructure] = [:]
        for (file, structure) in zip(scan.files, hashed) { structureByPath[file.path] = structure.resolved(typeNames) }
        let classified = FileClassifier().classify(scan.files)
        let analysis = analyze(name: name, files: classified, structures: classified.map { structureByPath[$0.path] })
        return (scan, analysis)
    }

    /// Scans `paths`, classifies the files with the default rules and analyses them as one
    /// variant: the whole `scan --analysis` pipeline, for benchmarks and tests.
    public static func analyzeTokens(paths: [URL]) -> ArchitectureAnalysis {
        let name = paths.count == 1 ? paths[0].lastPathComponent : "scan"
        return ArchitectureAnalysis(variants: [scanAndAnalyze(paths: paths, name: name).analysis])
    }

    // MARK: - Reading

    /// The names of the top-level types the files declare (extensions excluded).
    static func typeNames(of files: [ClassifiedFile]) -> TypeNameFilter {
        typeNames(of: files.map(\.declarations))
    }

    static func typeNames(of declarations: [[TypeDeclaration]]) -> TypeNameFilter {
        TypeNameFilter(declarations.lazy.joined().filter { $0.kind != .extension }.map(\.name))
    }

    /// Reads and lexes files on every core; a file that cannot be read is a diagnostic and nil.
    static func readStructures(of locations: [String], reportedPaths: [String],
                               typeNames: TypeNameFilter) -> ([SourceFileStructure?], [Diagnostic]) {
        let results = ResultSlots(count: locations.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, locations.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let fileReader = FileReader()
            var structureReader = SourceStructureReader(typeNames: typeNames)
            var local: [(Int, FileOutcome)] = []
            while let batch = results.claimBatch(of: 16) {
                for index in batch {
                    let outcome = fileReader.withContents(ofFile: locations[index]) { bytes, _ in structureReader.analyze(bytes) }
                    switch outcome {
                    case .success(let structure): local.append((index, .analyzed(structure)))
                    case .failure(.cannotRead(let reason)):
                        local.append((index, .unreadable(Diagnostic(severity: .error, path: reportedPaths[index],
                                                                 message: "cannot read for analysis: \(reason)"))))
                    }
                }
            }
            results.store(local)
        }
        var structures: [SourceFileStructure?] = []
        var diagnostics: [Diagnostic] = []
        for slot in results.slots {
            switch slot {
            case .analyzed(let structure)?: structures.append(structure)
            case .unreadable(let diagnostic)?: structures.append(nil); diagnostics.append(diagnostic)
            case nil: structures.append(nil)
            }
        }
        return (structures, diagnostics)
    }

    private enum FileOutcome {
        case analyzed(SourceFileStructure)
        case unreadable(Diagnostic)
    }

    /// One slot per file, each written once under the lock, read after every worker has finished.
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
    var structure: SourceFileStructure
}
