// The declaration finder: a `SwiftLexerVisitor` that picks the top-level type declarations
// (class, struct, enum, protocol, actor, extension) out of the token stream, with their names,
// inherited types as written, and first/last lines. Only brace depth 0 matters, so types nested
// in other types or in functions are not top-level; `#if` does not change depth, so types inside
// top-level `#if` blocks are found.

/// Finds top-level type declarations in the token stream.
public struct DeclarationFinder: SwiftLexerVisitor {
    public private(set) var declarations: [TypeDeclaration] = []
    /// The names of the top-level typealiases (`typealias MoviesListViewModel = …`), in order.
    public private(set) var typealiases: [String] = []
    /// Right after a top-level `typealias`: the next token is its name.
    private var expectsTypealiasName = false

    private var braceDepth = 0
    /// Line of the first attribute or modifier seen since the last statement at depth 0.
    private var pendingFirstLine: Int?
    /// The conformance macros (`@Observable`) among those attributes.
    private var pendingMacros: [String]?
    private var attributeState = AttributeState.none
    private var header: Header?
    /// The declaration whose body is open (depth ≥ 1).
    private var openDeclaration: TypeDeclaration?
    private var lastTokenLine = 0

    private enum AttributeState {
        case none
        /// After `@`, before the attribute's name.
        case expectingName
        /// After the name, which ended at this offset: a `(` right there opens its arguments.
        case afterName(end: Int)
        /// Inside `@attribute( … )`, at this parenthesis depth.
        case inArguments(depth: Int)
    }

    /// A declaration whose header (`struct Name<T>: A, B where …`) is being read.
    fileprivate struct Header {
        enum Phase { case name, afterName, inheritance, whereClause }
        var declaration: TypeDeclaration
        var phase = Phase.name
        var nameText = TextBuilder()
        var currentInheritedType = TextBuilder()
        /// Nesting of `<>`, `()` and `[]`, inside which `:`, `,` and `where` belong to a type.
        var nesting = 0
    }

