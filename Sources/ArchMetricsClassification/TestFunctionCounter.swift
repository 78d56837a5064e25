import ArchMetricsModel
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

/// Watches the token stream for `func NAME` and the `@Test` attribute.
struct TestFunctionVisitor: SwiftLexerVisitor {
    var names: [String] = []
    private var previousWasAtSign = false
    private var pendingTestAttribute = false
    private var expectingFunctionName = false

    mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        let isAtSign = token.kind == .punctuation && token.is("@", in: source)
        defer { previousWasAtSign = isAtSign }
        guard token.kind == .identifier else {
            // `func ==(…)` and the like: an operator is never a test.
            if expectingFunctionName {
                expectingFunctionName = false
                pendingTestAttribute = false
            }
            return
        }
        if expectingFunctionName {
            var name = token.text(in: source)
            if name.hasPrefix("`"), name.hasSuffix("`"), name.count > 1 {
                name = String(name.dropFirst().dropLast())
            }
            if pendingTestAttribute || (name.hasPrefix("test") && name != "test") {
                names.append(name)
            }
            expectingFunctionName = false
            pendingTestAttribute = false
        } else if previousWasAtSign, token.is("Test", in: source) {
            pendingTestAttribute = true
        } else if token.is("func", in: source) {
            expectingFunctionName = true
        } else if Self.otherDeclarationKeywords.contains(token.text(in: source)) {
            // An `@Test` attribute only ever applies to the next declaration.
            pendingTestAttribute = false
        }
    }

    static let otherDeclarationKeywords: Set<String> = [
        "var", "let", "struct", "class", "enum", "actor", "extension", "init",
        "subscript", "typealias", "protocol", "case",
    ]
}
