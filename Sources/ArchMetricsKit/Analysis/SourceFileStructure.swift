/// What one file's tokens say about its structure: which names it mentions (for coupling) and
/// its functions' cyclomatic complexity. Comments and string contents are never tokens, so
/// nothing in them counts.
public struct SourceFileStructure: Equatable, Sendable {
    /// Identifier → occurrences in code, backticks removed. Identifiers right after a `.` are
    /// members or nested types (`x.count`, `Foo.State`), not references to top-level types: left
    /// out. When the analyzer reads a variant, only names of types the variant declares are kept.
    public var identifierCounts: [String: Int]
    /// Functions with a body, in source order of their first token.
    public var functions: [MeasuredFunction]
    /// Decision points outside any function body (stored-property initialisers, top-level code).
    public var decisionPointsOutsideFunctions: Int

    public init(identifierCounts: [String: Int] = [:], functions: [MeasuredFunction] = [], decisionPointsOutsideFunctions: Int = 0) {
        self.identifierCounts = identifierCounts
        self.functions = functions
        self.decisionPointsOutsideFunctions = decisionPointsOutsideFunctions
    }

    /// Every decision point of the file, inside functions or not.
    public var decisionPoints: Int {
        functions.reduce(decisionPointsOutsideFunctions) { $0 + $1.decisionPoints }
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

/// Lexes a file with the scanner's `SwiftLexer` (or takes the tokens the scanner's own pass
/// collected) and runs `SourceStructurePass` over them. Holds its token buffer and identifier
/// table between files, so one reader per thread allocates a handful of times for a whole corpus.
struct SourceStructureReader {
    private let tokens = TokenBuffer()
    private var tally = IdentifierTally()

    /// Only names in `typeNames` are counted in `identifierCounts` (nil: every identifier).
    init(typeNames: TypeNameFilter? = nil) {
        tally.only = typeNames
    }

    /// A reader for structures resolved later (`pendingStructure(of:)`): it tallies only names
    /// that start like a type name (`IdentifierTally.conventionalTypeNamesOnly`).
    static func forPendingStructures() -> SourceStructureReader {
        var reader = SourceStructureReader()
        reader.tally.conventionalTypeNamesOnly = true
        return reader
    }

    mutating func analyze(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceFileStructure {
        var lexer = SwiftLexer(source: bytes, visitor: tokenCollectorForNextFile())
        lexer.run()
        let (functions, outside) = runPass(over: bytes)
        return SourceFileStructure(identifierCounts: tally.counts(in: bytes), functions: functions,
                                   decisionPointsOutsideFunctions: outside)
    }

    /// A visitor that collects the next file's tokens into this reader (forgetting the last file's).
    func tokenCollectorForNextFile() -> TokenCollector {
        tokens.removeAll()
        return TokenCollector(buffer: tokens)
    }

    /// The structure of the file whose tokens were just collected, identifiers not yet narrowed
    /// to type names (those are known only once every file is scanned).
    mutating func pendingStructure(of bytes: UnsafeBufferPointer<UInt8>) -> PendingFileStructure {
        let (functions, outside) = runPass(over: bytes)
        return PendingFileStructure(identifiers: tally.pendingCounts(in: bytes), functions: functions,
                                    decisionPointsOutsideFunctions: outside)
    }

    private mutating func runPass(over bytes: UnsafeBufferPointer<UInt8>) -> ([MeasuredFunction], Int) {
        tally.reset()
        var pass = SourceStructurePass(tokens: tokens.contents, source: bytes)
        pass.run(tally: &tally)
        return (pass.measuredFunctions(), pass.decisionPointsOutsideFunctions)
    }
}

/// A file's structure with its identifiers still as bytes: `scan --analysis` reads structure in
/// the scan's lexing pass, before the variant's type names are known. Only names that start
/// like a type name were tallied: `ArchitectureAnalyzer.resolve` reads the files again when
/// the variant declares a type whose name starts with a lower-case letter.
struct PendingFileStructure: Sendable {
    var identifiers: PendingIdentifierCounts
    var functions: [MeasuredFunction]
    var decisionPointsOutsideFunctions: Int

    /// The structure, counting only identifiers `typeNames` may hold (as the reader's filter
    /// would), provided no name in `typeNames` starts with a lower-case letter.
    func resolved(keeping typeNames: TypeNameFilter) -> SourceFileStructure {
        assert(!typeNames.hasLowercaseInitial, "lower-case names were not tallied: read the files again")
        return SourceFileStructure(identifierCounts: identifiers.counts(keeping: typeNames), functions: functions,
                            decisionPointsOutsideFunctions: decisionPointsOutsideFunctions)
    }
}

/// The tokens of one file, kept for the structure pass's look-ahead (`class func`, `{ get set }`).
/// A plain growable buffer behind a class: the collector is copied into the lexer and back
/// without copy-on-write copies of the tokens, and appending costs no uniqueness check.
final class TokenBuffer {
    private var base: UnsafeMutablePointer<SwiftToken>
    private var capacity: Int
    private(set) var count = 0

    init(initialCapacity: Int = 1 << 14) {
        capacity = initialCapacity
        base = .allocate(capacity: initialCapacity)
    }

    deinit { base.deallocate() }

    /// The tokens collected so far (valid until the next append or `removeAll`).
    var contents: UnsafeBufferPointer<SwiftToken> { UnsafeBufferPointer(start: base, count: count) }

    func removeAll() { count = 0 }

    @inline(__always)
    func append(_ token: SwiftToken) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    private func grow() {
        let larger = UnsafeMutablePointer<SwiftToken>.allocate(capacity: capacity * 2)
        larger.initialize(from: base, count: count) // SwiftToken is trivial: a plain copy.
        base.deallocate()
        base = larger
        capacity *= 2
    }
}

/// Collects tokens into a `TokenBuffer`.
struct TokenCollector: SwiftLexerVisitor {
    let buffer: TokenBuffer

    @inline(__always)
    mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        buffer.append(token)
    }
}

/// Reads each file's structure from the scanner's own tokens: `scan --analysis` lexes once.
struct StructureScanCompanion: ScanCompanion {
    private var reader = SourceStructureReader.forPendingStructures()

    init() {}

    func visitorForNextFile() -> TokenCollector { reader.tokenCollectorForNextFile() }

    mutating func finish(_ visitor: TokenCollector, bytes: UnsafeBufferPointer<UInt8>) -> PendingFileStructure {
        reader.pendingStructure(of: bytes)
    }
}
