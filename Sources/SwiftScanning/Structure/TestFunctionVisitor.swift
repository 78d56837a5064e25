/// Watches the token stream for test functions: XCTest's `func test…` methods and Swift
/// Testing's `@Test` functions (the scan counts a test file's in its own lexing pass, through
/// `TestInventoryVisitor`). Tokens, not lines: a `func testX` inside a comment or a string
/// literal is no test, and `@Test func testX()` counts once.
package struct TestFunctionVisitor: SwiftLexerVisitor {
    package private(set) var names: [String] = []
    private var previousWasAtSign = false
    private var pendingTestAttribute = false
    private var expectingFunctionName = false

    package init() {}

    package mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
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

    package static let otherDeclarationKeywords: Set<String> = [
        "var", "let", "struct", "class", "enum", "actor", "extension", "init",
        "subscript", "typealias", "protocol", "case",
    ]
}
