/// A test file as the scan read it, everything the test inventory needs of it, so no stage
/// reads or lexes the file again: its test functions (`TestFunctionVisitor`), its outermost
/// functions with the names each one mentions and the calls each test makes, and its scenario
/// tags (`ScenarioTags`). The app's own types are known only once the whole variant is
/// classified, so every name is kept here (as bytes) and `TestSubjects` picks the types.
package struct TestFileScan: Sendable {
    /// An outermost function (nested functions and closures belong to it).
    package struct Function: Sendable {
        package var name: String
        package var isTest: Bool
        /// What a test calls (an identifier before `(`), in order; empty for other functions.
        package var calls: [String] = []
    }

    /// One identifier the file names, by the function it is named in.
    package struct Name: Sendable {
        /// Index into `functions`; `outside` (-1) for what lies outside every function.
        package var function: Int
        /// Its bytes in `nameBytes`.
        package var start: Int
        package var end: Int
    }

    /// `Name.function` of a name outside every function (stored properties, nested mocks).
    package static let outside = -1

    /// XCTest's `test…` methods and Swift Testing's `@Test` functions, in order.
    package var testFunctionNames: [String]
    package var functions: [Function]
    /// Every identifier that may name a type, in source order.
    package var names: [Name]
    /// The names' bytes, back to back.
    package var nameBytes: [UInt8]
    /// The ids of its `// Scenario:` comments, in order.
    package var scenarios: [String]

    /// The number of test functions.
    package var testFunctions: Int { testFunctionNames.count }

    /// The text of `name` (invalid UTF-8 repaired, as every name the scan reports).
    package func text(of name: Name) -> String {
        nameBytes.withUnsafeBufferPointer {
            String(
                decoding: UnsafeBufferPointer(rebasing: $0[name.start..<name.end]),
                as: UTF8.self)
        }
    }
}

/// Splits a file's tokens by outermost function, in the scan's own lexing pass: each
/// function's name, whether it is a test, the identifiers it names (signature and body) and
/// the calls a test makes, and the identifiers named outside every function; it counts the
/// file's tests on the way (`TestFunctionVisitor`).
package struct TestInventoryVisitor: SwiftLexerVisitor {
    private var tests = TestFunctionVisitor()
    private var functions: [TestFileScan.Function] = []
    private var names: [TestFileScan.Name] = []
    private var nameBytes: [UInt8] = []
    private var depth = 0
    /// The outermost function being read; nested functions and closures belong to it.
    private var current: Int?
    /// The depth its body's `{` opened at; nil while in its signature.
    private var bodyDepth: Int?
    private var signatureDepth = 0
    private var awaitingName = false
    private var lastIdentifier: SwiftToken?

    package init() {}

    package mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        let testsBefore = tests.names.count
        tests.visitToken(token, in: source)
        guard token.kind == .identifier else {
            awaitingName = false
            if token.kind == .punctuation { visitPunctuation(token, in: source) }
            lastIdentifier = nil
            return
        }
        defer { lastIdentifier = token }
        if awaitingName {
            awaitingName = false
            functions.append(
                TestFileScan.Function(
                    name: token.text(in: source), isTest: tests.names.count > testsBefore))
            (current, bodyDepth, signatureDepth) = (functions.count - 1, nil, depth)
            return
        }
        let isFunc = token.is("func", in: source)
        // A declaration after a signature with no body: that was a protocol requirement.
        if current != nil, bodyDepth == nil,
            isFunc || TestFunctionVisitor.otherDeclarationKeywords.contains(token.text(in: source))
        {
            current = nil
        }
        if current == nil, isFunc {
            awaitingName = true
        } else {
            let start = nameBytes.count
            nameBytes.append(
                contentsOf: UnsafeBufferPointer(rebasing: source[token.start..<token.end]))
            names.append(
                TestFileScan.Name(
                    function: current ?? TestFileScan.outside, start: start,
                    end: nameBytes.count))
        }
    }

    private mutating func visitPunctuation(
        _ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>
    ) {
        if token.is("(", in: source), let called = lastIdentifier, let index = current,
            functions[index].isTest
        {
            functions[index].calls.append(called.text(in: source))
        } else if token.is("{", in: source) {
            if current != nil, bodyDepth == nil { bodyDepth = depth }
            depth += 1
        } else if token.is("}", in: source) {
            depth -= 1
            if current != nil, depth == bodyDepth ?? signatureDepth - 1 { current = nil }
        }
    }

    /// What the visitor read of the file whose `bytes` it was shown.
    package consuming func finish(bytes: UnsafeBufferPointer<UInt8>) -> TestFileScan {
        TestFileScan(
            testFunctionNames: tests.names, functions: functions, names: names,
            nameBytes: nameBytes, scenarios: ScenarioTags.ids(in: bytes))
    }
}
