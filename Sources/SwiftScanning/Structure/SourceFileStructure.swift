/// What one file's tokens say about its structure: which names it mentions (for coupling) and
/// its functions' cyclomatic complexity. Comments and string contents are never tokens, so
/// nothing in them counts.
public struct SourceFileStructure: Equatable, Sendable {
    /// Identifier → occurrences in code, backticks removed. Identifiers right after a `.` are
    /// members or nested types (`x.count`, `Foo.State`), not references to top-level types: left
    /// out. The analysis keeps those that name a type of the variant.
    public var identifierCounts: [String: Int]
    /// Functions with a body, in source order of their first token.
    public var functions: [MeasuredFunction] {
        get { functionList.measuredFunctions }
        set { functionList = FunctionList(newValue) }
    }
    /// The same functions, names kept as bytes (what the analysis reads).
    package var functionList: FunctionList
    /// Decision points outside any function body (stored-property initialisers, top-level code).
    public var decisionPointsOutsideFunctions: Int

    public init(
        identifierCounts: [String: Int] = [:], functions: [MeasuredFunction] = [],
        decisionPointsOutsideFunctions: Int = 0
    ) {
        self.init(
            identifierCounts: identifierCounts, functionList: FunctionList(functions),
            decisionPointsOutsideFunctions: decisionPointsOutsideFunctions)
    }

    package init(
        identifierCounts: [String: Int], functionList: FunctionList,
        decisionPointsOutsideFunctions: Int
    ) {
        self.identifierCounts = identifierCounts
        self.functionList = functionList
        self.decisionPointsOutsideFunctions = decisionPointsOutsideFunctions
    }

