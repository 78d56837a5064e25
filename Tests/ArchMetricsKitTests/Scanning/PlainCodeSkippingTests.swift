import ArchMetricsModel
import Testing

@testable import SwiftScanning

/// The scanner skips plain code inside bodies (`SwiftLexer.skipPlainCode`), reporting only the
/// lines it is on. These tests scan the same bytes token by token as well and require the same
/// result: line counts and classes, declarations and diagnostics.
@Suite struct PlainCodeSkippingTests {
    /// A visitor that needs every token, so that the lexer never skips.
    struct EveryToken: SwiftLexerVisitor {
        mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {}
    }

    /// `LineClassifier` seeing every token, as it did before it accepted code lines.
    struct TokenByTokenLines: SwiftLexerVisitor {
        var lines: LineClassifier
        mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
            lines.visitToken(token, in: source)
        }
        mutating func visitComment(_ comment: SwiftComment) { lines.visitComment(comment) }
    }

    static func expectSameAsTokenByToken(
        _ bytes: [UInt8], _ context: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        bytes.withUnsafeBufferPointer { buffer in
            let skipping = SourceScanner.scan(bytes: buffer, path: "f.swift")
            let reference = SourceScanner.scan(
                bytes: buffer, path: "f.swift", alsoVisiting: EveryToken()
            ).file
            #expect(skipping == reference, "\(context())", sourceLocation: sourceLocation)

            var lexer = SwiftLexer(
                source: buffer, visitor: TokenByTokenLines(lines: LineClassifier()))
            lexer.run()
            #expect(
                SourceScanner.explain(bytes: buffer)
                    == lexer.visitor.lines.classes(physicalLines: lexer.physicalLines),
                "\(context())", sourceLocation: sourceLocation)
        }
    }

    /// Whether a `/` right after `prefix`, inside a body, opens a regex: `/"/` is a regex there,
    /// or else a division followed by an unterminated string, which is a diagnostic.
    @Test(arguments: [
        ("return", true), ("x", false), ("x.return", true), ("_", false), ("é", false),
        ("$0", false), ("$", false), ("$return", false), ("a$return", false), ("1", false),
        ("1return", false), ("1.in", true), ("1.5", false), ("1e+5", false), ("0x1F", false),
        ("case", true), ("if", true), ("in", true), ("try", true), ("throw", true),
        ("await", true), ("guard", true), ("while", true), ("where", true), ("returns", false),
        ("a +", true), ("a+", false), ("a + ", true), ("x.", false), ("x .", false),
        ("x ..", true), ("a +.+", false), ("a ..<", true), ("(a) ?", true), ("f()!", false),
        ("(", true), (")", false), ("[", true), ("]", false), (",", true), (":", true),
        (";", true), ("@", true), ("\\", true), ("'", true), ("x\n    return", true),
        ("return // note\n   ", true), ("x /* note */", false), ("return /* note */", true),
        ("\"s\"", false), ("\"s\" + ", true), ("`return`", false), ("#if", true),
        ("x\t", false), ("return\r\n", true), ("", false),
    ])
    func regexAfterSkippedCode(prefix: String, opensRegex: Bool) {
        // `{` leaves the lexer expecting an expression, so an empty prefix has a `{` before the
        // `/` and no skipped code: then the state is the brace's (true). Start with `x;` and a
        // line break to make the empty case a division.
        let body = prefix.isEmpty ? "x" : "x;\n\(prefix)"
        let source = "struct S {\n    \(body) /\"/\n}\n"
        let file = SourceScanner.scan(source: source)
        #expect(file.diagnostics.isEmpty == opensRegex, "\(prefix.debugDescription)")
        Self.expectSameAsTokenByToken(Array(source.utf8), prefix.debugDescription)
    }

    /// Plain-code pieces mixed with everything that ends a run of plain code.
    static let pieces: [String] = [
        "{", "}", "{\n", "}\n", "\n", " ", "\t", "\r", "x", "return", "in", "$0", "$", "1", "1.5",
        "e+", ".", "..<", "+", "-", "!", "?", "=", "(", ")", "[", "]", ",", ":", ";", "@", "\\",
        "'", "é", "/", "//", "/*", "*/", "\"", "\"\"\"", "#", "#if", "#\"", "\\(", "`", "`x`",
        "class A ", "struct B: C ", "\u{0}",
    ]

    @Test func randomCodeInBodiesScansAsTokenByToken() {
        var generator = SplitMix64(seed: 0x5C1F)
        for round in 0..<4_000 {
            var text = Bool.random(using: &generator) ? "class A {\n" : ""
            for _ in 0..<Int.random(in: 0..<60, using: &generator) {
                text += Self.pieces.randomElement(using: &generator)!
            }
            Self.expectSameAsTokenByToken(
                Array(text.utf8), "round \(round): \(text.debugDescription)")
        }
    }

    /// Real Swift (the scanner's own sources), whole, and cut, duplicated and spliced.
    @Test func realSwiftScansAsTokenByToken() throws {
        let sources = try LexerRandomizedTests.realSwiftFiles()
        for source in sources { Self.expectSameAsTokenByToken(source, "whole file") }
        var generator = SplitMix64(seed: 0xB0D1)
        let pieces = Self.pieces.map { Array($0.utf8) }
        for round in 0..<400 {
            let bytes = LexerRandomizedTests.mutated(
                sources.randomElement(using: &generator)!, inserting: pieces, using: &generator)
            Self.expectSameAsTokenByToken(bytes, "round \(round)")
        }
    }

    /// A body left open at the end of the file ends at its last line of code, skipped or not.
    @Test func anUnclosedBodyEndsAtItsLastSkippedLine() {
        let file = SourceScanner.scan(source: "class A {\n    let x = 1\n    f(x)\n\n// c\n")
        #expect(file.declarations.map(\.lastLine) == [3])
    }
}
