#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A byte-level lexer for Swift source, following the language's lexical grammar closely enough
// to count lines exactly: it knows nested block comments, multi-line and raw strings, string
// interpolation (with strings and comments inside), regex literals and `#!` lines.
//
// Line breaks: only `\n` starts a new line (so `\r\n` is one line break and line numbers agree
// with `wc -l` and editors). A lone `\r` ends a `//` comment, as in the Swift compiler, but does
// not start a new counted line: it is whitespace within the line. Lone-CR files are practically
// extinct, and counting them as one line keeps `physical` equal to `wc -l` for every file.
//
// Every loop advances `position` by at least one byte or stops, and nothing here can fail:
// broken input (an unterminated comment or string) becomes a diagnostic and lexing goes on.

/// Lexes Swift source bytes and reports tokens and comments to a visitor.
public struct SwiftLexer<Visitor: SwiftLexerVisitor> {
    public var visitor: Visitor
    let source: UnsafeBufferPointer<UInt8>
    let count: Int
    /// `ByteClass.table`, copied here so the hot loops do not re-check a lazy global.
    let byteClasses: UnsafePointer<UInt8>
    var position = 0
    var line = 1
    /// Whether an expression may start here, which is where a bare `/` may open a regex literal.
    var regexMayStart = true
    /// Set when the previous token was an identifier: whether it is a keyword such as `return`
    /// (after which a regex may start) is only worked out when a `/` actually follows.
    var previousIdentifier: Range<Int>?
    /// The string literals whose `\( … )` interpolations enclose the code being lexed, innermost
    /// last. A stack rather than recursion, so that no depth of nesting can exhaust the call
    /// stack and none needs a cap (a cap would lex the deeper `\(` as string text).
    var openStrings: [OpenString] = []

    public init(source: UnsafeBufferPointer<UInt8>, visitor: Visitor) {
        self.source = source
        self.count = source.count
        self.visitor = visitor
        self.byteClasses = ByteClass.table
    }

    /// The source's physical lines, once `run()` has lexed it: every `\n` ends one, and a last
    /// line without one counts too; an empty source has none. Each lexing path counts the line
    /// breaks it passes (in code, skipped code, comments, strings and regexes), each once, so
    /// the lines need no counting pass of their own.
    public var physicalLines: Int {
        line - 1 + (count > 0 && source[count - 1] != Ascii.newline ? 1 : 0)
    }

    /// Lexes the whole buffer; the visitor holds the results afterwards.
    public mutating func run() {
        guard count > 0 else { return }
        // A UTF-8 byte order mark is not part of the source text.
        if count >= 3, source[0] == 0xEF, source[1] == 0xBB, source[2] == 0xBF { position = 3 }
        if position + 1 < count, source[position] == Ascii.hash,
            source[position + 1] == Ascii.exclamation
        {
            let start = position
            skipToEndOfLine()
            visitor.visitComment(
                SwiftComment(kind: .shebang, start: start, end: position, firstLine: 1, lastLine: 1)
            )
        }
        lexCode()
    }

    // MARK: - Code

