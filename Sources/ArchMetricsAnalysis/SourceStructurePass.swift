import ArchMetricsClassification
import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// One pass over a file's tokens that finds function bodies and counts decision points in
/// them, and tallies identifiers for coupling. No parser: braces are tracked with what opened
/// them (type, function, switch, `repeat`, any other block), which is all cyclomatic
/// complexity needs. README "Coupling and complexity" lists exactly what counts.
///
/// A lexer visitor: tokens stream through a small window as the scanner lexes, and each is
/// handled once the few tokens it may look ahead at have arrived (collecting a file's tokens
/// first cost as much as the rest of the analysis). One pass per thread, `reset` per file.

package struct SourceStructurePass: SwiftLexerVisitor {
    /// The tokens around the one being handled.
    private var tokens = TokenWindow()
    /// The bytes of the file being lexed (set before tokens are handled, valid until the file is done).
    private var source = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Index of the next token to handle.
    private var handled = 0
    /// The identifiers of code, for coupling.
    var tally: IdentifierTally
    /// Where the pass is in an `extension Foo.Bar` name (checked at every token: a trivial
    /// value), and where the name so far starts in `nameBytes`.
    private var extensionNameState = ExtensionNameState.none
    private var extensionNameStart = 0

    /// Trivial values (no strings), so keeping and scanning the stack costs no reference counting.
    private enum FrameKind {
        /// Index into `typeNames`.
        case type(Int)
        case function(Int)
        case switchBody
        case repeatBody
        case block
    }

    /// What a brace opened.
    private struct Frame {
        var kind: FrameKind
    }

    /// A declaration or statement whose body is the next `{` at the same depth. Trivial values
    /// (the name is in `pendingName`): the pending state is checked at nearly every token, and
    /// a `String` payload cost a retain and a release each time.
    private enum PendingKind {
        case type
        case function(line: Int)
        case property(line: Int, sawEquals: Bool)
        case switchStatement
        case repeatStatement
    }

    private struct Pending {
        var kind: PendingKind
        var groupDepth: Int
        var braceDepth: Int
    }

    /// Structural state saved at `#if`, so each branch starts from it and the code after
    /// `#endif` continues from the end of the first branch: branches that each open a body
    /// (`#if os(Linux) func f() { #else func f() { #endif`) keep braces balanced.
    private struct ConditionalBlock {
        var entry: (frames: [Frame], groupDepth: Int)
        var firstBranchEnd: (frames: [Frame], groupDepth: Int)?
    }

    private struct FunctionRecord {
        /// The qualified name's bytes in `nameBytes`.
        var name: Range<Int>
        var line: Int
        var decisionPoints = 0
    }

    private var frames: [Frame] = []
    /// Open `(` and `[`.
    private var groupDepth = 0
    private var pending: Pending?
    /// The pending type's, function's or property's name, made into a `String` only if a body
    /// follows: most `var`s and requirements have none, and a qualified name costs an allocation.
    private var pendingName = PendingName.none
    private var conditionals: [ConditionalBlock] = []
    private var functions: [FunctionRecord] = []
    /// Qualified names of the types opened so far, in `nameBytes`.
    private var typeNames: [Range<Int>] = []
    /// The qualified names of types and functions (and extension names), one after another:
    /// no `String` per name while lexing.
    private var nameBytes: [UInt8] = []
    private var scratch: [UInt8] = []
    private(set) var decisionPointsOutsideFunctions = 0
    /// The `while` right after a `repeat { }` body belongs to the `repeat`: counted once.
    private var justClosedRepeatBody = false
    /// The line of a `#if`/`#elseif` condition: compile-time, not a decision.
    private var conditionLine = -1

    init(tally: IdentifierTally = IdentifierTally()) {
        self.tally = tally
    }

    /// Forgets the last file (keeping every buffer's capacity) before the next one.
    mutating func reset() {
        tokens.removeAll()
        source = UnsafeBufferPointer(start: nil, count: 0)
        handled = 0
        extensionNameState = .none
        extensionNameStart = 0
        nameBytes.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        groupDepth = 0
        pending = nil
        pendingName = .none
        conditionals.removeAll(keepingCapacity: true)
        functions.removeAll(keepingCapacity: true)
        typeNames.removeAll(keepingCapacity: true)
        decisionPointsOutsideFunctions = 0
        justClosedRepeatBody = false
        conditionLine = -1
        tally.reset()
    }

    /// The functions found, their names copied out of the pass's buffer one after another.
    func functionList() -> FunctionList {
        var list = FunctionList()
        list.reserveCapacity(functions: functions.count, nameBytes: functions.reduce(0) { $0 + $1.name.count })
        nameBytes.withUnsafeBufferPointer { bytes in
            for function in functions {
                list.append(name: UnsafeBufferPointer(rebasing: bytes[function.name]), line: function.line,
                            decisionPoints: function.decisionPoints)
            }
        }
        return list
    }

    // MARK: - The pass

    /// Usually nothing is waiting and the new token needs no look-ahead: it is handled at once,
    /// by a function chosen by its kind, which is known here (this inlines into each of the
    /// lexer's emit sites). Handling every token later from the window cost a mispredicted
    /// jump on its kind per token, most of the pass's time. Tokens that must see what follows
    /// (keywords, a body's `{`) wait in the window until it has arrived.
    @inline(__always)
    package mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        tokens.append(token)
        guard handled + 1 == tokens.count else { return handleWaitingTokens(in: source) }
        switch token.kind {
        case .identifier: identifierArrived(token, in: source)
        case .punctuation: punctuationArrived(token, in: source)
        case .operator, .number, .string, .regex: otherTokenArrived(token, in: source)
        case .poundKeyword: handleWaitingTokens(in: source)
        }
    }

    /// True while the next token's handling depends on state the per-kind paths leave to `visit`.
    @inline(__always)
    private func needsGeneralHandling(_ token: SwiftToken) -> Bool {
        extensionNameState != .none || justClosedRepeatBody || token.firstLine == conditionLine
    }

    @inline(never)
    private mutating func identifierArrived(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        guard !needsGeneralHandling(token) else { return handleWaitingTokens(in: source) }
        let index = handled
        let isMember = isMemberAccess(before: index)
        if !isMember, case let keyword = tokens.keyword(at: index, in: source), keyword != .none {
            // A keyword waits: whether it is an argument label (`for:`) shows only in what
            // follows. Unless it is one that only ends a pending declaration (`let`, `return`,
            // `private`…) and none is pending here: then label or not, it changes nothing.
            guard keyword.onlyEndsPendingDeclarations, pendingAtThisDepth == nil else { return }
        }
        // What `visitIdentifier` does for a name that is no keyword, without its keyword switch.
        if !isMember { tallyName(token) }
        if pending != nil { cancelPendingPropertyAtLineBreak(index) }
        handled = index + 1
    }

    @inline(never)
    private mutating func punctuationArrived(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        guard !needsGeneralHandling(token) else { return handleWaitingTokens(in: source) }
        // A body's `{` waits for `get set }` or `willSet`.
        guard source[token.start] != Ascii.openBrace || !bodyMayNeedLookAhead else { return }
        visitPunctuation(handled, token)
        handled += 1
    }

    @inline(never)
    private mutating func otherTokenArrived(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        guard !needsGeneralHandling(token) else { return handleWaitingTokens(in: source) }
        if token.kind == .operator { visitOperator(token) }
        cancelPendingPropertyAtLineBreak(handled)
        handled += 1
    }

    /// Handles waiting tokens in order, each once the tokens its handling looks at have arrived.
    @inline(never)
    private mutating func handleWaitingTokens(in source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        while handled < tokens.count, handled + lookAheadNeeded(at: handled) < tokens.count {
            handled = visit(handled) + 1
        }
    }

    /// How many tokens after the one at `index` its handling (`visit`) may look at, in the
    /// current state; an overestimate only delays it. At most 8.
    @inline(__always)
    private func lookAheadNeeded(at index: Int) -> Int {
        let token = tokens[index]
        switch token.kind {
        case .identifier:
            if extensionNameState == .expectingComponent || isMemberAccess(before: index) { return 0 }
            guard tokens.keyword(at: index, in: source) != .none else { return 0 }
            // `func`, `var`, `class`, `struct` take the next token as their name; `isArgumentLabel`
            // looks one ahead (`for:`), or two after `(` or `,` (`(for segue:`).
            return isAfterOpeningParenthesisOrComma(index) ? 2 : 1
        case .operator:
            // `extension A.B`: a `.` continues the name only if an identifier follows.
            return extensionNameState == .expectingDot ? 1 : 0
        case .punctuation:
            return source[token.start] == Ascii.openBrace && bodyMayNeedLookAhead ? bodyLookAheadNeeded(at: index) : 0
        case .number, .string, .regex, .poundKeyword:
            return 0
        }
    }

    /// A body's `{` is told from a requirement list (`{ mutating get async throws }`) by the
    /// first token after it that is no accessor word (`}` or anything else), at most 8 ahead;
    /// that token is usually the first (`willSet`, `let`, `return`…), so the brace waits for one.
    @inline(__always)
    private func bodyLookAheadNeeded(at index: Int) -> Int {
        var distance = 1
        while distance < 8, index + distance < tokens.count {
            let token = tokens[index + distance]
            guard token.kind == .identifier, case .accessor = tokens.keyword(at: index + distance, in: source) else { return distance }
            distance += 1
        }
        return distance
    }

    /// The declaration or statement waiting for its body, if it waits at the current depth
    /// (only there can a token end it or a brace open its body).
    @inline(__always)
    private var pendingAtThisDepth: Pending? {
        guard let current = pending, current.groupDepth == groupDepth, current.braceDepth == frames.count else { return nil }
        return current
    }

    /// Whether a `{` now would open a pending function's or property's body, which `openBrace`
    /// tells from a requirement list (`{ get set }`) or observers (`willSet`) by looking ahead.
    @inline(__always)
    private var bodyMayNeedLookAhead: Bool {
        guard let current = pendingAtThisDepth else { return false }
        switch current.kind {
        case .function, .property: return true
        case .type, .switchStatement, .repeatStatement: return false
        }
    }

    /// Handles the file's last tokens, once the lexer is done with `source`.
    mutating func finishFile(in source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        while handled < tokens.count {
            handled = visit(handled) + 1
        }
        if extensionNameState != .none { endExtensionName() }
    }

    /// Handles the token at `index`; returns the index of the last token it consumed.
    private mutating func visit(_ index: Int) -> Int {
        let token = tokens[index]
        if extensionNameState != .none {
            if continueExtensionName(index, token) { return index }
            endExtensionName()
        }
        let closedRepeat = justClosedRepeatBody
        justClosedRepeatBody = false
        if token.firstLine == conditionLine { return index }
        switch token.kind {
        case .identifier:
            let isMember = isMemberAccess(before: index)
            return visitIdentifier(index, token, isMember: isMember, keyword: tokens.keyword(at: index, in: source), afterRepeatBody: closedRepeat)
        case .operator:
            visitOperator(token)
            cancelPendingPropertyAtLineBreak(index)
        case .punctuation:
            visitPunctuation(index, token)
        case .poundKeyword:
            visitPoundKeyword(token)
        case .number, .string, .regex:
            cancelPendingPropertyAtLineBreak(index)
        }
        return index
    }

    /// `keyword`: the token's `StructureKeyword` (worked out by the caller, which needed it).
    private mutating func visitIdentifier(_ index: Int, _ token: SwiftToken, isMember: Bool, keyword: StructureKeyword,
                                          afterRepeatBody: Bool) -> Int {
        if !isMember { tallyName(token) }
        var keyword = keyword
        if keyword != .none, isMember || isArgumentLabel(index) { keyword = .none }
        cancelPending(before: keyword, at: index)
        switch keyword {
        case .none, .accessor, .other:
            return index
        case .modifier, .letKeyword, .otherDeclaration:
            return index
        case .function:
            startPending(.function(line: token.firstLine), name: nameAt(index + 1))
            return min(index + 1, tokens.count - 1)
        case .initializer, .deinitializer, .subscriptKeyword:
            startPending(.function(line: token.firstLine), name: nameAt(index))
            return index
        case .variable:
            guard !isBindingInCondition(before: index), index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return index }
            startPending(.property(line: token.firstLine, sawEquals: false), name: nameAt(index + 1))
            return index + 1
        case .classKeyword:
            // `class func`, `class var`, `protocol P: class`: a modifier, not a type.
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                  tokens.keyword(at: index + 1, in: source) == .none else { return index }
            startPending(.type, name: nameAt(index + 1))
            return index + 1
        case .typeDeclaration:
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return index }
            startPending(.type, name: nameAt(index + 1))
            return index + 1
        case .extensionKeyword:
            // `extension Foo.Bar`: the dotted name follows (`continueExtensionName`).
            extensionNameState = .expectingComponent
            extensionNameStart = nameBytes.count
            return index
        case .switchKeyword:
            startPending(.switchStatement)
            return index
        case .repeatKeyword:
            countDecision()
            startPending(.repeatStatement)
            return index
        case .ifKeyword, .guardKeyword, .forKeyword, .catchKeyword:
            countDecision()
            return index
        case .whileKeyword:
            if !afterRepeatBody { countDecision() }
            return index
        case .caseKeyword:
            if case .switchBody? = frames.last?.kind, !isConditionPattern(before: index) { countDecision() }
            return index
        }
    }

    /// Counts a name for coupling: `` `Type` `` as `Type`. Not through `nameRange`, which also
    /// checks the closing backtick: this runs for every type-like name (that check cost 1 % of
    /// `scan --analysis`), and the lexer makes an identifier of a backtick only when it closes.
    @inline(__always)
    private mutating func tallyName(_ token: SwiftToken) {
        if source[token.start] == Ascii.backtick, token.end - token.start > 2 {
            tally.add(source, start: token.start + 1, end: token.end - 1)
        } else {
            tally.add(source, start: token.start, end: token.end)
        }
    }

    /// Takes the token at `index` into the extension's dotted name if it continues it (a
    /// component, or a `.` with a component after it); false once the name is complete.
    private mutating func continueExtensionName(_ index: Int, _ token: SwiftToken) -> Bool {
        switch extensionNameState {
        case .none:
            return false
        case .expectingComponent:
            guard token.kind == .identifier else { return false }
            // Extending another file's type depends on it: a reference.
            tally.add(source, start: token.start, end: token.end)
            appendSourceBytes(nameRange(token))
            extensionNameState = .expectingDot
        case .expectingDot:
            guard isDot(token), index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return false }
            nameBytes.append(UInt8(ascii: "."))
            extensionNameState = .expectingComponent
        }
        return true
    }

    private mutating func endExtensionName() {
        extensionNameState = .none
        if nameBytes.count > extensionNameStart { startPending(.type, name: .bytes(extensionNameStart..<nameBytes.count)) }
    }

    private enum ExtensionNameState {
        case none, expectingComponent, expectingDot
    }

    private mutating func visitOperator(_ token: SwiftToken) {
        let length = token.end - token.start
        guard length <= 2 else { return }
        let first = source[token.start]
        if length == 2 {
            let second = source[token.start + 1]
            if (first == UInt8(ascii: "&") && second == UInt8(ascii: "&")) || (first == UInt8(ascii: "|") && second == UInt8(ascii: "|")) {
                countDecision()
            } else if first == UInt8(ascii: "?"), second == UInt8(ascii: "?"), isBinary(token) {
                // `a ?? b`; not the double optional `Int??` (postfix: bound on the left only).
                countDecision()
            }
        } else if first == UInt8(ascii: "?"), token.start > 0, Ascii.isWhitespace(source[token.start - 1]) {
            // The ternary `?` has whitespace on its left; optional chaining (`a?.b`), optional
            // types (`Int?`) and `try?`/`as?` never do.
            countDecision()
        } else if first == UInt8(ascii: "="), let current = pendingAtThisDepth, case .property(let line, _) = current.kind {
            pending?.kind = .property(line: line, sawEquals: true)
        }
    }

    private mutating func visitPunctuation(_ index: Int, _ token: SwiftToken) {
        switch source[token.start] {
        case Ascii.openParenthesis, Ascii.openBracket:
            cancelPendingPropertyAtLineBreak(index)
            groupDepth += 1
        case Ascii.closeParenthesis, Ascii.closeBracket:
            groupDepth = max(0, groupDepth - 1)
        case Ascii.openBrace:
            openBrace(index)
        case Ascii.closeBrace:
            if pendingAtThisDepth != nil { pending = nil }
            closeBrace()
        case Ascii.semicolon:
            if pendingAtThisDepth != nil { pending = nil }
        default:
            break
        }
    }

    private mutating func visitPoundKeyword(_ token: SwiftToken) {
        pending = nil
        if token.is("#if", in: source) {
            conditionals.append(ConditionalBlock(entry: (frames, groupDepth), firstBranchEnd: nil))
            conditionLine = token.firstLine
        } else if token.is("#elseif", in: source) || token.is("#else", in: source) {
            guard var block = conditionals.popLast() else { return }
            if block.firstBranchEnd == nil { block.firstBranchEnd = (frames, groupDepth) }
            (frames, groupDepth) = block.entry
            conditionals.append(block)
            if token.is("#elseif", in: source) { conditionLine = token.firstLine }
        } else if token.is("#endif", in: source) {
            guard let block = conditionals.popLast() else { return }
            if let end = block.firstBranchEnd { (frames, groupDepth) = end }
        }
    }

    // MARK: - Braces

    private mutating func openBrace(_ index: Int) {
        guard let current = pendingAtThisDepth else {
            frames.append(Frame(kind: .block))
            return
        }
        pending = nil
        switch current.kind {
        case .type:
            typeNames.append(pendingNameBytes())
            frames.append(Frame(kind: .type(typeNames.count - 1)))
        case .function(let line):
            if isAccessorRequirementList(openingAt: index) {
                frames.append(Frame(kind: .block)) // `subscript(i: Int) -> T { get }` in a protocol
            } else {
                openFunction(pendingNameBytes(), line: line)
            }
        case .property(let line, let sawEquals):
            let observed = index + 1 < tokens.count && (tokens[index + 1].is("willSet", in: source) || tokens[index + 1].is("didSet", in: source))
            if observed || (!sawEquals && !isAccessorRequirementList(openingAt: index)) {
                openFunction(pendingNameBytes(), line: line)
            } else {
                // A closure in the initialiser (`var x = { … }()`), or `{ get set }` in a protocol.
                frames.append(Frame(kind: .block))
            }
        case .switchStatement:
            frames.append(Frame(kind: .switchBody))
        case .repeatStatement:
            frames.append(Frame(kind: .repeatBody))
        }
    }

    private mutating func openFunction(_ name: Range<Int>, line: Int) {
        functions.append(FunctionRecord(name: name, line: line))
        frames.append(Frame(kind: .function(functions.count - 1)))
    }

    private mutating func closeBrace() {
        guard let frame = frames.popLast() else { return } // An unbalanced `}`: ignore it.
        if case .repeatBody = frame.kind { justClosedRepeatBody = true }
    }

    /// `{ get }`, `{ get set }`, `{ mutating get async throws }`: a requirement, not a body.
    @inline(__always)
    private func isAccessorRequirementList(openingAt index: Int) -> Bool {
        var cursor = index + 1
        while cursor < tokens.count, cursor <= index + 8 {
            let token = tokens[cursor]
            if token.kind == .punctuation, source[token.start] == Ascii.closeBrace { return cursor > index + 1 }
            guard token.kind == .identifier, case .accessor = tokens.keyword(at: cursor, in: source) else { return false }
            cursor += 1
        }
        return false
    }

    // MARK: - Decisions

    private mutating func countDecision() {
        for frame in frames.reversed() {
            if case .function(let index) = frame.kind {
                functions[index].decisionPoints += 1
                return
            }
        }
        decisionPointsOutsideFunctions += 1
    }

    /// `if case`, `guard case`, `while case`, `for case`, `if x, case …`: a pattern in a
    /// condition, already counted by its statement.
    @inline(__always)
    private func isConditionPattern(before index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        if previous.kind == .punctuation { return source[previous.start] == Ascii.comma }
        guard previous.kind == .identifier else { return false }
        switch tokens.keyword(at: index - 1, in: source) {
        case .ifKeyword, .guardKeyword, .whileKeyword, .forKeyword: return true
        default: return false
        }
    }

    /// `if var x = y`, `for var x in`, `case var x`, `(var x)`: a binding, not a property.
    @inline(__always)
    private func isBindingInCondition(before index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        if previous.kind == .punctuation { return source[previous.start] == Ascii.comma || source[previous.start] == Ascii.openParenthesis }
        guard previous.kind == .identifier else { return false }
        switch tokens.keyword(at: index - 1, in: source) {
        case .ifKeyword, .guardKeyword, .whileKeyword, .forKeyword, .caseKeyword: return true
        default: return false
        }
    }

    /// A binary operator is bound on both sides or on neither (Swift's rule); `Int??` is postfix.
    @inline(__always)
    private func isBinary(_ token: SwiftToken) -> Bool {
        let spaceBefore = token.start == 0 || Ascii.isWhitespace(source[token.start - 1]) || Ascii.opensExpression(source[token.start - 1])
        let after: UInt8 = token.end < source.count ? source[token.end] : Ascii.newline
        let spaceAfter = Ascii.isWhitespace(after) || after == Ascii.closeParenthesis || after == Ascii.closeBracket
            || after == Ascii.closeBrace || after == Ascii.comma || after == Ascii.semicolon || after == Ascii.colon
        return spaceBefore == spaceAfter
    }

    // MARK: - Pending declarations

    private mutating func startPending(_ kind: PendingKind, name: PendingName = .none) {
        pending = Pending(kind: kind, groupDepth: groupDepth, braceDepth: frames.count)
        pendingName = name
    }

    /// A new declaration or statement at the same depth ends a declaration without a body
    /// (a protocol requirement, a stored property).
    private mutating func cancelPending(before keyword: StructureKeyword, at index: Int) {
        guard let current = pendingAtThisDepth else { return }
        switch keyword {
        case .none, .accessor:
            cancelPendingPropertyAtLineBreak(index)
        case .other:
            // `in`, `else`, `return`, `where`…: only `where` may sit between a signature and its body.
            if case .property = current.kind { pending = nil }
        default:
            if case .switchStatement = current.kind { return }
            pending = nil
        }
    }

    /// `var x: Int` then, on the next line, `foo { … }`: that brace is a trailing closure, not
    /// the property's body. A property without `=` keeps its pending body only across line
    /// breaks that cannot end the declaration (after `:`, `,`, an operator, or before `{`).
    private mutating func cancelPendingPropertyAtLineBreak(_ index: Int) {
        guard let current = pendingAtThisDepth, case .property(_, let sawEquals) = current.kind, !sawEquals, index > 0 else { return }
        let token = tokens[index]
        let previous = tokens[index - 1]
        guard token.firstLine > previous.lastLine else { return }
        if token.kind == .operator || previous.kind == .operator { return }
        if previous.kind == .punctuation, source[previous.start] == Ascii.colon || source[previous.start] == Ascii.comma { return }
        pending = nil
    }

    // MARK: - Token helpers
    //
    // The small questions about tokens are inlined (`@inline(__always)`): called from a
    // `mutating` method, a non-mutating method that is not inlined is handed a copy of the
    // whole pass (264 bytes, retaining each of its buffers), and that was a tenth of the pass.

    /// The bytes of a name token: `` `default` `` names `default`.
    @inline(__always)
    private func nameRange(_ token: SwiftToken) -> Range<Int> {
        let quoted = token.end - token.start > 2 && source[token.start] == Ascii.backtick && source[token.end - 1] == Ascii.backtick
        return quoted ? (token.start + 1)..<(token.end - 1) : token.start..<token.end
    }

    /// How a pending declaration's qualified name will be made.
    private enum PendingName {
        case none
        /// The name token's bytes (nil: the file ended first) and the innermost enclosing type
        /// or function then (nil: none). `typeNames` and function names never change once
        /// added, so the name made later is the one made at once would have been.
        case token(Range<Int>?, qualifier: FrameKind?)
        /// A name already in `nameBytes` (a dotted extension name).
        case bytes(Range<Int>)
    }

    /// The name token at `index`, qualified by where it is declared (made later, if needed).
    @inline(__always)
    private func nameAt(_ index: Int) -> PendingName {
        let range = index < tokens.count ? nameRange(tokens[index]) : nil
        for frame in frames.reversed() {
            switch frame.kind {
            case .type, .function: return .token(range, qualifier: frame.kind)
            default: continue
            }
        }
        return .token(range, qualifier: nil)
    }

    /// `Outer.Inner.method`: the pending name inside the innermost enclosing type or function,
    /// made in `nameBytes` (where its prefix already is). Invalid UTF-8 stays as it is until a
    /// name is read as a string, which repairs it.
    private mutating func pendingNameBytes() -> Range<Int> {
        let start = nameBytes.count
        switch pendingName {
        case .none: break
        case .bytes(let name): return name
        case .token(let range, let qualifier):
            switch qualifier {
            case .type(let type)?: appendQualifier(typeNames[type])
            case .function(let function)?: appendQualifier(functions[function].name)
            default: break
            }
            if let range { appendSourceBytes(range) }
        }
        return start..<nameBytes.count
    }

    /// `prefix.`, the prefix taken from `nameBytes` itself, through `scratch`: a slice of the
    /// array being appended to would make the append copy the whole array.
    private mutating func appendQualifier(_ prefix: Range<Int>) {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: nameBytes[prefix])
        nameBytes.append(contentsOf: scratch)
        nameBytes.append(UInt8(ascii: "."))
    }

    private mutating func appendSourceBytes(_ range: Range<Int>) {
        nameBytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
    }

    @inline(__always)
    private func isDot(_ token: SwiftToken) -> Bool {
        token.kind == .operator && token.end - token.start == 1 && source[token.start] == UInt8(ascii: ".")
    }

    /// `x.if`, `.init`, `self.for`: after a dot an identifier is a member, never a keyword.
    @inline(__always)
    private func isMemberAccess(before index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        return previous.kind == .operator && source[previous.end - 1] == UInt8(ascii: ".")
    }

    /// `for:` in `prepare(for: segue)`, `(for segue: UIStoryboardSegue)`: an argument label.
    @inline(__always)
    private func isArgumentLabel(_ index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        if next.kind == .punctuation, source[next.start] == Ascii.colon { return true }
        guard next.kind == .identifier, isAfterOpeningParenthesisOrComma(index), index + 2 < tokens.count else { return false }
        let afterNext = tokens[index + 2]
        return afterNext.kind == .punctuation && source[afterNext.start] == Ascii.colon
    }

    @inline(__always)
    private func isAfterOpeningParenthesisOrComma(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        return previous.kind == .punctuation && (source[previous.start] == Ascii.openParenthesis || source[previous.start] == Ascii.comma)
    }
}