    /// Joins token texts, with one space where the source had whitespace or comments between them.
    /// Gathers bytes and makes one `String` at the end: a `String` per token and appends to it
    /// were most of the cost of reading headers (a header can run over thousands of tokens).
    /// Decoding once gives the same text: no token ends inside a UTF-8 sequence the next
    /// token, right after it, continues (bytes from 0x80 up all belong to identifiers).
    fileprivate struct TextBuilder {
        var bytes: [UInt8] = []
        var lastEnd = -1
        var isEmpty: Bool { bytes.isEmpty }
        mutating func append(_ token: SwiftToken, _ source: UnsafeBufferPointer<UInt8>) {
            if !bytes.isEmpty && token.start != lastEnd { bytes.append(UInt8(ascii: " ")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[token.start..<token.end]))
            lastEnd = token.end
        }
        mutating func take() -> String {
            defer { self = TextBuilder() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    public init() {}

    @inline(__always)
    public mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        lastTokenLine = token.lastLine
        // The hot path: inside a body only braces matter.
        if braceDepth > 0 {
            if token.kind == .punctuation { trackBracesInsideBody(token, source) }
            return
        }
        visitTopLevelToken(token, source)
    }

    /// Inside a body only braces matter (and the last line with code, should the body never close).
    public var acceptsCodeLines: Bool { braceDepth > 0 }

    public mutating func visitCodeLine(_ line: Int) {
        lastTokenLine = line
    }

    private mutating func visitTopLevelToken(
        _ token: SwiftToken, _ source: UnsafeBufferPointer<UInt8>
    ) {
        if header != nil {
            // Read in place (`header!` is mutated where it is, not copied out and back per token).
            switch header!.read(token, source) {
            case .reading:
                break
            case .abandoned(let opensBody):
                header = nil
                if opensBody { braceDepth += 1 }
            case .opensBody:
                var complete = header.take()!
                complete.close()
                openDeclaration = complete.declaration
                braceDepth = 1
            }
            return
        }
        if expectsTypealiasName {
            expectsTypealiasName = false
            if token.kind == .identifier {
                typealiases.append(Self.name(of: token, source))
                return
            }
        }
        if readAttributeOrModifier(token, source) { return }
        if token.kind == .identifier, source[token.start] == UInt8(ascii: "t"),
            token.is("typealias", in: source)
        {
            expectsTypealiasName = true
            pendingFirstLine = nil
            pendingMacros = nil
            return
        }
        if token.kind == .identifier, let kind = Self.declarationKind(token, source) {
            let firstLine = pendingFirstLine ?? token.firstLine
            header = Header(
                declaration: TypeDeclaration(
                    kind: kind, name: "", firstLine: firstLine, lastLine: firstLine,
                    conformanceMacros: kind == .extension ? nil : pendingMacros),
                phase: .name)
            pendingFirstLine = nil
            pendingMacros = nil
            return
        }
        pendingFirstLine = nil
        pendingMacros = nil
        if token.kind == .punctuation, token.is("{", in: source) { braceDepth += 1 }
    }

    /// Call after lexing: closes a declaration left open at the end of the file.
    public mutating func finish() {
        if var declaration = openDeclaration {
            declaration.lastLine = max(declaration.firstLine, lastTokenLine)
            declarations.append(declaration)
            openDeclaration = nil
        } else if var header, !header.nameText.isEmpty || !header.declaration.name.isEmpty {
            header.close()
            header.declaration.lastLine = max(header.declaration.firstLine, lastTokenLine)
            declarations.append(header.declaration)
        }
        header = nil
    }

    /// Punctuation tokens are one byte long, so a brace is told by its first byte.
    @inline(__always)
    private mutating func trackBracesInsideBody(
        _ token: SwiftToken, _ source: UnsafeBufferPointer<UInt8>
    ) {
        let byte = source[token.start]
        if byte == Ascii.openBrace {
            braceDepth += 1
        } else if byte == Ascii.closeBrace {
            braceDepth -= 1
            if braceDepth == 0, var declaration = openDeclaration {
                declaration.lastLine = token.lastLine
                declarations.append(declaration)
                openDeclaration = nil
            }
        }
    }

    /// `@attribute`, `@attribute(arguments)` and modifiers before a declaration; returns true if
    /// the token was one of them.
    private mutating func readAttributeOrModifier(
        _ token: SwiftToken, _ source: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        switch attributeState {
        case .expectingName:
            if token.kind == .identifier {
                attributeState = .afterName(end: token.end)
                // Only at depth 0 and only after `@`: off the hot path.
                if token.end - token.start <= 10 {
                    let name = String(
                        decoding: UnsafeBufferPointer(rebasing: source[token.start..<token.end]),
                        as: UTF8.self)
                    if TypeDeclaration.conformanceMacroNames.contains(name) {
                        pendingMacros = (pendingMacros ?? []) + [name]
                    }
                }
                return true
            }
            attributeState = .none
        case .afterName(let end):
            attributeState = .none
            if token.start == end, token.kind == .punctuation, token.is("(", in: source) {
                attributeState = .inArguments(depth: 1)
                return true
            }
        case .inArguments(let depth):
            var newDepth = depth
            if token.kind == .punctuation {
                if token.is("(", in: source) {
                    newDepth += 1
                } else if token.is(")", in: source) {
                    newDepth -= 1
                }
            }
            attributeState = newDepth == 0 ? .none : .inArguments(depth: newDepth)
            return true
        case .none:
            break
        }
        if token.kind == .punctuation, token.is("@", in: source) {
            pendingFirstLine = pendingFirstLine ?? token.firstLine
            attributeState = .expectingName
            return true
        }
        if token.kind == .identifier, Self.isModifier(token, source) {
            pendingFirstLine = pendingFirstLine ?? token.firstLine
            return true
        }
        return false
    }

    /// `<`/`>` inside operator tokens (`>>` closes two), `(`/`)` and `[`/`]`; `->` is neither.
    fileprivate static func nestingChange(_ token: SwiftToken, _ source: UnsafeBufferPointer<UInt8>)
        -> Int
    {
        switch token.kind {
        case .punctuation:
            switch source[token.start] {
            case Ascii.openParenthesis, Ascii.openBracket: return 1
            case Ascii.closeParenthesis, Ascii.closeBracket: return -1
            default: return 0
            }
        case .operator:
            if token.is("->", in: source) { return 0 }
            var change = 0
            for index in token.start..<token.end {
                if source[index] == Ascii.lessThan {
                    change += 1
                } else if source[index] == Ascii.greaterThan {
                    change -= 1
                }
            }
            return change
        default:
            return 0
        }
    }

    private static func declarationKind(_ token: SwiftToken, _ source: UnsafeBufferPointer<UInt8>)
        -> DeclarationKind?
    {
        switch source[token.start] {
        case UInt8(ascii: "c"): return token.is("class", in: source) ? .class : nil
        case UInt8(ascii: "s"): return token.is("struct", in: source) ? .struct : nil
        case UInt8(ascii: "e"):
            return token.is("enum", in: source)
                ? .enum : token.is("extension", in: source) ? .extension : nil
        case UInt8(ascii: "p"): return token.is("protocol", in: source) ? .protocol : nil
        case UInt8(ascii: "a"): return token.is("actor", in: source) ? .actor : nil
        default: return nil
        }
    }

    /// An identifier token's name, without the backticks of a name spelt like a keyword.
    private static func name(of token: SwiftToken, _ source: UnsafeBufferPointer<UInt8>) -> String {
        var start = token.start
        var end = token.end
        if end - start > 2, source[start] == Ascii.backtick {
            start += 1
            end -= 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: source[start..<end]), as: UTF8.self)
    }

    private static func isModifier(_ token: SwiftToken, _ source: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        token.is("public", in: source) || token.is("private", in: source)
            || token.is("fileprivate", in: source)
            || token.is("internal", in: source) || token.is("open", in: source)
            || token.is("package", in: source)
            || token.is("final", in: source) || token.is("indirect", in: source)
            || token.is("nonisolated", in: source)
            || token.is("distributed", in: source)
    }
}

extension DeclarationFinder.Header {
    /// What a token did to the header being read.
    enum Step {
        case reading
        /// Not a type declaration after all (`class func`, an empty extension name, a `;`);
        /// `opensBody` if the token was a `{` that still opens a block.
        case abandoned(opensBody: Bool)
        /// The `{` of the type's body: the header is complete.
        case opensBody
    }

