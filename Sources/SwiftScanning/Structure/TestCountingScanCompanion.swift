/// What a file's path says, before the file is read, of whether classification may make it
/// a test file (`FileClassifier.testPathVerdict`).
package enum TestPathVerdict: Sendable {
    /// A test whatever it holds (the classifier's `**/Tests/**` rules, a test target).
    case test
    /// Its contents decide (a configured rule gives tests by a name's suffix, say).
    case possibleTest
    /// Never a test.
    case notTest
}

/// What `TestCountingScanCompanion` gives of a file: its structure, and for a file that may
/// be a test its tests.
package struct StructureOrTests: Sendable {
    package var structure: PendingFileStructure?
    package var testFile: TestFileScan?
}

/// `StructureScanCompanion`, and what the test inventory needs of every file that may be a
/// test (`TestInventoryVisitor`), read in the same lexing pass, so no stage reads a file
/// again whatever classification later decides: what `report` and `history` scan with
/// (`scan --analysis` counts no test). A test file by its path is lexed for its lines and its
/// tests only; one that may be a test, for its structure and its tests.
package struct TestCountingScanCompanion: ScanCompanion {
    private var reader = SourceStructureReader(names: .typeLike)
    private let verdict: @Sendable (String) -> TestPathVerdict
    /// Whether the file `wantsTokens` last accepted may be a test.
    private var nextMayBeTest = false

    package init(configuration verdict: @escaping @Sendable (String) -> TestPathVerdict) {
        self.verdict = verdict
    }

    package mutating func wantsTokens(ofFileAt path: String) -> Bool {
        switch verdict(path) {
        case .test: return false
        case .possibleTest: nextMayBeTest = true
        case .notTest: nextMayBeTest = false
        }
        return true
    }

    package func outputWithoutTokens() -> StructureOrTests { StructureOrTests() }

    package mutating func visitorForNextFile() -> StructureAndTestsPass {
        StructureAndTestsPass(
            structure: reader.passForNextFile(), tests: nextMayBeTest ? TestInventoryVisitor() : nil
        )
    }

    package mutating func finish(
        _ visitor: consuming StructureAndTestsPass, bytes: UnsafeBufferPointer<UInt8>
    ) -> StructureOrTests {
        let (structure, tests) = visitor.parts()
        return StructureOrTests(
            structure: reader.finish(structure, bytes: bytes),
            testFile: tests?.finish(bytes: bytes))
    }

    package func visitorForDeclinedFile() -> TestInventoryVisitor { TestInventoryVisitor() }

    package func finishDeclined(
        _ visitor: consuming TestInventoryVisitor, bytes: UnsafeBufferPointer<UInt8>
    ) -> StructureOrTests {
        StructureOrTests(testFile: visitor.finish(bytes: bytes))
    }
}

/// The structure pass, and for a file that may be a test the test inventory's visitor, fed
/// the same tokens.
package struct StructureAndTestsPass: SwiftLexerVisitor {
    private var structure: SourceStructurePass
    private var tests: TestInventoryVisitor?

    init(structure: consuming SourceStructurePass, tests: consuming TestInventoryVisitor?) {
        self.structure = structure
        self.tests = tests
    }

    @inline(__always)
    package mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        structure.visitToken(token, in: source)
        if tests != nil { tests!.visitToken(token, in: source) }
    }

    /// Both visitors, moved out: a copy left behind would share the structure pass's buffers,
    /// and its first write in `finish` would copy them.
    consuming func parts() -> (SourceStructurePass, TestInventoryVisitor?) {
        (structure, tests)
    }
}
