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

/// Lexes a file with the scanner's `SwiftLexer` and runs `SourceStructurePass` over its tokens.
/// Holds its token array and identifier table between files, so one reader per thread
/// allocates a handful of times for a whole corpus.
struct SourceStructureReader {
    private var collector = TokenCollector()
    private var tally = IdentifierTally()

    /// Only names in `typeNames` are counted in `identifierCounts` (nil: every identifier).
    init(typeNames: TypeNameFilter? = nil) {
        tally.only = typeNames
    }

    mutating func analyze(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceFileStructure {
        collector.tokens.removeAll(keepingCapacity: true)
        var lexer = SwiftLexer(source: bytes, visitor: collector)
        // Hand the (empty, reserved) array to the lexer and take it back: no copy on append.
        collector = TokenCollector()
        lexer.run()
        collector = lexer.visitor
        tally.reset()
        return collector.tokens.withUnsafeBufferPointer { tokens in
            var pass = SourceStructurePass(tokens: tokens, source: bytes)
            pass.run(tally: &tally)
            return SourceFileStructure(identifierCounts: tally.counts(in: bytes), functions: pass.measuredFunctions(),
                                       decisionPointsOutsideFunctions: pass.decisionPointsOutsideFunctions)
        }
    }
}

/// Keeps the tokens; the structure pass needs to look ahead (`class func`, `{ get set }`).
struct TokenCollector: SwiftLexerVisitor {
    var tokens: [SwiftToken] = []

    @inline(__always)
    mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        tokens.append(token)
    }
}
