/// The last few tokens of the file being lexed, addressed by their index in the file, and the
/// questions the structure pass asks about them.
///
/// The pass handles tokens a `SourceStructurePass.batch` at a time, each once the
/// `SourceStructurePass.lookAhead` tokens after it have arrived, and looks one token behind the
/// one it handles, so a small ring holds all it reads, whatever the file's size.
package struct TokenWindow {
    /// The ring's storage, in a class: appending to an array would check on every token that
    /// its buffer is not shared, and a fixed-size array held inline would be copied with the
    /// window. A copy of the window shares the ring; one pass, on one thread, uses it at a time.
    private final class Ring {
        /// A power of two no smaller than `SourceStructurePass.lookAhead` + `batch` + 2.
        typealias Tokens = InlineArray<64, SwiftToken>
        var tokens = Tokens(
            repeating: SwiftToken(
                kind: .punctuation, start: 0, end: 0,
                firstLine: 0, lastLine: 0))
    }

    package static let capacity = Ring.Tokens.count
    private let ring = Ring()
    private let keywords = StructureKeywordTable.shared
    /// Tokens appended since the last `removeAll`: the index the next one gets.
    private(set) var count = 0
    /// The bytes of the file being lexed; valid until the lexer is done with the file.
    private(set) var source = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

    package mutating func removeAll() {
        count = 0
        source = UnsafeBufferPointer(start: nil, count: 0)
    }

    package mutating func append(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        ring.tokens[count & (Self.capacity - 1)] = token
        count += 1
    }

    package subscript(index: Int) -> SwiftToken {
        assert(
            index >= 0 && index < count && index >= count - Self.capacity,
            "token \(index) left the window")
        return ring.tokens[index & (Self.capacity - 1)]
    }

    /// The keyword the token at `index` spells, whatever its context (`.none` for a token that
    /// is no identifier).
    package func keyword(at index: Int) -> StructureKeyword {
        let token = self[index]
        return token.kind == .identifier ? keywords.keyword(token, in: source) : .none
    }

    /// Whether the token at `index` exists and is an identifier.
    package func isIdentifier(_ index: Int) -> Bool {
        index < count && self[index].kind == .identifier
    }

    /// Whether the token at `index` is the punctuation `byte` (`(`, `{`, `:`, …).
    package func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        let token = self[index]
        return token.kind == .punctuation && source[token.start] == byte
    }

    /// Whether the token at `index` is the one-character operator `character` (`=`, `.`).
    package func isOperator(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        let token = self[index]
        return token.kind == .operator && token.end - token.start == 1
            && source[token.start] == UInt8(ascii: character)
    }

    /// The bytes of the name token at `index`: `` `default` `` names `default`.
    package func nameRange(_ index: Int) -> Range<Int> {
        let token = self[index]
        let quoted =
            token.end - token.start > 2 && source[token.start] == Ascii.backtick
            && source[token.end - 1] == Ascii.backtick
        return quoted ? (token.start + 1)..<(token.end - 1) : token.start..<token.end
    }

    /// `x.if`, `.init`, `self.for`: after a dot an identifier is a member, never a keyword.
    package func isMemberAccess(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = self[index - 1]
        return previous.kind == .operator && source[previous.end - 1] == UInt8(ascii: ".")
    }

    /// `for:` in `prepare(for: segue)`, `(for segue: UIStoryboardSegue)`: an argument label.
    package func isArgumentLabel(_ index: Int) -> Bool {
        guard index + 1 < count else { return false }
        if isPunctuation(index + 1, Ascii.colon) { return true }
        guard self[index + 1].kind == .identifier, index > 0, index + 2 < count,
            isPunctuation(index - 1, Ascii.openParenthesis)
                || isPunctuation(index - 1, Ascii.comma)
        else { return false }
        return isPunctuation(index + 2, Ascii.colon)
    }

    /// `if case`, `guard case`, `while case`, `for case`, `if x, case …`: a pattern in a
    /// condition.
    package func isConditionPattern(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        if isPunctuation(index - 1, Ascii.comma) { return true }
        switch keyword(at: index - 1) {
        case .ifKeyword, .guardKeyword, .whileKeyword, .forKeyword: return true
        default: return false
        }
    }

    /// `if var x = y`, `for var x in`, `case var x`, `(var x)`: a binding, not a property.
    package func isBindingInCondition(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        if isPunctuation(index - 1, Ascii.comma)
            || isPunctuation(index - 1, Ascii.openParenthesis)
        {
            return true
        }
        switch keyword(at: index - 1) {
        case .ifKeyword, .guardKeyword, .whileKeyword, .forKeyword, .caseKeyword: return true
        default: return false
        }
    }

    package enum BraceContents {
        case requirementList, observers, other
    }

    /// What the `{` at `index` opens, as far as the tokens after it tell: `{ get }`,
    /// `{ get set }`, `{ mutating get async throws }` are requirement lists, `{ willSet …` and
    /// `{ didSet …` observers.
    package func braceContents(openingAt index: Int) -> BraceContents {
        guard index + 1 < count else { return .other }
        let next = self[index + 1]
        if next.is("willSet", in: source) || next.is("didSet", in: source) { return .observers }
        var cursor = index + 1
        while cursor < count, cursor <= index + SourceStructurePass.lookAhead {
            if isPunctuation(cursor, Ascii.closeBrace) {
                return cursor > index + 1 ? .requirementList : .other
            }
            guard self[cursor].kind == .identifier, keyword(at: cursor) == .accessor else {
                return .other
            }
            cursor += 1
        }
        return .other
    }
}
