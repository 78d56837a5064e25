import ArchMetricsSupport
import SwiftScanning

/// What each open brace of a file belongs to, which declaration waits for its body, and the
/// qualified names of the types and functions met so far.
///
/// No parser: a type, a function, a property, a `switch` or a `repeat` waits for its body, which
/// is the next `{` at the same depth of braces and parentheses, unless something ends the wait
/// first (a new declaration, a `;`, a `}`). That is all cyclomatic complexity needs.
package struct DeclarationTracker {
    /// What a `{` opened. The numbers index `typeNames` and `functions`.
    package enum Opener {
        case type(Int)
        case function(Int)
        case switchBody
        case repeatBody
        case block
    }

    /// What waits for its body.
    package enum Awaiting {
        case type
        case function(line: Int)
        case property(line: Int, sawEquals: Bool)
        case switchStatement
        case repeatStatement
    }

    /// How the waiting declaration's qualified name is made, once its body opens (most
    /// properties and requirements never get one, so no name is made for them).
    package enum PendingName {
        case none
        /// The name token's bytes (nil: the file ended first), inside the innermost type or
        /// function open where it was declared (nil: none). Names never change once made, so
        /// the name made later is the one that would have been made at once.
        case token(Range<Int>?, qualifier: Opener?)
        /// A name already in `nameBytes` (an extension's dotted name).
        case made(Range<Int>)
    }

    /// Where the tracker is in an `extension A.B.C` name.
    package enum ExtensionNameState {
        case none, expectingComponent, expectingDot
    }

    package struct Function {
        /// The qualified name's bytes in `nameBytes`.
        var name: Range<Int>
        var line: Int
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

    /// The open braces, innermost last, and how many `(` and `[` are open.
    private struct Nesting {
        var braces: [Opener] = []
        var groups = 0

        var depth: Depth { Depth(braces: braces.count, groups: groups) }
    }

    /// Each branch of `#if … #else … #endif` starts from the nesting at `#if`, and the code
    /// after `#endif` continues from the end of the first branch, so branches that each open a
    /// body (`#if os(Linux) func f() { #else func f() { #endif`) keep braces balanced.
    private struct Conditional {
        var entry: Nesting
        var firstBranchEnd: Nesting?
    }

    private var nesting = Nesting()
    private var pending: Pending?
    private var conditionals: [Conditional] = []
    private(set) var functions: [Function] = []
    /// The qualified names of the types opened so far, in `nameBytes`.
    private var typeNames: [Range<Int>] = []
    /// Every qualified name (and extension name), one after another.
    private(set) var nameBytes: [UInt8] = []
    private var scratch: [UInt8] = []
    private(set) var extensionNameState = ExtensionNameState.none
    private var extensionNameStart = 0

    /// Forgets the last file, keeping the buffers' capacity.
    package mutating func reset() {
        nesting.braces.removeAll(keepingCapacity: true)
        nesting.groups = 0
        pending = nil
        conditionals.removeAll(keepingCapacity: true)
        functions.removeAll(keepingCapacity: true)
        typeNames.removeAll(keepingCapacity: true)
        nameBytes.removeAll(keepingCapacity: true)
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
        for opener in nesting.braces.reversed() {
            switch opener {
            case .type, .function: return .token(range, qualifier: opener)
            case .switchBody, .repeatBody, .block: continue
            }
        }
        return .token(range, qualifier: nil)
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
    package var innermostBrace: Opener? { nesting.braces.last }

    /// The number of the innermost function whose body is open, nil outside functions.
    package var currentFunction: Int? {
        for opener in nesting.braces.reversed() {
            if case .function(let number) = opener { return number }
        }
        return nil
    }

    package mutating func openGroup() { nesting.groups += 1 }

    package mutating func closeGroup() { nesting.groups = max(0, nesting.groups - 1) }

    /// Opens the body the `{` belongs to. `contents` matters only if `braceContentsMatter`.
    package mutating func openBrace(
        contents: TokenWindow.BraceContents,
        in source: UnsafeBufferPointer<UInt8>
    ) {
        guard let awaiting = awaitingHere else { return nesting.braces.append(.block) }
        let name = pending!.name
        pending = nil
        switch awaiting {
        case .type:
            typeNames.append(makeName(name, in: source))
            nesting.braces.append(.type(typeNames.count - 1))
        case .function(let line):
            // `subscript(i: Int) -> T { get }` in a protocol has no body.
            if contents == .requirementList { return nesting.braces.append(.block) }
            openFunction(makeName(name, in: source), line: line)
        case .property(let line, let sawEquals):
            if contents == .observers || (!sawEquals && contents != .requirementList) {
                openFunction(makeName(name, in: source), line: line)
            } else {
                // A closure in the initialiser (`var x = { … }()`), or `{ get set }` in a protocol.
                nesting.braces.append(.block)
            }
        case .switchStatement:
            nesting.braces.append(.switchBody)
        case .repeatStatement:
            nesting.braces.append(.repeatBody)
        }
    }

    private mutating func openFunction(_ name: Range<Int>, line: Int) {
        functions.append(Function(name: name, line: line))
        nesting.braces.append(.function(functions.count - 1))
    }

    /// Closes the innermost brace and returns what it opened; nil for an unbalanced `}`.
    package mutating func closeBrace() -> Opener? {
        nesting.braces.popLast()
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
        extensionNameStart = nameBytes.count
    }

    package mutating func addExtensionNameComponent(_ bytes: UnsafeBufferPointer<UInt8>) {
        nameBytes.append(contentsOf: bytes)
        extensionNameState = .expectingDot
    }

    package mutating func addExtensionNameDot() {
        nameBytes.append(UInt8(ascii: "."))
        extensionNameState = .expectingComponent
    }

    /// The extension's name is complete: the extension waits for its body like a type.
    package mutating func endExtensionName() {
        extensionNameState = .none
        if nameBytes.count > extensionNameStart {
            expectBody(.type, name: .made(extensionNameStart..<nameBytes.count))
        }
    }

    /// `Outer.Inner.method`, made at the end of `nameBytes`, where its qualifier already is.
    /// Invalid UTF-8 stays as it is until the name is read as a string, which repairs it.
    private mutating func makeName(
        _ name: PendingName,
        in source: UnsafeBufferPointer<UInt8>
    ) -> Range<Int> {
        let start = nameBytes.count
        switch name {
        case .none: break
        case .made(let range): return range
        case .token(let range, let qualifier):
            switch qualifier {
            case .type(let type)?: appendQualifier(typeNames[type])
            case .function(let function)?: appendQualifier(functions[function].name)
            default: break
            }
            if let range {
                nameBytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
            }
        }
        return start..<nameBytes.count
    }

    /// `prefix.`, where `prefix` is already in `nameBytes`.
    private mutating func appendQualifier(_ prefix: Range<Int>) {
        // Through `scratch`: appending a slice of the array itself would copy the whole array.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: nameBytes[prefix])
        nameBytes.append(contentsOf: scratch)
        nameBytes.append(UInt8(ascii: "."))
    }
}
