// What `SwiftLexer` hands to its visitors: tokens and comments as byte ranges with line numbers.
// Values are small and copied, never allocated, so a visitor that ignores them costs nothing.

/// One token of Swift source; comments and whitespace are never tokens.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: UInt8, Sendable {
        /// Identifiers and keywords alike (`class`, `foo`, `` `default` ``, `$0`); compare the text to tell them apart.
        case identifier
        /// Integer and floating-point literals.
        case number
        /// A string literal, or one piece of it when it is split by interpolations (`"a\(` … `)b"`).
        case string
        /// A regex literal, `/…/` or `#/…/#`.
        case regex
        /// An operator such as `+`, `==`, `..<`, `->`, `?`.
        case `operator`
        /// `#if`, `#available`, `#selector`, … (the text includes the `#`).
        case poundKeyword
        /// Any other single character: `( ) { } [ ] , ; : @ \ #` and stray bytes.
        case punctuation
    }

    public var kind: Kind
    /// Byte offset of the first byte, into the buffer the lexer was given.
    public var start: Int
    /// Byte offset one past the last byte.
    public var end: Int
    /// 1-based line of the first byte.
    public var firstLine: Int
    /// 1-based line of the last byte (greater than `firstLine` only for multi-line literals).
    public var lastLine: Int

    public init(kind: Kind, start: Int, end: Int, firstLine: Int, lastLine: Int) {
        self.kind = kind
        self.start = start
        self.end = end
        self.firstLine = firstLine
        self.lastLine = lastLine
    }

    /// The token's text, decoded leniently (invalid UTF-8 becomes U+FFFD).
    public func text(in source: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: source[start..<end]), as: UTF8.self)
    }

    /// True if the token's bytes are exactly `word` (ASCII), without making a `String`.
    @inlinable
    public func `is`(_ word: StaticString, in source: UnsafeBufferPointer<UInt8>) -> Bool {
        guard end - start == word.utf8CodeUnitCount else { return false }
        let expected = word.utf8Start
        for offset in 0..<(end - start) where source[start + offset] != expected[offset] {
            return false
        }
        return true
    }
}

/// One comment: `//`, `///`, `/* */` (nested), `/** */`, or a `#!` line at the top of the file.
public struct SwiftComment: Equatable, Sendable {
    public enum Kind: UInt8, Sendable {
        case line, documentationLine, block, documentationBlock, shebang
    }

    public var kind: Kind
    public var start: Int
    public var end: Int
    public var firstLine: Int
    public var lastLine: Int

    public init(kind: Kind, start: Int, end: Int, firstLine: Int, lastLine: Int) {
        self.kind = kind
        self.start = start
        self.end = end
        self.firstLine = firstLine
        self.lastLine = lastLine
    }
}

/// Receives what `SwiftLexer` finds, in source order. The lexer is generic over its visitor, so
/// a concrete visitor's methods are inlined into the lexing loop (no existential per token).
public protocol SwiftLexerVisitor {
    mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>)
    mutating func visitComment(_ comment: SwiftComment)
    /// A problem in the source (unterminated comment or string); lexing goes on.
    mutating func visitDiagnostic(line: Int, message: String)

    /// Whether, from here on, the visitor can do without plain tokens: identifiers, numbers,
    /// operators and punctuation other than braces. While it says so, the lexer reports runs of
    /// them only as the lines they are on (`visitCodeLine`), which is several times cheaper than
    /// a token each; strings, comments, regexes, `#` tokens, backtick identifiers and braces are
    /// still reported as tokens. Asked before each token outside string interpolations.
    var acceptsCodeLines: Bool { get }
    /// A line holding plain code that was not reported token by token (see `acceptsCodeLines`).
    /// May come more than once for a line.
    mutating func visitCodeLine(_ line: Int)
}

extension SwiftLexerVisitor {
    public mutating func visitComment(_ comment: SwiftComment) {}
    public mutating func visitDiagnostic(line: Int, message: String) {}
    /// By default a visitor sees every token.
    public var acceptsCodeLines: Bool { false }
    public mutating func visitCodeLine(_ line: Int) {}
}
