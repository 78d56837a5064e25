/// A test file as the scan read it: its test functions, counted in the scan's own lexing pass
/// (`TestFunctionVisitor`), and its text (invalid UTF-8 repaired) for what later reads it by
/// name (scenario tags, the types its tests exercise).
package struct TestFileScan: Sendable {
    /// Nil when the file was read for its text only (a test by its classification alone).
    package var testFunctions: Int?
    package var source: String

    package init(testFunctions: Int?, source: String) {
        self.testFunctions = testFunctions
        self.source = source
    }
}

/// What `TestCountingScanCompanion` gives of a file: its structure, or for a test file by its
/// path its tests.
package struct StructureOrTests: Sendable {
    package var structure: PendingFileStructure?
    package var testFile: TestFileScan?
}

/// `StructureScanCompanion`, and for the test files it declines the test functions counted
/// in the same lexing pass and the text kept, so the test inventory reads no file again:
/// what `report` scans with (`scan --analysis` counts no test).
package struct TestCountingScanCompanion: ScanCompanion {
    private var structures: StructureScanCompanion

    package init(configuration isTestPath: @escaping @Sendable (String) -> Bool) {
        structures = StructureScanCompanion(configuration: isTestPath)
    }

    package func wantsTokens(ofFileAt path: String) -> Bool {
        structures.wantsTokens(ofFileAt: path)
    }

    package func outputWithoutTokens() -> StructureOrTests { StructureOrTests() }

    package mutating func visitorForNextFile() -> SourceStructurePass {
        structures.visitorForNextFile()
    }

    package mutating func finish(
        _ visitor: consuming SourceStructurePass, bytes: UnsafeBufferPointer<UInt8>
    ) -> StructureOrTests {
        StructureOrTests(structure: structures.finish(consume visitor, bytes: bytes))
    }

    package func visitorForDeclinedFile() -> TestFunctionVisitor { TestFunctionVisitor() }

    package func finishDeclined(
        _ visitor: consuming TestFunctionVisitor, bytes: UnsafeBufferPointer<UInt8>
    ) -> StructureOrTests {
        StructureOrTests(
            testFile: TestFileScan(
                testFunctions: visitor.names.count,
                source: String(decoding: bytes, as: UTF8.self)))
    }
}
