import ArchMetricsClassification
import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// What one file's tokens say about its structure: which names it mentions (for coupling) and
/// its functions' cyclomatic complexity. Comments and string contents are never tokens, so
/// nothing in them counts.

public struct SourceFileStructure: Equatable, Sendable {
    /// Identifier → occurrences in code, backticks removed. Identifiers right after a `.` are
    /// members or nested types (`x.count`, `Foo.State`), not references to top-level types: left
    /// out. When the analyzer reads a variant, only names of types the variant declares are kept.
    public var identifierCounts: [String: Int]
    /// Functions with a body, in source order of their first token.
    public var functions: [MeasuredFunction] {
        get { functionList.measuredFunctions }
        set { functionList = FunctionList(newValue) }
    }
    /// The same functions, names kept as bytes (what the analysis reads).
    var functionList: FunctionList
    /// Decision points outside any function body (stored-property initialisers, top-level code).
    public var decisionPointsOutsideFunctions: Int

    public init(identifierCounts: [String: Int] = [:], functions: [MeasuredFunction] = [], decisionPointsOutsideFunctions: Int = 0) {
        self.init(identifierCounts: identifierCounts, functionList: FunctionList(functions),
                  decisionPointsOutsideFunctions: decisionPointsOutsideFunctions)
    }

    init(identifierCounts: [String: Int], functionList: FunctionList, decisionPointsOutsideFunctions: Int) {
        self.identifierCounts = identifierCounts
        self.functionList = functionList
        self.decisionPointsOutsideFunctions = decisionPointsOutsideFunctions
    }

    /// Every decision point of the file, inside functions or not.
    public var decisionPoints: Int {
        functionList.all.reduce(decisionPointsOutsideFunctions) { $0 + $1.decisionPoints }
    }

    /// Reads Swift source held in a string.
    public static func analyze(source: String) -> SourceFileStructure {
        var source = source
        return source.withUTF8 { bytes in
            var reader = SourceStructureReader()
            return reader.analyze(bytes)
        }
    }
}

/// A function (or computed property, subscript, initialiser…) and its decision points.
public struct MeasuredFunction: Equatable, Sendable {
    /// Qualified by enclosing types and functions: `PlayerListViewController.viewDidLoad`.
    public var name: String
    /// 1-based line of the declaring keyword (`func`, `init`, `var`, …).
    public var line: Int
    /// `if`, `guard`, `for`, `while`, `repeat`, `case` labels, `catch`, `&&`, `||`, `??`, `?:`
    /// in its body, closures included, nested functions excluded.
    public var decisionPoints: Int

    public init(name: String, line: Int, decisionPoints: Int) {
        self.name = name
        self.line = line
        self.decisionPoints = decisionPoints
    }

    /// McCabe's cyclomatic complexity: 1 + decision points.
    public var complexity: Int { 1 + decisionPoints }
}

/// A file's functions, their names one after another in one byte buffer: a large tree has a
/// hundred thousand functions, and a `String` each cost an allocation to make and a release to
/// free, after the scan and one by one. Names become strings only when asked for (the report
/// shows ten).
struct FunctionList: Equatable, Sendable {
    struct Function: Sendable {
        var nameStart: Int
        var nameLength: Int
        var line: Int
        var decisionPoints: Int

        /// McCabe's cyclomatic complexity: 1 + decision points.
        var complexity: Int { 1 + decisionPoints }
    }

    private(set) var nameBytes: [UInt8] = []
    /// In source order.
    private(set) var all: [Function] = []

    init() {}

    init(_ measured: [MeasuredFunction]) {
        for function in measured {
            var name = function.name
            name.withUTF8 { append(name: $0, line: function.line, decisionPoints: function.decisionPoints) }
        }
    }

    mutating func reserveCapacity(functions count: Int, nameBytes byteCount: Int) {
        all.reserveCapacity(count)
        nameBytes.reserveCapacity(byteCount)
    }

    mutating func append(name: UnsafeBufferPointer<UInt8>, line: Int, decisionPoints: Int) {
        all.append(Function(nameStart: nameBytes.count, nameLength: name.count, line: line, decisionPoints: decisionPoints))
        nameBytes.append(contentsOf: name)
    }

    /// The function's name; invalid UTF-8 is repaired (U+FFFD), as in any name the scanner reports.
    func name(of function: Function) -> String {
        nameBytes.withUnsafeBufferPointer { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[function.nameStart..<(function.nameStart + function.nameLength)]), as: UTF8.self)
        }
    }

    var measuredFunctions: [MeasuredFunction] {
        all.map { MeasuredFunction(name: name(of: $0), line: $0.line, decisionPoints: $0.decisionPoints) }
    }

    /// Equal when the functions read the same (names as strings, so bytes repaired alike compare equal).
    static func == (lhs: FunctionList, rhs: FunctionList) -> Bool {
        lhs.measuredFunctions == rhs.measuredFunctions
    }
}

/// Runs `SourceStructurePass` over a file's tokens, lexing it with the scanner's `SwiftLexer`
/// or riding along the scanner's own lexing pass. Keeps one pass, with its buffers and
/// identifier table, between files: one reader per thread allocates a handful of times for a
/// whole corpus.
struct SourceStructureReader {
    /// Nil while the pass is out visiting a file's tokens (so its buffers stay uniquely owned).
    private var idlePass: SourceStructurePass?