    /// Lexes code to the end of input, including the code inside string interpolations: a `)`
    /// that closes an interpolation resumes its string.
    mutating func lexCode() {
        /// Parentheses open in the innermost interpolation (or outside any string).
        var parenthesisDepth = 0
        while position < count {
            // Outside interpolations parentheses need no counting, so plain code may be skipped.
            if openStrings.isEmpty && visitor.acceptsCodeLines {
                skipPlainCode()
                if position == count { break }
            }
            let byte = source[position]
            switch byte {
            case Ascii.newline:
                line += 1
                position += 1
                // The next line's indentation, without another trip through the switch.
                skip { $0 == Ascii.space }
            case Ascii.space:
                // Indentation: runs of spaces are the most common bytes in Swift source.
                position += 1
                skip { $0 == Ascii.space }
            case Ascii.tab, Ascii.carriageReturn, Ascii.verticalTab, Ascii.formFeed, 0:
                position += 1
            case Ascii.slash:
                lexSlash()
            case Ascii.quote:
                if let string = lexString(start: position, hashes: 0) {
                    enterInterpolation(of: string, parenthesisDepth: &parenthesisDepth)
                } else {
                    regexMayStart = false
                }
            case Ascii.hash:
                if let string = lexHash() {
                    enterInterpolation(of: string, parenthesisDepth: &parenthesisDepth)
                }
            case Ascii.openParenthesis:
                parenthesisDepth += 1
                emitPunctuation()
                regexMayStart = true
            case Ascii.closeParenthesis:
                lexCloseParenthesis(parenthesisDepth: &parenthesisDepth)
            case Ascii.openBracket, Ascii.openBrace, Ascii.comma, Ascii.colon, Ascii.semicolon:
                emitPunctuation()
                regexMayStart = true
            case Ascii.closeBracket, Ascii.closeBrace:
                emitPunctuation()
                regexMayStart = false
            case Ascii.backtick:
                lexBacktickIdentifier()
                regexMayStart = false
            case Ascii.zero...Ascii.nine:
                lexNumber()
                regexMayStart = false
            case _
            where byteClasses[Int(byte)] & ByteClass.identifierStart != 0 || byte == Ascii.dollar:
                lexIdentifier()
            case _ where byteClasses[Int(byte)] & ByteClass.operatorCharacter != 0:
                lexOperator()
            default:
                emitPunctuation()
                regexMayStart = true
            }
        }
        // Strings left inside their interpolations by the end of input, innermost first.
        while let string = openStrings.popLast() {
            visitor.visitDiagnostic(
                line: string.openingLine,
                message: "unterminated string interpolation (the string starts here)")
        }
    }

    /// A `/` in code: a comment, a bare regex literal or an operator. Inlined: `lexCode` is
    /// the hot loop, split only so it reads in one screen.
    @inline(__always)
    mutating func lexSlash() {
        let next = peek(1)
        if next == Ascii.slash {
            lexLineComment()
        } else if next == Ascii.asterisk {
            lexBlockComment()
        } else if regexMayStartHere(), lexBareRegex() {
            regexMayStart = false
            previousIdentifier = nil
        } else {
            lexOperator()
        }
    }

    /// A `)` in code: the end of an interpolation when no parenthesis is open inside it (back
    /// to its string, which may have another), else punctuation. Inlined, as `lexSlash`.
    @inline(__always)
    mutating func lexCloseParenthesis(parenthesisDepth: inout Int) {
        if parenthesisDepth == 0, let string = openStrings.popLast() {
            position += 1
            parenthesisDepth = string.enclosingParenthesisDepth
            if lexStringContents(of: string, pieceStart: position - 1) {
                enterInterpolation(of: string, parenthesisDepth: &parenthesisDepth)
            } else {
                regexMayStart = false
            }
            return
        }
        parenthesisDepth = max(0, parenthesisDepth - 1)
        emitPunctuation()
        regexMayStart = false
    }

    /// Lexing stopped inside `string`, just after a `\(`: code follows, in new parentheses.
    @inline(__always)
    mutating func enterInterpolation(of string: OpenString, parenthesisDepth: inout Int) {
        var string = string
        string.enclosingParenthesisDepth = parenthesisDepth
        openStrings.append(string)
        parenthesisDepth = 0
        regexMayStart = true
    }

    /// Advances past the bytes that satisfy `belongs`. The loop runs on a local cursor:
    /// `position` lives in memory (the lexer is `inout`), and a loop-carried store and reload
    /// through it made the hottest loops several times slower.
    @inline(__always)
    mutating func skip(while belongs: (UInt8) -> Bool) {
        var cursor = position
        while cursor < count, belongs(source[cursor]) { cursor += 1 }
        position = cursor
    }

    @inline(__always)
    func peek(_ offset: Int) -> UInt8 {
        position + offset < count ? source[position + offset] : 0
    }

    @inline(__always)
    mutating func emit(_ kind: SwiftToken.Kind, from start: Int, firstLine: Int) {
        previousIdentifier = nil
        visitor.visitToken(
            SwiftToken(
                kind: kind, start: start, end: position, firstLine: firstLine,
                lastLine: lineOfLastByte(from: start)), in: source)
    }

