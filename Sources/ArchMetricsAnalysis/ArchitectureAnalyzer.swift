import ArchMetricsModel
import ArchMetricsSupport
import Dispatch
import Foundation
import SwiftScanning

/// Measures coupling between roles and screens, and cyclomatic complexity per role, from the
/// scanner's tokens of each variant's classified files.
///
/// One entry point, `analyze(_:name:roles:rules:cancellation:)`, for `report`, `history` and
/// `scan --analysis` alike: each file comes as a `ClassifiedRecord`, whose structure the scan
/// read in its own lexing pass (`SourceScanner.scanRecords`); its names are resolved to the
/// variant's type numbers once all its type names are known.
package enum ArchitectureAnalyzer {
    /// Analyses one variant's files, in path order. Test files and demos or tooling (roles
    /// `.test`, `.tooling`: not the app) are left out of both coupling and complexity; so is a
    /// file the scan lexed for its lines only. References count to the types the app's files
    /// declare. Once `cancellation` is cancelled the result is partial, never to be used.
    package static func analyze(
        _ files: [ClassifiedRecord], name: String, roles: RoleCatalog = .builtIn,
        rules: [DependencyRule] = [], cancellation: CancellationToken
    ) -> AnalyzedVariant {
        let sources = files.filter { $0.file.role.isTheApp }
        let typeNames = typeNames(of: sources.map(\.file.declarations))
        let (structures, diagnostics) = resolve(
            sources, typeNames: typeNames, cancellation: cancellation)
        let analyzed = zip(sources, structures).compactMap { source, structure in
            structure.map { AnalyzedFile(file: source.file, structure: $0) }
        }
        let (coupling, violations) = CouplingCalculator(
            files: analyzed, typeNames: typeNames, roles: roles, rules: rules, variantName: name
        ).analyze(cancellation: cancellation)
        return AnalyzedVariant(
            architecture: VariantArchitecture(
                name: name, coupling: coupling,
                complexity: ComplexityCalculator.summary(of: analyzed),
                diagnostics: diagnostics, ruleViolations: violations,
                checkedRules: rules.isEmpty ? nil : rules.map(\.signature)),
            analyzed: analyzed)
    }

    /// The structures of `sources`, their identifiers resolved to the numbers of the names in
    /// `typeNames`. The scan tallied only names that start like a type name; if the variant
    /// declares one that starts with a lower-case letter (`struct foo`), every file is read and
    /// lexed again tallying every name, so references to it count too.
    static func resolve(
        _ sources: [ClassifiedRecord], typeNames: TypeNameFilter, cancellation: CancellationToken
    ) -> ([ResolvedFileStructure?], [Diagnostic]) {
        var pending = sources.map(\.structure)
        let unread = typeNames.hasLowercaseInitial ? Array(sources.indices) : []
        var diagnostics: [Diagnostic] = []
        if !unread.isEmpty {
            let read: [PendingFileStructure?]
            (read, diagnostics) = readStructures(
                of: unread.map { sources[$0].openPath },
                reportedPaths: unread.map { sources[$0].file.path }, names: .all)
            for (position, index) in unread.enumerated() { pending[index] = read[position] }
        }
        return (
            pending.parallelMap(stoppingWhen: cancellation) { $0?.resolved(to: typeNames) },
            diagnostics
        )
    }

    // MARK: - Reading

    /// The names of the top-level types the files declare (extensions excluded).
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
struct AnalyzedFile: Sendable {
    var file: ClassifiedFile
    var structure: ResolvedFileStructure
}

/// A variant analysed: its figures, and the files they came from, for the function list.
package struct AnalyzedVariant: Sendable {
    package var architecture: VariantArchitecture
    let analyzed: [AnalyzedFile]

    /// Every function the analysis measured: what `scan --analysis --format json|csv` writes.
    package func functionInventory() -> FunctionInventory {
        ComplexityCalculator.inventory(of: analyzed)
    }
}
