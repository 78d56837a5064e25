import Testing

@testable import SwiftScanning

/// The test functions the scan counts in a test file, in its own lexing pass.
@Suite struct TestFunctionCountTests {
    /// What the scan reads of `source` as a test file by its path (`Tests/…`): lexed for its
    /// lines and its tests, as the scan's companion does it.
    static func testFile(_ source: String) -> TestFileScan {
        var companion = TestCountingScanCompanion(configuration: { _ in .test })
        let path = "Tests/SomeTests.swift"
        let wantsTokens = companion.wantsTokens(ofFileAt: path)
        #expect(!wantsTokens)
        var text = source
        return text.withUTF8 { bytes in
            let (_, visitor) = SourceScanner.scan(
                bytes: bytes, path: path, alsoVisiting: companion.visitorForDeclinedFile())
            return companion.finishDeclined(visitor, bytes: bytes).testFile!
        }
    }

    static func testFunctions(in source: String) -> Int { testFile(source).testFunctions }

    @Test func countsXCTestMethodsAndSwiftTestingFunctions() {
        let source = """
            import XCTest
            final class GatherTests: XCTestCase {
                func testOne() {}
                func test_two() async throws {}
                func helper() {}
                func test() {}
            }
            @Suite struct More {
                @Test func plainName() {}
                @Test("with a display name", .tags(.fast)) func another() {}
                @Test func testCountedOnce() {}
                @MainActor @Test func isolated() async {}
                @Test func `adds two numbers`() {}
                @Test var notAFunction: Int { 1 }
                func notATestEither() {}
                static func == (lhs: More, rhs: More) -> Bool { true }
            }
            """
        #expect(
            Self.testFile(source).testFunctionNames
                == [
                    "testOne", "test_two", "plainName", "another", "testCountedOnce", "isolated",
                    "adds two numbers",
                ])
    }

    @Test func ignoresCommentsAndStrings() {
        let source = #"""
            // func testInALineComment() {}
            /* func testInABlock() {} /* nested func testNested() */ func testStillComment() */
            let a = "func testInAString()"
            let b = #"raw "func testRaw()" still raw"#
            let c = """
                func testInAMultilineString() {}
                """
            let d = "interpolated \(call("func testInsideInterpolation"))"
            func testReal() {}
            let e = "unterminated
            func testAfterUnterminatedString() {}
            """#
        #expect(
            Self.testFile(source).testFunctionNames == [
                "testReal", "testAfterUnterminatedString",
            ])
    }

    @Test func anUnterminatedCommentEndsTheScanWithoutCrashing() {
        #expect(Self.testFunctions(in: "func testA() {}\n/* func testB() {}") == 1)
        #expect(Self.testFunctions(in: "") == 0)
        #expect(Self.testFunctions(in: "\"") == 0)
        #expect(Self.testFunctions(in: "#") == 0)
    }
}
