// The line counter: a `SwiftLexerVisitor` that marks each line code, comment or blank.
// A line is code if any part of a token lies on it (every line of a multi-line string too);
// otherwise comment if any part of a comment lies on it; otherwise blank.

/// How one physical line counts.
public enum LineClass: String, Codable, Sendable, CaseIterable {
    case code, comment, blank
}

/// Marks lines from the tokens and comments the lexer reports.
public struct LineClassifier: SwiftLexerVisitor {
    /// Per line (index 1…): 0 blank, 1 comment, 2 code; index 0 is unused. Grows as lines are
    /// marked, so the number of lines need not be known first (counting them first would be a
    /// pass over the file of its own); lines never marked are blank.
    @usableFromInline var marks: [UInt8]
    /// Most lines hold several tokens; remembering the last code line skips re-marking it.
    @usableFromInline var lastCodeLine = 0

    /// `expectedLines`: the lines to make room for at once (marking past them doubles the room).
    public init(expectedLines: Int = 0) {
        marks = Array(repeating: 0, count: expectedLines + 2)
    }

    @inline(__always) @usableFromInline
    mutating func mark(_ firstLine: Int, _ lastLine: Int, _ value: UInt8) {
        if lastLine >= marks.count { makeRoom(forLine: lastLine) }
        for line in firstLine...lastLine where marks[line] < value { marks[line] = value }
    }

    @usableFromInline
    mutating func makeRoom(forLine line: Int) {
        marks += repeatElement(0, count: max(line + 1, 2 * marks.count) - marks.count)
    }

    @inlinable
    public mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        if token.firstLine == lastCodeLine && token.lastLine == lastCodeLine { return }
        mark(token.firstLine, token.lastLine, 2)
        lastCodeLine = token.lastLine
    }

    /// Only lines matter here, never which tokens are on them.
    public var acceptsCodeLines: Bool { true }

    @inlinable
    public mutating func visitCodeLine(_ line: Int) {
        if line == lastCodeLine { return }
        mark(line, line, 2)
        lastCodeLine = line
    }

    @inlinable
    public mutating func visitComment(_ comment: SwiftComment) {
        mark(comment.firstLine, comment.lastLine, 1)
    }

    /// The marks of lines 1…`physicalLines`, as many as the file has (`SwiftLexer.physicalLines`):
    /// a literal or comment left unterminated at the end of a file that ends with a line break
    /// "reaches" the line after the last one, which does not count.
    private func marks(ofLines physicalLines: Int) -> [UInt8] {
        let marked = marks.dropFirst().prefix(physicalLines)
        return Array(marked) + repeatElement(0, count: physicalLines - marked.count)
    }

    /// The totals for a file of `physicalLines` lines; `code + comment + blank == physical` by
    /// construction.
    public func counts(physicalLines: Int) -> LineCounts {
        // A mark is 0, 1 or 2: its high bit counts a code line, its low bit a comment line.
        // Without a branch per line the loop is vectorised (the switch it replaces was ~1% of a
        // scan's CPU time).
        var code = 0
        var comment = 0
        for value in marks.dropFirst().prefix(physicalLines) {
            code &+= Int(value >> 1)
            comment &+= Int(value & 1)
        }
        return LineCounts(
            physical: physicalLines, code: code, comment: comment,
            blank: physicalLines - code - comment)
    }

    /// The class of every line, in order.
    public func classes(physicalLines: Int) -> [LineClass] {
        marks(ofLines: physicalLines).map { $0 == 2 ? .code : $0 == 1 ? .comment : .blank }
    }
}