    /// A token that cannot hold a line break (identifier, number, operator, punctuation,
    /// `#keyword`): it ends on the line it starts, so there is no last byte to look at.
    @inline(__always)
    mutating func emitOnOneLine(_ kind: SwiftToken.Kind, from start: Int) {
        previousIdentifier = nil
        visitor.visitToken(
            SwiftToken(kind: kind, start: start, end: position, firstLine: line, lastLine: line),
            in: source)
    }

    /// The line of the byte before `position`: `line` unless that byte is the `\n` that ended
    /// it, which happens only for a literal or comment left unterminated at the end of the file.
    @inline(__always)
    func lineOfLastByte(from start: Int) -> Int {
        position > start && source[position - 1] == Ascii.newline ? line - 1 : line
    }

    @inline(__always)
    mutating func emitPunctuation() {
        position += 1
        emitOnOneLine(.punctuation, from: position - 1)
    }

    /// Moves to the next `\n` or `\r` (not past it), with `memchr`, which is vectorised.
    mutating func skipToEndOfLine() {
        guard position < count, let base = source.baseAddress else { return }
        let remaining = count - position
        let start = UnsafeRawPointer(base)
        let newline = memchr(start + position, Int32(Ascii.newline), remaining)
        let lineEnd = newline.map { UnsafeRawPointer($0) - start } ?? count
        let carriageReturn = memchr(
            start + position, Int32(Ascii.carriageReturn), lineEnd - position)
        position = carriageReturn.map { UnsafeRawPointer($0) - start } ?? lineEnd
    }