    /// Every decision point of the file, inside functions or not.
    public var decisionPoints: Int {
        functionList.all.reduce(decisionPointsOutsideFunctions) { $0 + $1.decisionPoints }
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

/// A file's functions, their qualified names as a tree of components in one byte buffer
/// (`QualifiedNames`): a large tree has a hundred thousand functions, and a `String` each would
/// cost an allocation to make and a release to free, after the scan and one by one. Names
/// become strings only when asked for (the report shows ten).
package struct FunctionList: Equatable, Sendable {
    package struct Function: Sendable {
        var name: QualifiedNames.ID
        /// The line of the declaring keyword, and of the body's closing `}`.
        package var line: Int
        package var endLine: Int
        package var kind: FunctionKind
        var decisionPoints: Int

        /// McCabe's cyclomatic complexity: 1 + decision points.
        package var complexity: Int { 1 + decisionPoints }
    }

    private(set) var names: QualifiedNames
    /// In source order.
    package private(set) var all: [Function] = []

    /// An empty list whose functions are named in `names`.
    package init(names: QualifiedNames = QualifiedNames()) {
        self.names = names
    }

    package init(_ measured: [MeasuredFunction]) {
        self.init()
        for function in measured {
            var name = function.name
            let id = name.withUTF8 { names.add($0, qualifier: nil) }
            // Given without its extent or kind: one line, a `func`.
            append(
                name: id, line: function.line, endLine: function.line, kind: .function,
                decisionPoints: function.decisionPoints)
        }
    }

    /// Adds a function named `name` in `names`.
    package mutating func append(
        name: QualifiedNames.ID, line: Int, endLine: Int, kind: FunctionKind,
        decisionPoints: Int
    ) {
        all.append(
            Function(
                name: name, line: line, endLine: endLine, kind: kind,
                decisionPoints: decisionPoints))
    }

    /// The function's name; invalid UTF-8 is repaired (U+FFFD), as in any name the scanner
    /// reports.
    package func name(of function: Function) -> String {
        names.string(of: function.name)
    }

    /// The bytes the names take in memory.
    package var storedNameByteCount: Int { names.storedByteCount }

    package var measuredFunctions: [MeasuredFunction] {
        all.map {
            MeasuredFunction(name: name(of: $0), line: $0.line, decisionPoints: $0.decisionPoints)
        }
    }

    /// Equal when the functions read the same (names as strings, so bytes repaired alike
    /// compare equal).
    package static func == (lhs: FunctionList, rhs: FunctionList) -> Bool {
        lhs.measuredFunctions == rhs.measuredFunctions
    }
}

/// Runs `SourceStructurePass` over files, lexing them itself (`read`) or riding along the
/// scanner's lexing pass (`passForNextFile`, `finish`). Keeps one pass, with its buffers and
/// identifier table, from file to file: one reader per thread allocates a handful of times for
/// a whole tree.
package struct SourceStructureReader {
    /// Nil while the pass is out visiting a file's tokens, so its buffers stay uniquely owned
    /// and are not copied on their first write.
    private var idlePass: SourceStructurePass?
    private let names: IdentifierTally.Names

    package init(names: IdentifierTally.Names) {
        self.names = names
        idlePass = SourceStructurePass(tally: IdentifierTally(names: names))
    }

    /// Lexes `bytes` and reads their structure.
    package mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> PendingFileStructure {
        var lexer = SwiftLexer(source: bytes, visitor: passForNextFile())
        lexer.run()
        let pass = lexer.visitor
        _ = consume lexer  // Its copy of the pass goes, so `finish` owns the buffers alone.
        return finish(pass, bytes: bytes)
    }

    /// The pass, reset, to visit the next file's tokens; hand it back to `finish`.
    package mutating func passForNextFile() -> SourceStructurePass {
        var pass = idlePass ?? SourceStructurePass(tally: IdentifierTally(names: names))
        idlePass = nil
        pass.reset()
        return pass
    }

    /// The structure of the file `pass` (from `passForNextFile`) has just visited.
    package mutating func finish(
        _ pass: consuming SourceStructurePass,
        bytes: UnsafeBufferPointer<UInt8>
    ) -> PendingFileStructure {
        // Moved, not copied: a copy would share the pass's buffers, and the first write would
        // copy them (the identifier table is sized by the largest file).
        var pass = consume pass
        pass.finishFile()
        defer { idlePass = pass }
        return PendingFileStructure(
            identifiers: pass.tally.pendingCounts(in: bytes), functions: pass.functionList(),
            decisionPointsOutsideFunctions: pass.decisionPointsOutsideFunctions)
    }
}

/// A file's structure with its identifiers still as bytes: structure is read while the
/// variant's files are scanned, before its type names are known.
package struct PendingFileStructure: Sendable {
    package var identifiers: PendingIdentifierCounts
    package var functions: FunctionList
    package var decisionPointsOutsideFunctions: Int

    /// The structure with its identifiers resolved to the numbers of the names in `typeNames`
    /// (the others, not the variant's types, dropped). Names that start with `a`–`z` must have
    /// been tallied if `typeNames` has one.
    package func resolved(to typeNames: TypeNameFilter) -> ResolvedFileStructure {
        ResolvedFileStructure(
            references: identifiers.references(to: typeNames),
            functions: functions,
            decisionPointsOutsideFunctions: decisionPointsOutsideFunctions)
    }
}

/// What the coupling and complexity stages read of one file: its references to the variant's
/// types, by number (`TypeNameFilter`), and its functions.
package struct ResolvedFileStructure: Sendable {
    package var references: [TypeReference]
    package var functions: FunctionList
    package var decisionPointsOutsideFunctions: Int
}

/// Reads each file's structure from the scanner's own tokens: `scan --analysis` and `report`
/// lex each file once. Only names that start like a type name are tallied
/// (`IdentifierTally.Names.typeLike`). A file that `isTestPath` says is a test file by its path
/// alone (the classifier's `**/Tests/**` rules) is not read: coupling and complexity leave test
/// files out, and in a large tree they are half the source (nil is its output).
package struct StructureScanCompanion: ScanCompanion {
    private var reader = SourceStructureReader(names: .typeLike)
    private let isTestPath: @Sendable (String) -> Bool

    package init(configuration isTestPath: @escaping @Sendable (String) -> Bool) {
        self.isTestPath = isTestPath
    }

    package func wantsTokens(ofFileAt path: String) -> Bool { !isTestPath(path) }

    package func outputWithoutTokens() -> PendingFileStructure? { nil }

    package mutating func visitorForNextFile() -> SourceStructurePass { reader.passForNextFile() }

    package mutating func finish(
        _ visitor: consuming SourceStructurePass,
        bytes: UnsafeBufferPointer<UInt8>
    ) -> PendingFileStructure? {
        reader.finish(consume visitor, bytes: bytes)
    }
}
