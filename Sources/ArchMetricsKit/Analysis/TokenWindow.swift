/// The last few tokens of the file being lexed, addressed by their index in the file, and the
/// questions the structure pass asks about them.
///
/// The pass handles a token once the `SourceStructurePass.lookAhead` tokens after it have
/// arrived, and looks one token behind it, so a small ring holds all it reads, whatever the
/// file's size.
struct TokenWindow {
    /// A power of two above `SourceStructurePass.lookAhead` + 2.
    private static let capacity = 16
    /// In a class: an array would check that its buffer is not shared on every append, and a
    /// fixed-size array held inline would be copied with the window.
    private let ring = Ring()
    /// Tokens appended since the last `removeAll`: the index the next one gets.
    private(set) var count = 0
    /// The bytes of the file being lexed; valid until the lexer is done with the file.
    private(set) var source = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private let keywords = StructureKeywordTable.shared

    mutating func removeAll() {
        count = 0
        source = UnsafeBufferPointer(start: nil, count: 0)
    }

    mutating func append(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        ring.tokens[count & (Self.capacity - 1)] = token
        count += 1
    }

    subscript(index: Int) -> SwiftToken {
        assert(index >= 0 && index < count && index >= count - Self.capacity, "token \(index) left the window")
        return ring.tokens[index & (Self.capacity - 1)]
    }

    /// The keyword the token at `index` spells, whatever its context (`.none` for a non-identifier).
    func keyword(at index: Int) -> StructureKeyword {
        let token = self[index]
        return token.kind == .identifier ? keywords.keyword(token, in: source) : .none
    }

    /// Whether the token at `index` is the punctuation `byte` (`(`, `{`, `:`, …).
    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        let token = self[index]
        return token.kind == .punctuation && source[token.start] == byte
    }

    /// `x.if`, `.init`, `self.for`: after a dot an identifier is a member, never a keyword.
    func isMemberAccess(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = self[index - 1]
        return previous.kind == .operator && source[previous.end - 1] == UInt8(ascii: ".")
    }

    /// `for:` in `prepare(for: segue)`, `(for segue: UIStoryboardSegue)`: an argument label.
    func isArgumentLabel(_ index: Int) -> Bool {
        guard index + 1 < count else { return false }
        if isPunctuation(index + 1, Ascii.colon) { return true }
        guard self[index + 1].kind == .identifier, index > 0, index + 2 < count,
              isPunctuation(index - 1, Ascii.openParenthesis) || isPunctuation(index - 1, Ascii.comma)
        else { return false }
        return isPunctuation(index + 2, Ascii.colon)
    }

    /// The keyword the token before `index` spells (`.none` at the start of the file).
    func keyword(before index: Int) -> StructureKeyword {
        index > 0 ? keyword(at: index - 1) : .none
    }

    func isDot(_ index: Int) -> Bool {
        let token = self[index]
        return token.kind == .operator && token.end - token.start == 1
            && source[token.start] == UInt8(ascii: ".")
    }

    /// The bytes of the name token at `index`: `` `default` `` names `default`.
    func nameRange(_ index: Int) -> Range<Int> {
        let token = self[index]
        let quoted = token.end - token.start > 2 && source[token.start] == Ascii.backtick
            && source[token.end - 1] == Ascii.backtick
        return quoted ? (token.start + 1)..<(token.end - 1) : token.start..<token.end
    }

    /// What the `{` at `index` opens, as far as its next tokens tell: `{ get }`, `{ get set }`,
    /// `{ mutating get async throws }` are requirement lists, `{ willSet` and `{ didSet` observers.
    func braceContents(openingAt index: Int) -> BraceContents {
        guard index + 1 < count else { return .other }
        let next = self[index + 1]
        if next.is("willSet", in: source) || next.is("didSet", in: source) { return .observers }
        var cursor = index + 1
        while cursor < count, cursor <= index + SourceStructurePass.lookAhead {
            if isPunctuation(cursor, Ascii.closeBrace) { return cursor > index + 1 ? .requirementList : .other }
            guard self[cursor].kind == .identifier, keyword(at: cursor) == .accessor else { return .other }
            cursor += 1
        }
        return .other
    }

    /// The window's storage. One pass, on one thread, uses it at a time.
    private final class Ring {
        var tokens = InlineArray<16, SwiftToken>(repeating: SwiftToken(kind: .punctuation, start: 0, end: 0,
                                                                       firstLine: 0, lastLine: 0))
    }

    enum BraceContents {
        case requirementList, observers, other
    }
}