    mutating func lexIdentifier() {
        let start = position
        var cursor = position + 1
        // Eight bytes at a time, then byte by byte where fewer than eight are left. Fewer
        // branches than the byte loop alone: ~2.5 % less CPU time for a scan of the reference
        // corpus (though more instructions), the byte loop being the lexer's second hottest.
        if let base = source.baseAddress {
            while cursor + 8 <= count {
                let run = ByteClass.identifierRunLength(
                    UInt64(
                        littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self)
                    ))
                cursor += run
                if run < 8 {
                    position = cursor
                    emitOnOneLine(.identifier, from: start)
                    previousIdentifier = start..<position
                    return
                }
            }
        }
        position = cursor
        let classes = byteClasses
        skip { classes[Int($0)] & ByteClass.identifierContinuation != 0 }
        emitOnOneLine(.identifier, from: start)
        previousIdentifier = start..<position
    }

    @inline(__always)
    func regexMayStartHere() -> Bool {
        if let identifier = previousIdentifier {
            return Self.isExpressionIntroducer(source, identifier.lowerBound, identifier.upperBound)
        }
        return regexMayStart
    }

    /// Keywords after which an expression (and so a regex literal) may start.
    static func isExpressionIntroducer(
        _ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
    ) -> Bool {
        let length = end - start
        guard length >= 2 && length <= 6 else { return false }
        let token = SwiftToken(kind: .identifier, start: start, end: end, firstLine: 0, lastLine: 0)
        switch source[start] {
        case UInt8(ascii: "r"): return token.is("return", in: source)
        case UInt8(ascii: "c"): return token.is("case", in: source)
        case UInt8(ascii: "i"): return token.is("in", in: source) || token.is("if", in: source)
        case UInt8(ascii: "t"): return token.is("try", in: source) || token.is("throw", in: source)
        case UInt8(ascii: "a"): return token.is("await", in: source)
        case UInt8(ascii: "g"): return token.is("guard", in: source)
        case UInt8(ascii: "w"):
            return token.is("while", in: source) || token.is("where", in: source)
        default: return false
        }
    }

    mutating func lexBacktickIdentifier() {
        let start = position
        var cursor = position + 1
        while cursor < count {
            let byte = source[cursor]
            if byte == Ascii.backtick {
                position = cursor + 1
                emitOnOneLine(.identifier, from: start)
                return
            }
            if byte == Ascii.newline || byte == Ascii.carriageReturn { break }
            cursor += 1
        }
        emitPunctuation()
    }

    mutating func lexNumber() {
        let start = position
        position += 1
        while position < count {
            let byte = source[position]
            if Ascii.isIdentifierContinuation(byte) && byte < 0x80 {
                position += 1
            } else if byte == Ascii.dot, Ascii.isDigit(peek(1)) {
                position += 1
            } else if byte == Ascii.plus || byte == Ascii.minus, Ascii.isDigit(peek(1)),
                (source[position - 1] | 0x20) == UInt8(ascii: "e")
                    || (source[position - 1] | 0x20) == UInt8(ascii: "p")
            {
                position += 1
            } else {
                break
            }
        }
        emitOnOneLine(.number, from: start)
    }

    /// An operator is a run of operator characters; only operators starting with `.` may
    /// contain dots, and `//` or `/*` always starts a comment, even inside a run.
    mutating func lexOperator() {
        let start = position
        let allowsDots = source[position] == Ascii.dot
        position += 1
        while position < count {
            let byte = source[position]
            guard Ascii.isOperator(byte), allowsDots || byte != Ascii.dot else { break }
            if byte == Ascii.slash, peek(1) == Ascii.slash || peek(1) == Ascii.asterisk { break }
            position += 1
        }
        emitOnOneLine(.operator, from: start)
        regexMayStart = expressionMayFollowOperator(from: start, to: position)
    }

    /// Whether an expression (and so a regex) may follow the operator `start..<end`: a prefix or
    /// infix operator (space or an opening bracket before it) may be followed by one; a postfix
    /// one (`x!`) or a member dot may not.
    func expressionMayFollowOperator(from start: Int, to end: Int) -> Bool {
        let precededBySpace =
            start == 0 || Ascii.isWhitespace(source[start - 1])
            || Ascii.opensExpression(source[start - 1])
        return precededBySpace && !(end - start == 1 && source[start] == Ascii.dot)
    }

    // MARK: - Plain code, for visitors that accept code lines

    /// Skips plain code: everything up to the next byte that may start a string, comment,
    /// regex, `#` token, backtick identifier or brace (`" / # ` { }`), reporting the lines that
    /// hold anything but whitespace. One table load and one rarely taken branch per byte, where
    /// lexing token by token costs a mispredicted jump per token or two.
    ///
    /// What the skipped tokens were still decides whether a `/` after them may open a regex;
    /// `settleRegexState(lastCodeByte:regionStart:)` works that out from the last of them.
    mutating func skipPlainCode() {
        let regionStart = position
        var cursor = position
        var currentLine = line
        var lineStart = cursor
        /// The last byte that is not whitespace (so part of a token), or -1.
        var lastCodeByte = -1
        let classes = byteClasses
        while cursor < count {
            let byteClass = classes[Int(source[cursor])]
            if byteClass & (ByteClass.newline | ByteClass.endsPlainCode) != 0 {
                guard byteClass & ByteClass.newline != 0 else { break }
                if lastCodeByte >= lineStart { visitor.visitCodeLine(currentLine) }
                currentLine += 1
                lineStart = cursor + 1
            } else if byteClass & ByteClass.layout == 0 {
                lastCodeByte = cursor
            }
            cursor += 1
        }
        if lastCodeByte >= lineStart { visitor.visitCodeLine(currentLine) }
        position = cursor
        line = currentLine
        // Only a `/` reads the state the skipped tokens leave (may a regex start here?): every
        // other byte that ends the run starts a token that sets it afresh.
        guard lastCodeByte >= regionStart, cursor < count, source[cursor] == Ascii.slash else {
            return
        }
        if lastCodeByte == cursor - 1,
            classes[Int(source[lastCodeByte])] & ByteClass.operatorCharacter != 0
        {
            // An operator runs on over a `/` (`*/`, `+/`): lex that operator whole.
            position = lastOperatorStart(endingAt: lastCodeByte, regionStart: regionStart)
        } else {
            settleRegexState(lastCodeByte: lastCodeByte, regionStart: regionStart)
        }
    }

    /// Where the operator that ends at `last` starts. Operators split only before a dot:
    /// `+..<` is `+` then `..<`; one that starts with a dot runs on over dots. So the last
    /// operator of a run starts at the run's first dot, unless the run starts with one.
    func lastOperatorStart(endingAt last: Int, regionStart: Int) -> Int {
        var start = last
        while start > regionStart,
            byteClasses[Int(source[start - 1])] & ByteClass.operatorCharacter != 0
        {
            start -= 1
        }
        if source[start] != Ascii.dot {
            var dot = start
            while dot < last, source[dot] != Ascii.dot { dot += 1 }
            if source[dot] == Ascii.dot { start = dot }
        }
        return start
    }

    /// Sets `regexMayStart` and `previousIdentifier` as lexing token by token would have left
    /// them after the skipped token ending at `lastCodeByte`. The region holds no `/`, quote,
    /// `#`, backtick or brace, and began at a token boundary, so that token is found by walking
    /// back over bytes of its kind.
    mutating func settleRegexState(lastCodeByte last: Int, regionStart: Int) {
        let byte = source[last]
        let byteClass = byteClasses[Int(byte)]
        previousIdentifier = nil
        if byte == Ascii.dollar {
            regexMayStart = false  // `$` alone is an identifier, not a keyword.
        } else if byteClass & ByteClass.identifierContinuation != 0 {
            var start = last
            while start > regionStart,
                byteClasses[Int(source[start - 1])] & ByteClass.identifierContinuation != 0
            {
                start -= 1
            }
            if start > regionStart && source[start - 1] == Ascii.dollar {
                // `$0`, `$x`: an identifier, but never a keyword.
                regexMayStart = false
            } else if Ascii.isDigit(source[start]) {
                // A number, or a number and then an identifier starting with a non-ASCII byte:
                // neither is a keyword.
                regexMayStart = false
            } else {
                previousIdentifier = start..<(last + 1)
            }
        } else if byteClass & ByteClass.operatorCharacter != 0 {
            let start = lastOperatorStart(endingAt: last, regionStart: regionStart)
            regexMayStart = expressionMayFollowOperator(from: start, to: last + 1)
        } else {
            // Punctuation: an expression may follow anything but a closing `)` or `]`.
            regexMayStart = byte != Ascii.closeParenthesis && byte != Ascii.closeBracket
        }
    }

    // MARK: - Comments

    mutating func lexLineComment() {
        let start = position
        let isDocumentation = peek(2) == Ascii.slash && peek(3) != Ascii.slash
        skipToEndOfLine()
        visitor.visitComment(
            SwiftComment(
                kind: isDocumentation ? .documentationLine : .line,
                start: start, end: position, firstLine: line, lastLine: line))
    }

    /// `/* … */`, nested to any depth, as Swift allows.
    mutating func lexBlockComment() {
        let start = position
        let firstLine = line
        let isDocumentation =
            peek(2) == Ascii.asterisk && peek(3) != Ascii.asterisk && peek(3) != Ascii.slash
        var cursor = position + 2
        var currentLine = line
        var depth = 1
        while cursor < count {
            let byte = source[cursor]
            if byte == Ascii.newline {
                currentLine += 1
                cursor += 1
            } else if byte == Ascii.slash && cursor + 1 < count
                && source[cursor + 1] == Ascii.asterisk
            {
                depth += 1
                cursor += 2
            } else if byte == Ascii.asterisk && cursor + 1 < count
                && source[cursor + 1] == Ascii.slash
            {
                depth -= 1
                cursor += 2
                if depth == 0 { break }
            } else {
                cursor += 1
            }
        }
        position = cursor
        line = currentLine
        if depth > 0 {
            visitor.visitDiagnostic(
                line: firstLine,
                message: "unterminated block comment (starts here, runs to the end of the file)")
        }
        visitor.visitComment(
            SwiftComment(
                kind: isDocumentation ? .documentationBlock : .block,
                start: start, end: position, firstLine: firstLine,
                lastLine: lineOfLastByte(from: start)))
    }

    // MARK: - `#`: raw strings, extended regexes, pound keywords

    /// Returns the raw string if lexing stopped inside it, at an interpolation (as `lexString`).
    mutating func lexHash() -> OpenString? {
        let start = position
        var cursor = position
        while cursor < count, source[cursor] == Ascii.hash { cursor += 1 }
        let hashes = cursor - start
        let next: UInt8 = cursor < count ? source[cursor] : 0
        if next == Ascii.quote {
            position = cursor
            if let string = lexString(start: start, hashes: hashes) { return string }
            regexMayStart = false
            return nil
        }
        if next == Ascii.slash, lexExtendedRegex(start: start, hashes: hashes) {
            regexMayStart = false
            return nil
        }
        if hashes == 1, Ascii.isIdentifierStart(next) {
            position = cursor + 1
            while position < count, Ascii.isIdentifierContinuation(source[position]) {
                position += 1
            }
            emitOnOneLine(.poundKeyword, from: start)
            regexMayStart = true
            return nil
        }
        emitPunctuation()
        regexMayStart = true
        return nil
    }

    // MARK: - Strings

    /// A string literal being lexed: what its delimiter is and where it began.
    struct OpenString {
        var hashes: Int
        var isMultiline: Bool
        var openingLine: Int
        /// While lexing is inside one of its interpolations: the parentheses open around the
        /// string, restored when it resumes.
        var enclosingParenthesisDepth = 0
    }

    /// Lexes a string literal whose opening delimiter (after `hashes` `#`s) is at `position`.
    /// Each piece between interpolations is reported as one `.string` token; the code inside
    /// `\( … )` is lexed as code by `lexCode`, so its strings, comments and parentheses are
    /// handled too. Returns the string if lexing stopped at an interpolation, nil if it ended.
    mutating func lexString(start: Int, hashes: Int) -> OpenString? {
        var isMultiline = peek(1) == Ascii.quote && peek(2) == Ascii.quote
        if isMultiline && hashes > 0 && closesOnSameLine(from: position + 3, hashes: hashes) {
            // Like the Swift lexer: `#"""#` or `#""" … "#` is a one-line raw string holding quotes.
            isMultiline = false
        }
        position += isMultiline ? 3 : 1
        let string = OpenString(hashes: hashes, isMultiline: isMultiline, openingLine: line)
        return lexStringContents(of: string, pieceStart: start) ? string : nil
    }

    /// Lexes the text of `string` from `position` to its closing delimiter or its next `\(`,
    /// and reports it as one `.string` token starting at `pieceStart`. Returns true if it
    /// stopped at an interpolation (`position` is then after its `(`).
    mutating func lexStringContents(of string: OpenString, pieceStart: Int) -> Bool {
        let hashes = string.hashes
        let isMultiline = string.isMultiline
        let pieceFirstLine = line
        while position < count {
            let byte = source[position]
            switch byte {
            case Ascii.backslash:
                // An escape is `\` followed by exactly as many `#`s as the delimiter has.
                var cursor = position + 1
                while cursor < count, cursor - position - 1 < hashes, source[cursor] == Ascii.hash {
                    cursor += 1
                }
                guard cursor - position - 1 == hashes else {
                    position += 1
                    continue
                }
                if cursor < count, source[cursor] == Ascii.openParenthesis {
                    position = cursor + 1
                    emit(.string, from: pieceStart, firstLine: pieceFirstLine)
                    return true
                }
                position = cursor
                // Skip the escaped character, but never a line break (a multi-line
                // string's `\` line continuation): the loop counts that.
                if position < count, source[position] != Ascii.newline { position += 1 }
            case Ascii.quote:
                if isMultiline {
                    guard peek(1) == Ascii.quote, peek(2) == Ascii.quote,
                        hashesFollow(position + 3, hashes)
                    else {
                        position += 1
                        continue
                    }
                    position += 3 + hashes
                } else {
                    guard hashesFollow(position + 1, hashes) else {
                        position += 1
                        continue
                    }
                    position += 1 + hashes
                }
                emit(.string, from: pieceStart, firstLine: pieceFirstLine)
                return false
            case Ascii.newline:
                if !isMultiline {
                    // Swift rejects this; end the literal here so the next line lexes normally.
                    visitor.visitDiagnostic(line: line, message: "unterminated string literal")
                    emit(.string, from: pieceStart, firstLine: pieceFirstLine)
                    return false
                }
                line += 1
                position += 1
            default:
                position += 1
                let classes = byteClasses
                skip { classes[Int($0)] & ByteClass.endsStringText == 0 }
            }
        }
        visitor.visitDiagnostic(
            line: string.openingLine,
            message: "unterminated string literal (starts here, runs to the end of the file)")
        emit(.string, from: pieceStart, firstLine: pieceFirstLine)
        return false
    }

    /// True if a `"` followed by `hashes` `#`s closes a raw string on the current line, or
    /// the `#`s come right at `offset`.
    func closesOnSameLine(from offset: Int, hashes: Int) -> Bool {
        if hashesFollow(offset, hashes) { return true }
        var cursor = offset
        while cursor < count, source[cursor] != Ascii.newline,
            source[cursor] != Ascii.carriageReturn
        {
            if source[cursor] == Ascii.quote, hashesFollow(cursor + 1, hashes) { return true }
            cursor += 1
        }
        return false
    }

    @inline(__always)
    func hashesFollow(_ offset: Int, _ hashes: Int) -> Bool {
        guard offset + hashes <= count else { return false }
        for index in offset..<(offset + hashes) where source[index] != Ascii.hash { return false }
        return true
    }

    // MARK: - Regex literals

    /// `/…/` where an expression may start. Like the Swift lexer, a bare regex may not start
    /// with a space or tab, may not end with one, must close on the same line and may not
    /// close a parenthesis it did not open; otherwise the `/` is an operator.
    mutating func lexBareRegex() -> Bool {
        let first = peek(1)
        if first == Ascii.space || first == Ascii.tab || first == Ascii.newline
            || first == Ascii.carriageReturn || first == 0
        {
            return false
        }
        var cursor = position + 1
        var parenthesisDepth = 0
        while cursor < count {
            let byte = source[cursor]
            switch byte {
            case Ascii.newline, Ascii.carriageReturn:
                return false
            case Ascii.backslash:
                cursor += 1
                if cursor < count,
                    source[cursor] == Ascii.newline || source[cursor] == Ascii.carriageReturn
                {
                    return false
                }
            case Ascii.openParenthesis:
                parenthesisDepth += 1
            case Ascii.closeParenthesis:
                parenthesisDepth -= 1
                if parenthesisDepth < 0 { return false }
            case Ascii.slash:
                let previous = source[cursor - 1]
                if previous == Ascii.space || previous == Ascii.tab { return false }
                let start = position
                position = cursor + 1
                emit(.regex, from: start, firstLine: line)
                return true
            default:
                break
            }
            cursor += 1
        }
        return false
    }

    /// `#/…/#` (any number of `#`s): on one line, or over several when `#/` ends its line.
    mutating func lexExtendedRegex(start: Int, hashes: Int) -> Bool {
        var cursor = start + hashes + 1
        var lineAtCursor = line
        let isMultiline =
            cursor < count
            && (source[cursor] == Ascii.newline || source[cursor] == Ascii.carriageReturn)
        while cursor < count {
            let byte = source[cursor]
            if byte == Ascii.newline {
                guard isMultiline else { return false }
                lineAtCursor += 1
            } else if byte == Ascii.backslash, cursor + 1 < count,
                source[cursor + 1] != Ascii.newline
            {
                cursor += 1
            } else if byte == Ascii.slash, hashesFollow(cursor + 1, hashes) {
                let firstLine = line
                position = cursor + 1 + hashes
                line = lineAtCursor
                emit(.regex, from: start, firstLine: firstLine)
                return true
            }
            cursor += 1
        }
        guard isMultiline else { return false }
        let firstLine = line
        position = count
        line = lineAtCursor
        visitor.visitDiagnostic(
            line: firstLine,
            message: "unterminated regex literal (starts here, runs to the end of the file)")
        emit(.regex, from: start, firstLine: firstLine)
        return true
    }
}