/// The last `capacity` tokens of the file being lexed, addressed by their index in the file.
/// The structure pass reads one token behind and `lookAhead` ahead of the one it handles,
/// so a few dozen suffice whatever the file's size: they stay in the L1 cache.
struct TokenWindow {
    private static let capacity = 64
    private let storage = Storage()
    /// Tokens appended since the last `removeAll`: the index the next one gets.
    private(set) var count = 0

    subscript(index: Int) -> SwiftToken {
        assert(index < count && index >= count - Self.capacity, "token \(index) is outside the window")
        return storage.base[index & (Self.capacity - 1)]
    }

    @inline(__always)
    mutating func append(_ token: SwiftToken) {
        let slot = count & (Self.capacity - 1)
        (storage.base + slot).initialize(to: token) // SwiftToken is trivial: a plain store.
        storage.keywords[slot] = nil
        count += 1
    }

    /// The `StructureKeyword` of the token at `index`, worked out once: a waiting keyword is
    /// asked about again, and so are its neighbours. Most identifiers are ruled out here, inline,
    /// by their first byte and length.
    @inline(__always)
    func keyword(at index: Int, in source: UnsafeBufferPointer<UInt8>) -> StructureKeyword {
        guard StructureKeyword.mayBe(self[index], in: source, table: storage.keywordTable) else { return .none }
        return cachedKeyword(at: index, in: source)
    }

    /// For a token `StructureKeyword.mayBe` let through.
    private func cachedKeyword(at index: Int, in source: UnsafeBufferPointer<UInt8>) -> StructureKeyword {
        let slot = index & (Self.capacity - 1)
        if let known = storage.keywords[slot] { return known }
        let keyword = StructureKeyword(candidate: self[index], in: source, table: storage.keywordTable)
        storage.keywords[slot] = keyword
        return keyword
    }

    mutating func removeAll() { count = 0 }

    /// The ring's memory; the window is only ever used by one thread at a time.
    private final class Storage {
        let base = UnsafeMutablePointer<SwiftToken>.allocate(capacity: TokenWindow.capacity)
        /// Each token's keyword, nil until asked.
        let keywords = UnsafeMutablePointer<StructureKeyword?>.allocate(capacity: TokenWindow.capacity)
        /// Held here: reading the lazy global checks its initialisation on every identifier.
        let keywordTable = StructureKeywordTable.shared

        init() { keywords.initialize(repeating: nil, count: TokenWindow.capacity) }

        deinit {
            base.deallocate()
            keywords.deallocate()
        }
    }
}