    /// Only names in `typeNames` are counted in `identifierCounts` (nil: every identifier).
    init(typeNames: TypeNameFilter? = nil) {
        var tally = IdentifierTally()
        tally.only = typeNames
        idlePass = SourceStructurePass(tally: tally)
    }

    private init(tally: IdentifierTally) {
        idlePass = SourceStructurePass(tally: tally)
    }

    /// A reader for structures resolved later (`pendingStructure(from:of:)`): it tallies only
    /// names that start like a type name (`IdentifierTally.conventionalTypeNamesOnly`).
    static func forPendingStructures() -> SourceStructureReader {
        var tally = IdentifierTally()
        tally.conventionalTypeNamesOnly = true
        return SourceStructureReader(tally: tally)
    }

    /// Lexes `bytes` and reads their structure.
    mutating func analyze(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceFileStructure {
        var lexer = SwiftLexer(source: bytes, visitor: passForNextFile())
        lexer.run()
        var pass = lexer.visitor
        pass.finishFile(in: bytes)
        defer { idlePass = pass }
        return SourceFileStructure(identifierCounts: pass.tally.counts(in: bytes), functionList: pass.functionList(),
                                   decisionPointsOutsideFunctions: pass.decisionPointsOutsideFunctions)
    }

    /// The pass, reset, to visit the next file's tokens; hand it back to `pendingStructure`.
    mutating func passForNextFile() -> SourceStructurePass {
        var pass = idlePass ?? SourceStructurePass()
        idlePass = nil
        pass.reset()
        return pass
    }

    /// The structure of the file `pass` (from `passForNextFile`) has just visited, identifiers
    /// not yet narrowed to type names (those are known only once every file is scanned).
    mutating func pendingStructure(from pass: consuming SourceStructurePass, of bytes: UnsafeBufferPointer<UInt8>) -> PendingFileStructure {
        var pass = pass
        pass.finishFile(in: bytes)
        defer { idlePass = pass }
        return PendingFileStructure(identifiers: pass.tally.pendingCounts(in: bytes), functions: pass.functionList(),
                                    decisionPointsOutsideFunctions: pass.decisionPointsOutsideFunctions)
    }
}

/// A file's structure with its identifiers still as bytes: `scan --analysis` reads structure in
/// the scan's lexing pass, before the variant's type names are known. Only names that start
/// like a type name were tallied: `ArchitectureAnalyzer.resolve` reads the files again when
/// the variant declares a type whose name starts with a lower-case letter.
package struct PendingFileStructure: Sendable {
    var identifiers: PendingIdentifierCounts
    var functions: FunctionList
    var decisionPointsOutsideFunctions: Int

    /// The structure with its identifiers resolved to the numbers of the names in `typeNames`,
    /// provided no name in `typeNames` starts with a lower-case letter.
    func resolved(to typeNames: TypeNameFilter) -> ResolvedFileStructure {
        assert(!typeNames.hasLowercaseInitial, "lower-case names were not tallied: read the files again")
        return ResolvedFileStructure(references: identifiers.references(to: typeNames), functions: functions,
                                     decisionPointsOutsideFunctions: decisionPointsOutsideFunctions)
    }
}

/// What the coupling and complexity stages read of one file: its references to the variant's
/// types, by number (`TypeNameFilter`), and its functions.
package struct ResolvedFileStructure: Sendable {
    var references: [TypeReference]
    var functions: FunctionList
    var decisionPointsOutsideFunctions: Int

    init(references: [TypeReference], functions: FunctionList, decisionPointsOutsideFunctions: Int) {
        self.references = references
        self.functions = functions
        self.decisionPointsOutsideFunctions = decisionPointsOutsideFunctions
    }

    /// A structure read with names (any caller's, or a file read again): the names that are
    /// in `typeNames` become references, the others (not the variant's types) are dropped.
    init(_ structure: SourceFileStructure, typeNames: TypeNameFilter) {
        references = structure.identifierCounts.compactMap { name, count in
            typeNames.number(of: name).map { TypeReference(type: $0, count: count) }
        }
        functions = structure.functionList
        decisionPointsOutsideFunctions = structure.decisionPointsOutsideFunctions
    }
}

/// Reads each file's structure from the scanner's own tokens: `scan --analysis` lexes once.
/// A file that `classifier` will make a test file by its path alone (`**/Tests/**`) is not
/// read: coupling and complexity leave test files out, and in a large tree they are half the
/// source (nil is its output).
package struct StructureScanCompanion: ScanCompanion {
    private var reader = SourceStructureReader.forPendingStructures()
    private let classifier: FileClassifier

    package init(configuration classifier: FileClassifier) {
        self.classifier = classifier
    }

    package func wantsTokens(ofFileAt path: String) -> Bool { !classifier.isTestFileByPath(path) }

    package func outputWithoutTokens() -> PendingFileStructure? { nil }

    package mutating func visitorForNextFile() -> SourceStructurePass { reader.passForNextFile() }

    package mutating func finish(_ visitor: consuming SourceStructurePass, bytes: UnsafeBufferPointer<UInt8>) -> PendingFileStructure? {
        reader.pendingStructure(from: visitor, of: bytes)
    }
}