/// A 256-entry table of byte classes: one load instead of a chain of comparisons per byte.
enum ByteClass {
    static let identifierStart: UInt8 = 1
    static let identifierContinuation: UInt8 = 2
    static let operatorCharacter: UInt8 = 4
    /// Whitespace within a line, which no token holds: space, tab, `\r`, vertical tab, form
    /// feed and NUL (as `lexCode` skips them).
    static let layout: UInt8 = 8
    static let newline: UInt8 = 16
    /// Bytes that may start something other than plain code: see `SwiftLexer.skipPlainCode`.
    static let endsPlainCode: UInt8 = 32
    /// `\`, `"` and `\n`, where a run of string text may end.
    static let endsStringText: UInt8 = 64

    // Written once during lazy initialisation, read-only afterwards, hence safe to share.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        let layoutBytes =
            [Ascii.space, Ascii.tab, Ascii.carriageReturn, Ascii.verticalTab]
            + [Ascii.formFeed, 0]
        let runEnders =
            [Ascii.quote, Ascii.slash, Ascii.hash, Ascii.backtick]
            + [Ascii.openBrace, Ascii.closeBrace]
        let stringTextEnders = [Ascii.backslash, Ascii.quote, Ascii.newline]
        for byte in 0...255 {
            let value = UInt8(byte)
            table[byte] =
                (Ascii.isIdentifierStart(value) ? identifierStart : 0)
                | (Ascii.isIdentifierContinuation(value) ? identifierContinuation : 0)
                | (Ascii.isOperator(value) ? operatorCharacter : 0)
                | (layoutBytes.contains(value) ? layout : 0)
                | (value == Ascii.newline ? newline : 0)
                | (runEnders.contains(value) ? endsPlainCode : 0)
                | (stringTextEnders.contains(value) ? endsStringText : 0)
        }
        return UnsafePointer(table)  // Lives as long as the process, like any static table.
    }()
}

