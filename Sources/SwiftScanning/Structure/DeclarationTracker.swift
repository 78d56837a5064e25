/// What each open brace of a file belongs to, which declaration waits for its body, and the
/// qualified names of the types and functions met so far.
///
/// No parser: a type, a function, a property, a `switch` or a `repeat` waits for its body, which
/// is the next `{` at the same depth of braces and parentheses, unless something ends the wait
/// first (a new declaration, a `;`, a `}`). That is all cyclomatic complexity needs.
package struct DeclarationTracker {
    /// What a `{` opened: a type (its name in `names`), a function (its number in
    /// `functions`), …
    package enum Opener {
        case type(QualifiedNames.ID)
        case function(Int)
        case switchBody
        case repeatBody
        case block
    }

    /// What waits for its body.
    package enum Awaiting {
        case type
        case function(line: Int, kind: FunctionKind)
        case property(line: Int, sawEquals: Bool)
        case switchStatement
        case repeatStatement
    }

    /// How the waiting declaration's qualified name is made, once its body opens (most
    /// properties and requirements never get one, so no name is made for them).
    package enum PendingName {
        case none
        /// The name token's bytes (nil: the file ended first), inside the innermost type or
        /// function open where it was declared (its name; nil: none).
        case token(Range<Int>?, qualifier: QualifiedNames.ID?)
        /// Bytes already in `names` (an extension's dotted name, never qualified).
        case made(Range<Int>)
    }

    /// Where the tracker is in an `extension A.B.C` name.
    package enum ExtensionNameState {
        case none, expectingComponent, expectingDot
    }

    package struct Function {
        /// The qualified name, in `names`.
        var name: QualifiedNames.ID
        var line: Int
        /// The line of the body's `}`; nil while the body is open (or if it never closes).
        var endLine: Int?
        var kind: FunctionKind
    }

    private struct Pending {
        var awaiting: Awaiting
        var name: PendingName
        var depth: Depth
    }

    private struct Depth: Equatable {
        var braces: Int
        var groups: Int
    }

    /// A brace, what holds inside it, and the brace it is in. Kept per brace, so that what
    /// the innermost brace is in takes no walk down the open braces (tens of thousands deep
    /// in generated code).
    private struct Brace {
        var opener: Opener
        /// The innermost type or function open inside it (its name): what names declared
        /// there are qualified by.
        var qualifier: QualifiedNames.ID?
        /// The number of the innermost function open inside it.
        var function: Int?
        /// The brace it is in (an index in `braces`), nil at the top level.
        var outer: Int?
    }

    /// The open braces and how many `(` and `[` are open. The braces are a chain through
    /// `braces`, from the innermost outwards: a `#if` saves the nesting, and saving a copy of
    /// every open brace would cost as much as the depth at each `#if`.
    private struct Nesting {
        var innermost: Int?
        var braceCount = 0
        var groups = 0

        var depth: Depth { Depth(braces: braceCount, groups: groups) }
    }

    /// Each branch of `#if … #else … #endif` starts from the nesting at `#if`, and the code
    /// after `#endif` continues from the end of the first branch, so branches that each open a
    /// body (`#if os(Linux) func f() { #else func f() { #endif`) keep braces balanced.
    private struct Conditional {
        var entry: Nesting
        var firstBranchEnd: Nesting?
    }

    private var nesting = Nesting()
    /// Every brace opened in the file, open or closed, in order.
    private var braces: [Brace] = []
    private var pending: Pending?
    private var conditionals: [Conditional] = []
    private(set) var functions: [Function] = []
    /// The qualified names of the types and functions opened so far.
    private(set) var names = QualifiedNames()
    private(set) var extensionNameState = ExtensionNameState.none
    private var extensionNameStart = 0

    /// Forgets the last file, keeping the buffers' capacity.
    package mutating func reset() {
        nesting = Nesting()
        braces.removeAll(keepingCapacity: true)
        pending = nil
        conditionals.removeAll(keepingCapacity: true)
        functions.removeAll(keepingCapacity: true)
        names.removeAll()
        extensionNameState = .none
        extensionNameStart = 0
    }

    // MARK: - Waiting declarations

    /// What waits for its body, if it waits at the current depth: only there can a token end
    /// the wait or a brace open its body.
    package var awaitingHere: Awaiting? {
        guard let depth = pending?.depth, depth == nesting.depth else { return nil }
        return pending?.awaiting
    }

    /// Whether a `{` now would open a function's or a property's body, which
    /// `openBrace` tells from a requirement list or observers by the brace's contents.
    package var braceContentsMatter: Bool {
        switch awaitingHere {
        case .function?, .property?: true
        default: false
        }
    }

    package mutating func expectBody(_ awaiting: Awaiting, name: PendingName = .none) {
        pending = Pending(awaiting: awaiting, name: name, depth: nesting.depth)
    }

    /// The name token's bytes `range`, qualified by where the tracker is now.
    package func pendingName(_ range: Range<Int>?) -> PendingName {
        .token(range, qualifier: innermost?.qualifier)
    }

    /// Ends the wait at the current depth, if any.
    package mutating func endAwaitingHere() {
        if awaitingHere != nil { pending = nil }
    }

    /// Ends the wait at any depth.
    package mutating func endAwaiting() {
        pending = nil
    }

    /// A `=` at the current depth: a waiting property has an initialiser, so a `{` after it
    /// opens a closure, not the property's body.
    package mutating func sawEquals() {
        guard case .property(let line, _)? = awaitingHere else { return }
        pending?.awaiting = .property(line: line, sawEquals: true)
    }

    // MARK: - Nesting

    /// The innermost open brace, if any.
    package var innermostBrace: Opener? { innermost?.opener }

    /// The number of the innermost function whose body is open, nil outside functions.
    package var currentFunction: Int? { innermost?.function }

    private var innermost: Brace? { nesting.innermost.map { braces[$0] } }

    package mutating func openGroup() { nesting.groups += 1 }

    package mutating func closeGroup() { nesting.groups = max(0, nesting.groups - 1) }

    /// Opens the body the `{` belongs to. `contents` matters only if `braceContentsMatter`.
    package mutating func openBrace(
        contents: TokenWindow.BraceContents,
        in source: UnsafeBufferPointer<UInt8>
    ) {
        guard let awaiting = awaitingHere else { return push(.block) }
        let name = pending!.name
        pending = nil
        switch awaiting {
        case .type:
            push(.type(makeName(name, in: source)))
        case .function(let line, let kind):
            // `subscript(i: Int) -> T { get }` in a protocol has no body.
            if contents == .requirementList { return push(.block) }
            openFunction(makeName(name, in: source), line: line, kind: kind)
        case .property(let line, let sawEquals):
            if contents == .observers || (!sawEquals && contents != .requirementList) {
                openFunction(makeName(name, in: source), line: line, kind: .property)
            } else {
                // A closure in the initialiser (`var x = { … }()`), or `{ get set }` in a protocol.
                push(.block)
            }
        case .switchStatement:
            push(.switchBody)
        case .repeatStatement:
            push(.repeatBody)
        }
    }

    private mutating func openFunction(_ name: QualifiedNames.ID, line: Int, kind: FunctionKind) {
        functions.append(Function(name: name, line: line, endLine: nil, kind: kind))
        push(.function(functions.count - 1))
    }

    /// Opens a brace; what holds inside it is what holds outside, unless it opens a type or
    /// a function.
    private mutating func push(_ opener: Opener) {
        let outside = innermost
        var brace = Brace(
            opener: opener, qualifier: outside?.qualifier, function: outside?.function,
            outer: nesting.innermost)
        switch opener {
        case .type(let name):
            brace.qualifier = name
        case .function(let number):
            brace.qualifier = functions[number].name
            brace.function = number
        case .switchBody, .repeatBody, .block:
            break
        }
        braces.append(brace)
        nesting.innermost = braces.count - 1
        nesting.braceCount += 1
    }

    /// Closes the innermost brace, a `}` on `line`, and returns what it opened; nil for an
    /// unbalanced `}`. Inline, as it was before it recorded a function's last line.
    @inline(__always)
    package mutating func closeBrace(line: Int) -> Opener? {
        guard let index = nesting.innermost else { return nil }
        nesting.innermost = braces[index].outer
        nesting.braceCount -= 1
        let opener = braces[index].opener
        if case .function(let number) = opener { functions[number].endLine = line }
        return opener
    }

    // MARK: - Conditional compilation

    /// `#if`.
    package mutating func enterConditional() {
        conditionals.append(Conditional(entry: nesting, firstBranchEnd: nil))
    }

    /// `#elseif` or `#else`; false if no `#if` is open.
    package mutating func enterAlternative() -> Bool {
        guard var conditional = conditionals.popLast() else { return false }
        if conditional.firstBranchEnd == nil { conditional.firstBranchEnd = nesting }
        nesting = conditional.entry
        conditionals.append(conditional)
        return true
    }

    /// `#endif`.
    package mutating func exitConditional() {
        guard let conditional = conditionals.popLast() else { return }
        if let end = conditional.firstBranchEnd { nesting = end }
    }

    // MARK: - Names

    package mutating func beginExtensionName() {
        extensionNameState = .expectingComponent
        extensionNameStart = names.storedByteCount
    }

    package mutating func addExtensionNameComponent(_ bytes: UnsafeBufferPointer<UInt8>) {
        names.appendComponentBytes(bytes)
        extensionNameState = .expectingDot
    }

    package mutating func addExtensionNameDot() {
        names.appendComponentBytes(CollectionOfOne(UInt8(ascii: ".")))
        extensionNameState = .expectingComponent
    }

    /// The extension's name is complete: the extension waits for its body like a type.
    package mutating func endExtensionName() {
        extensionNameState = .none
        if names.storedByteCount > extensionNameStart {
            expectBody(.type, name: .made(extensionNameStart..<names.storedByteCount))
        }
    }

    /// `Outer.Inner.method`: its last component, linked to its qualifier's name. Invalid UTF-8
    /// stays as it is until the name is read as a string, which repairs it.
    private mutating func makeName(
        _ name: PendingName,
        in source: UnsafeBufferPointer<UInt8>
    ) -> QualifiedNames.ID {
        switch name {
        case .none:
            return names.add(UnsafeBufferPointer(start: nil, count: 0), qualifier: nil)
        case .made(let range):
            return names.add(component: range, qualifier: nil)
        case .token(let range, let qualifier):
            let bytes =
                range.map { UnsafeBufferPointer(rebasing: source[$0]) }
                ?? UnsafeBufferPointer(start: nil, count: 0)
            return names.add(bytes, qualifier: qualifier)
        }
    }
}
