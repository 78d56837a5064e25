/// One pass over a file's tokens that finds function bodies, counts the decision points in
/// them and tallies identifiers for coupling. README "Coupling and complexity" lists exactly
/// what counts.
///
/// A lexer visitor, so it rides along whatever lexing pass reads the file. Tokens arrive one by
/// one; each is handled once the `lookAhead` tokens after it have arrived (or the file has
/// ended), since telling an argument label from a keyword, a declaration from its name or a
/// body from a `{ get set }` list takes a look at what follows. The work is split between:
/// - `TokenWindow`: the recent tokens and the questions about them;
/// - `DeclarationTracker`: what each brace opened, what waits for a body, qualified names;
/// - `ComplexityCounter`: decision points per function;
/// - `IdentifierTally`: the names code mentions, for coupling.
/// One pass per thread, `reset` between files.
package struct SourceStructurePass: SwiftLexerVisitor {
    /// The most tokens any rule looks ahead: the words of `{ mutating get async throws }`.
    package static let lookAhead = 8
    /// Tokens are handled this many at a time, not each as the next arrives: alternating
    /// between lexing and handling token by token, neither's branches predicted well.
    package static let batch = 48

    private var window = TokenWindow()
    /// The index of the next token to handle.
    private var next = 0
    private var declarations = DeclarationTracker()
    private var complexity = ComplexityCounter()
    private(set) var tally: IdentifierTally
    /// The `while` right after a `repeat { }` body belongs to the `repeat`: counted once.
    private var justClosedRepeatBody = false
    /// The line of a `#if`/`#elseif` condition: compile-time, so no token on it counts.
    private var conditionLine = -1

    package init(tally: IdentifierTally) {
        assert(TokenWindow.capacity >= Self.lookAhead + Self.batch + 2, "the window is too small")
        self.tally = tally
    }

    /// Forgets the last file, keeping every buffer's capacity.
    package mutating func reset() {
        window.removeAll()
        next = 0
        declarations.reset()
        complexity.reset()
        tally.reset()
        justClosedRepeatBody = false
        conditionLine = -1
    }

    package mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        window.append(token, in: source)
        if next + Self.lookAhead + Self.batch < window.count { handleReadyTokens() }
    }

    private mutating func handleReadyTokens() {
        while next + Self.lookAhead < window.count {
            next = handle(next) + 1
        }
    }

    /// Handles the file's last tokens; call before the lexer's buffer goes away.
    package mutating func finishFile() {
        while next < window.count {
            next = handle(next) + 1
        }
        if declarations.extensionNameState != .none { declarations.endExtensionName() }
    }

    /// The functions found and their decision points.
    package func functionList() -> FunctionList {
        var list = FunctionList(names: declarations.names)
        // A body the file never closes (unbalanced braces, or opened in a later `#if` branch,
        // whose braces `#endif` sets aside) ends with the file.
        let lastLine = window.count > 0 ? window[window.count - 1].lastLine : 1
        for (number, function) in declarations.functions.enumerated() {
            list.append(
                name: function.name, line: function.line,
                endLine: function.endLine ?? max(function.line, lastLine), kind: function.kind,
                decisionPoints: complexity.decisionPoints(ofFunction: number))
        }
        return list
    }

    package var decisionPointsOutsideFunctions: Int { complexity.outsideFunctions }

    // MARK: - Handling a token

    /// Handles the token at `index`; returns the index of the last token it used up (a
    /// declaration's name is used up with its keyword).
    private mutating func handle(_ index: Int) -> Int {
        let token = window[index]
        if declarations.extensionNameState != .none {
            if continueExtensionName(index) { return index }
            declarations.endExtensionName()
        }
        let afterRepeatBody = justClosedRepeatBody
        justClosedRepeatBody = false
        if token.firstLine == conditionLine { return index }
        switch token.kind {
        case .identifier:
            return handleIdentifier(index, afterRepeatBody: afterRepeatBody)
        case .operator:
            if ComplexityCounter.isDecision(operator: token, in: window.source) {
                countDecision()
            } else if window.isOperator(index, "=") {
                declarations.sawEquals()
            }
            endPropertyAtLineBreak(index)
        case .punctuation:
            handlePunctuation(index, token)
        case .poundKeyword:
            handlePoundWord(index)
        case .number, .string, .regex:
            endPropertyAtLineBreak(index)
        }
        return index
    }

    private mutating func handleIdentifier(_ index: Int, afterRepeatBody: Bool) -> Int {
        // After a dot an identifier is a member (`x.count`, `.init`): no reference, no keyword.
        if window.isMemberAccess(index) {
            endAwaiting(before: .none, at: index)
            return index
        }
        tally.add(name: window[index], in: window.source)
        let keyword = window.keyword(at: index)
        // `for:` in `prepare(for: segue)` is an argument label, no keyword.
        guard keyword != .none, !window.isArgumentLabel(index) else {
            endAwaiting(before: .none, at: index)
            return index
        }
        return handleKeyword(keyword, at: index, afterRepeatBody: afterRepeatBody)
    }

    /// Returns the index of the last token used up.
    private mutating func handleKeyword(
        _ keyword: StructureKeyword, at index: Int,
        afterRepeatBody: Bool
    ) -> Int {
        let line = window[index].firstLine
        endAwaiting(before: keyword, at: index)
        switch keyword {
        case .none, .accessor, .other, .modifier, .letKeyword, .otherDeclaration:
            return index
        case .function:
            // The name follows, whatever it is (`func ==`); the file may end first.
            let range = index + 1 < window.count ? window.nameRange(index + 1) : nil
            declarations.expectBody(
                .function(line: line, kind: .function), name: declarations.pendingName(range))
            return min(index + 1, window.count - 1)
        case .initializer, .deinitializer, .subscriptKeyword:
            // The keyword is the name.
            let kind: FunctionKind =
                keyword == .initializer
                ? .initializer : keyword == .deinitializer ? .deinitializer : .subscript
            declarations.expectBody(.function(line: line, kind: kind), name: name(at: index))
            return index
        case .variable:
            guard !window.isBindingInCondition(index), window.isIdentifier(index + 1) else {
                return index
            }
            let property = name(at: index + 1)
            declarations.expectBody(.property(line: line, sawEquals: false), name: property)
            return index + 1
        case .classKeyword:
            // `class func`, `class var`, `protocol P: class`: a modifier, not a type.
            guard window.isIdentifier(index + 1), window.keyword(at: index + 1) == .none else {
                return index
            }
            declarations.expectBody(.type, name: name(at: index + 1))
            return index + 1
        case .typeDeclaration:
            guard window.isIdentifier(index + 1) else { return index }
            declarations.expectBody(.type, name: name(at: index + 1))
            return index + 1
        case .extensionKeyword:
            declarations.beginExtensionName()
            return index
        case .switchKeyword:
            declarations.expectBody(.switchStatement)
            return index
        case .repeatKeyword:
            countDecision()
            declarations.expectBody(.repeatStatement)
            return index
        case .ifKeyword, .guardKeyword, .forKeyword, .catchKeyword:
            countDecision()
            return index
        case .whileKeyword:
            if !afterRepeatBody { countDecision() }
            return index
        case .caseKeyword:
            // A `case` label; not a pattern in a condition, which its statement counted.
            if case .switchBody? = declarations.innermostBrace, !window.isConditionPattern(index) {
                countDecision()
            }
            return index
        }
    }

    /// `token` is the one at `index`, already read: the ring is read once per token.
    private mutating func handlePunctuation(_ index: Int, _ token: SwiftToken) {
        switch window.source[token.start] {
        case Ascii.openParenthesis, Ascii.openBracket:
            endPropertyAtLineBreak(index)
            declarations.openGroup()
        case Ascii.closeParenthesis, Ascii.closeBracket:
            declarations.closeGroup()
        case Ascii.openBrace:
            let contents =
                declarations.braceContentsMatter
                ? window.braceContents(openingAt: index) : .other
            declarations.openBrace(contents: contents, in: window.source)
        case Ascii.closeBrace:
            declarations.endAwaitingHere()
            if case .repeatBody? = declarations.closeBrace(line: token.firstLine) {
                justClosedRepeatBody = true
            }
        case Ascii.semicolon:
            declarations.endAwaitingHere()
        default:
            break
        }
    }

    /// `#if`, `#elseif`, `#else`, `#endif` end a declaration's wait, at any depth. Any other
    /// `#` word is an expression (`#fileID`, `#line`, `#selector(…)`) or a freestanding macro:
    /// in a signature's default argument (`line: UInt = #line`) the function still waits for
    /// its body; starting a line after a stored property, it ends the property's wait as any
    /// other token does.
    private mutating func handlePoundWord(_ index: Int) {
        let token = window[index]
        let source = window.source
        if token.is("#if", in: source) {
            declarations.enterConditional()
            conditionLine = token.firstLine
        } else if token.is("#elseif", in: source) {
            if declarations.enterAlternative() { conditionLine = token.firstLine }
        } else if token.is("#else", in: source) {
            _ = declarations.enterAlternative()
        } else if token.is("#endif", in: source) {
            declarations.exitConditional()
        } else {
            endPropertyAtLineBreak(index)
            return
        }
        declarations.endAwaiting()
    }

    /// Takes the token at `index` into the extension's dotted name if it continues it (a
    /// component, or a `.` with a component after it); false once the name is complete.
    private mutating func continueExtensionName(_ index: Int) -> Bool {
        switch declarations.extensionNameState {
        case .none:
            return false
        case .expectingComponent:
            let token = window[index]
            guard token.kind == .identifier else { return false }
            // Extending another file's type depends on it: a reference.
            tally.add(window.source, start: token.start, end: token.end, line: token.firstLine)
            let name = UnsafeBufferPointer(rebasing: window.source[window.nameRange(index)])
            declarations.addExtensionNameComponent(name)
        case .expectingDot:
            guard window.isOperator(index, "."), window.isIdentifier(index + 1) else {
                return false
            }
            declarations.addExtensionNameDot()
        }
        return true
    }

    // MARK: - Rules

    /// The name token at `index`, qualified by where it is declared.
    private func name(at index: Int) -> DeclarationTracker.PendingName {
        declarations.pendingName(window.nameRange(index))
    }

    private mutating func countDecision() {
        complexity.count(in: declarations.currentFunction)
    }

    /// A keyword ends the wait of a declaration without a body (a protocol requirement, a
    /// stored property) at its depth. Called for most identifiers: kept inline, as it was
    /// before the value-generic case made it too large for the optimizer to inline by itself.
    @inline(__always)
    private mutating func endAwaiting(before keyword: StructureKeyword, at index: Int) {
        guard let awaiting = declarations.awaitingHere else { return }
        switch keyword {
        case .none, .accessor:
            endPropertyAtLineBreak(index)
        case .other:
            // `in`, `else`, `return`…: only `where` may sit between a signature and its body.
            if case .property = awaiting { declarations.endAwaiting() }
        case .letKeyword:
            // `func f<let count: Int, T>`, `struct V<let n: Int>`: a value generic parameter
            // is part of the signature.
            switch awaiting {
            case .switchStatement:
                return
            case .function, .type:
                if window.isOperator(index - 1, "<") || window.isPunctuation(index - 1, Ascii.comma)
                {
                    return
                }
            case .property, .repeatStatement:
                break
            }
            declarations.endAwaiting()
        default:
            if case .switchStatement = awaiting { return }
            declarations.endAwaiting()
        }
    }

    /// `var x: Int` then, on the next line, `foo { … }`: that brace is a trailing closure, not
    /// the property's body. A property without `=` keeps waiting only across line breaks that
    /// cannot end the declaration (after `:`, `,`, an operator, or before `{`).
    private mutating func endPropertyAtLineBreak(_ index: Int) {
        guard case .property(_, sawEquals: false)? = declarations.awaitingHere, index > 0 else {
            return
        }
        let token = window[index]
        let previous = window[index - 1]
        guard token.firstLine > previous.lastLine, token.kind != .operator,
            previous.kind != .operator, !window.isPunctuation(index - 1, Ascii.colon),
            !window.isPunctuation(index - 1, Ascii.comma)
        else { return }
        declarations.endAwaiting()
    }
}