extension ByteClass {
    /// How many of the 8 bytes of `word` (loaded little-endian), from the first, continue an
    /// identifier (letters, digits, `_` and any non-ASCII byte, as
    /// `Ascii.isIdentifierContinuation`): 8 if all do. Word-at-a-time arithmetic (SWAR) on the
    /// low seven bits of each byte, which cannot carry into the next byte.
    @inline(__always)
    static func identifierRunLength(_ word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let sevenBits = word & ~highBits
        /// High bit of each byte set where its low seven bits are at least `bound` (≤ 0x80).
        func atLeast(_ value: UInt64, _ bound: UInt8) -> UInt64 {
            (value &+ ones &* UInt64(0x80 - bound)) & highBits
        }
        func within(_ value: UInt64, _ first: UInt8, _ last: UInt8) -> UInt64 {
            atLeast(value, first) & ~atLeast(value, last + 1)
        }
        let lowercased = sevenBits | ones &* 0x20
        let continues =
            within(lowercased, UInt8(ascii: "a"), UInt8(ascii: "z"))
            | within(sevenBits, Ascii.zero, Ascii.nine)
            | within(sevenBits, UInt8(ascii: "_"), UInt8(ascii: "_"))
            | (word & highBits)
        let stops = ~continues & highBits
        return stops == 0 ? 8 : stops.trailingZeroBitCount / 8
    }
}

