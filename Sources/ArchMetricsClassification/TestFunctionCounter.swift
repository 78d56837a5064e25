import SwiftScanning

/// Counts the test functions in Swift test source: XCTest `func test…` methods and Swift
/// Testing `@Test` functions. It reads the scanner's tokens, not lines, so a `func testX`
/// inside a comment or a string literal is not a test, and `@Test func testX()` counts once.

package enum TestFunctionCounter {
    /// The number of test functions in `source`.
    package static func count(in source: String) -> Int {
        testFunctionNames(in: source).count
    }

    /// The names of the test functions in `source`, in order.
    package static func testFunctionNames(in source: String) -> [String] {
        var text = source
        return text.withUTF8 { bytes in
            var lexer = SwiftLexer(source: bytes, visitor: TestFunctionVisitor())
            lexer.run()
            return lexer.visitor.names
        }
    }
}