    /// Reads the next token of the header: its name, inherited types and `where` clause.
    mutating func read(_ token: SwiftToken, _ source: UnsafeBufferPointer<UInt8>) -> Step {
        let isOpenBrace = token.kind == .punctuation && token.is("{", in: source)
        if phase == .name {
            if declaration.kind == .extension {
                // The extended type as written, up to `:`, `where` or `{` (`Foo.Bar`, `Array<Int>`).
                guard
                    nesting == 0
                        && (isOpenBrace || token.is(":", in: source)
                            || token.is("where", in: source))
                else {
                    nesting += DeclarationFinder.nestingChange(token, source)
                    nameText.append(token, source)
                    return .reading
                }
                if nameText.isEmpty { return .abandoned(opensBody: false) }
                phase = .afterName
            } else {
                guard token.kind == .identifier, !token.is("func", in: source),
                    !token.is("var", in: source)
                else {
                    // `actor` used as a plain identifier, or `class func` / `class var`: not a type.
                    return .abandoned(opensBody: isOpenBrace)
                }
                nameText.append(token, source)
                phase = .afterName
                return .reading
            }
        }

        if nesting == 0 && isOpenBrace { return .opensBody }
        if nesting == 0 && token.kind == .punctuation && token.is(";", in: source) {
            return .abandoned(opensBody: false)
        }
        switch phase {
        case .name, .whereClause:
            break
        case .afterName:
            if nesting == 0 && token.is(":", in: source) {
                phase = .inheritance
            } else if nesting == 0 && token.is("where", in: source) {
                phase = .whereClause
            } else {
                nesting += DeclarationFinder.nestingChange(token, source)
            }
        case .inheritance:
            if nesting == 0 && (token.is(",", in: source) || token.is("where", in: source)) {
                let type = currentInheritedType.take()
                if !type.isEmpty { declaration.inheritedTypes.append(type) }
                if token.is("where", in: source) { phase = .whereClause }
            } else {
                nesting += DeclarationFinder.nestingChange(token, source)
                currentInheritedType.append(token, source)
            }
        }
        return .reading
    }

    /// Puts the texts read into the declaration: the last inherited type, and the name
    /// (without the backticks of a type named like a keyword).
    mutating func close() {
        let type = currentInheritedType.take()
        if !type.isEmpty { declaration.inheritedTypes.append(type) }
        var name = nameText.take()
        if declaration.kind != .extension, name.hasPrefix("`"), name.hasSuffix("`"),
            name.count > 2
        {
            name = String(name.dropFirst().dropLast())
        }
        declaration.name = name
    }
}
