import ArchMetricsSupport
import Foundation
import Testing

@testable import ArchMetricsAnalysis
@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import SwiftScanning

/// Issue 21, item 5: tens of thousands of nested declarations. The structure pass must still
/// find every function with its qualified name, decision points and line, and keep what it
/// stores proportional to the source: a qualified name is its own component plus a link to
/// its qualifier, not a copy of every enclosing name (`f.f.f…` at depth N is 2N bytes, and all
/// of them together N² bytes). Speed is shown by `Benchmarks/deep-nesting-benchmark.sh`.
@Suite struct DeepNestingTests {
    static let depth = 10_000

    private static func functions(of source: String) -> FunctionList {
        var source = source
        return source.withUTF8 { bytes in
            var reader = SourceStructureReader(names: .typeLike)
            return reader.read(bytes).functions
        }
    }

    private static func nested(_ opener: String, depth: Int, inside: String = "") -> String {
        String(repeating: opener + " {\n", count: depth) + inside
            + String(repeating: "}\n", count: depth)
    }

    @Test func nestedFunctionsAreEachFoundWithTheirQualifiedName() {
        let source = Self.nested("func f()", depth: Self.depth)
        let functions = Self.functions(of: source)
        #expect(functions.all.count == Self.depth)
        #expect(functions.all.map(\.line) == Array(1...Self.depth))
        #expect(functions.all.allSatisfy { $0.decisionPoints == 0 })
        #expect(functions.all.prefix(3).map { functions.name(of: $0) } == ["f", "f.f", "f.f.f"])
        let deepest = Array(repeating: "f", count: Self.depth).joined(separator: ".")
        #expect(functions.all.last.map { functions.name(of: $0) } == deepest)
        // Linear storage: the names' bytes grow with the source, not with depth squared.
        #expect(functions.storedNameByteCount <= source.utf8.count)
    }

    @Test func aMethodInsideNestedTypesIsQualifiedByAllOfThem() {
        let method = "func m() { if a && b {} }\n"
        let source = Self.nested("class C", depth: Self.depth, inside: method)
        let functions = Self.functions(of: source)
        #expect(functions.all.count == 1)
        let expected = Array(repeating: "C", count: Self.depth).joined(separator: ".") + ".m"
        #expect(functions.all.first.map { functions.name(of: $0) } == expected)
        #expect(functions.all.first?.line == Self.depth + 1)
        #expect(functions.all.first?.decisionPoints == 2)
        #expect(functions.storedNameByteCount <= source.utf8.count)
    }

    /// A `#if` at every level whose branches each open a type: every branch starts from the
    /// nesting at its `#if`, and the code after `#endif` continues the first branch.
    @Test func typesOpenedInConditionalBranchesAtEveryLevelNestInTheFirstBranch() {
        let level = "#if A\nclass C {\n#else\nclass D {\n#endif\n"
        let source =
            String(repeating: level, count: Self.depth) + "func m() {}\n"
            + String(repeating: "}\n", count: Self.depth)
        let functions = Self.functions(of: source)
        let expected = Array(repeating: "C", count: Self.depth).joined(separator: ".") + ".m"
        #expect(functions.all.map { functions.name(of: $0) } == [expected])
    }

    /// Decision points deep inside blocks belong to the function around them.
    @Test func decisionsInDeeplyNestedBlocksCountForTheirFunction() {
        let source =
            "func g() {\n" + Self.nested("if a", depth: Self.depth) + "}\nfunc h() { if b {} }\n"
        let functions = Self.functions(of: source)
        #expect(functions.all.map { functions.name(of: $0) } == ["g", "h"])
        #expect(functions.all.map(\.decisionPoints) == [Self.depth, 1])
    }

    /// Downstream: `scan --analysis` on a deeply nested file ranks its functions (all equally
    /// complex: by line) and names only the ten it keeps.
    @Test func theAnalysisOfADeeplyNestedFileKeepsTheTopFunctionsInOrder() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("deep-nesting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.nested("func f()", depth: Self.depth)
            .write(
                to: folder.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
        let (scan, analyzed) = ScanAnalysis.run(
            paths: [folder], options: ScanOptions(cancellation: CancellationToken()))
        let architecture = analyzed.architecture
        #expect(scan.files.map(\.path) == ["Deep.swift"])
        let functions = architecture.complexity.roles.map(\.functions).reduce(0, +)
        #expect(functions == Self.depth)
        let top = architecture.complexity.topFunctions
        #expect(top.map(\.line) == Array(1...10))
        #expect(top.map(\.name.utf8.count) == (1...10).map { 2 * $0 - 1 })
    }
}