/// Byte constants and classes for lexing; named so the lexer reads like the grammar.
package enum Ascii {
    static package let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let slash = UInt8(ascii: "/")
    static let backslash = UInt8(ascii: "\\")
    static let asterisk = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let exclamation = UInt8(ascii: "!")
    static package let backtick = UInt8(ascii: "`")
    static let dollar = UInt8(ascii: "$")
    static let dot = UInt8(ascii: ".")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static package let openParenthesis = UInt8(ascii: "(")
    static package let closeParenthesis = UInt8(ascii: ")")
    static package let openBracket = UInt8(ascii: "[")
    static package let closeBracket = UInt8(ascii: "]")
    static package let openBrace = UInt8(ascii: "{")
    static package let closeBrace = UInt8(ascii: "}")
    static package let comma = UInt8(ascii: ",")
    static package let colon = UInt8(ascii: ":")
    static package let semicolon = UInt8(ascii: ";")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    /// Letters, `_` and any non-ASCII byte (Swift identifiers may use most of Unicode).
    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    @inline(__always)
    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    @inline(__always)
    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"),
            UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// Punctuation after which an expression may start.
    @inline(__always)
    static package func opensExpression(_ byte: UInt8) -> Bool {
        byte == openParenthesis || byte == openBracket || byte == openBrace || byte == comma
            || byte == colon || byte == semicolon
    }

    @inline(__always)
    static package func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn
            || byte == verticalTab || byte == formFeed
    }
}
