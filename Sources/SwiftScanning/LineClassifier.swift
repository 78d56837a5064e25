// The line counter: a `SwiftLexerVisitor` that marks each line code, comment or blank.
// A line is code if any part of a token lies on it (every line of a multi-line string too);
// otherwise comment if any part of a comment lies on it; otherwise blank.
import ArchMetricsSupport

/// How one physical line counts.
public enum LineClass: String, Codable, Sendable, CaseIterable {
    case code, comment, blank
}

/// Marks lines from the tokens and comments the lexer reports.
public struct LineClassifier: SwiftLexerVisitor {
    /// Per line (index 1…physicalLines): 0 blank, 1 comment, 2 code; index 0 is unused.
    @usableFromInline var marks: [UInt8]
    public let physicalLines: Int
    /// Most lines hold several tokens; remembering the last code line skips re-marking it.
    @usableFromInline var lastCodeLine = 0

    public init(physicalLines: Int) {
        self.physicalLines = physicalLines
        marks = [UInt8](repeating: 0, count: physicalLines + 1)
    }

    @inline(__always) @usableFromInline
    mutating func mark(_ firstLine: Int, _ lastLine: Int, _ value: UInt8) {
        // Clamped: a literal or comment unterminated at the end of a file that ends with a
        // newline "reaches" the line after the last one.
        let last = min(lastLine, physicalLines)
        guard firstLine <= last else { return }
        for line in firstLine...last where marks[line] < value { marks[line] = value }
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

    /// The totals; `code + comment + blank == physical` by construction.
    public var counts: LineCounts {
        // A mark is 0, 1 or 2: its high bit counts a code line, its low bit a comment line.
        // Without a branch per line the loop is vectorised (the switch it replaces was ~1% of a
        // scan's CPU time).
        var code = 0
        var comment = 0
        for value in marks.dropFirst() {
            code &+= Int(value >> 1)
            comment &+= Int(value & 1)
        }
        return LineCounts(
            physical: physicalLines, code: code, comment: comment,
            blank: physicalLines - code - comment)
    }

    /// The class of every line, in order.
    public var classes: [LineClass] {
        marks.dropFirst().map { $0 == 2 ? .code : $0 == 1 ? .comment : .blank }
    }
}
