/// Counts a file's decision points into the function whose body they are in, or outside any
/// function. README "Coupling and complexity" lists what is a decision; the keywords are told
/// by the structure pass, the operators here.
package struct ComplexityCounter {
    /// By function number (`DeclarationTracker.functions`); functions after the last one with a
    /// decision have no entry.
    private var perFunction: [Int] = []
    /// Stored-property initialisers, top-level code.
    private(set) var outsideFunctions = 0

    package mutating func reset() {
        perFunction.removeAll(keepingCapacity: true)
        outsideFunctions = 0
    }

    /// One decision point in the function numbered `function` (nil: outside functions).
    package mutating func count(in function: Int?) {
        guard let function else {
            outsideFunctions += 1
            return
        }
        if function >= perFunction.count {
            perFunction += repeatElement(0, count: function + 1 - perFunction.count)
        }
        perFunction[function] += 1
    }

    package func decisionPoints(ofFunction function: Int) -> Int {
        function < perFunction.count ? perFunction[function] : 0
    }

    /// `&&`, `||`, `??` as a binary operator, and the ternary `?`.
    package static func isDecision(
        operator token: SwiftToken,
        in source: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let first = source[token.start]
        switch token.end - token.start {
        case 1:
            // The ternary `?` has whitespace on its left; optional chaining (`a?.b`), optional
            // types (`Int?`) and `try?`/`as?` never do.
            return first == UInt8(ascii: "?") && token.start > 0
                && Ascii.isWhitespace(source[token.start - 1])
        case 2:
            let second = source[token.start + 1]
            if first == UInt8(ascii: "&") || first == UInt8(ascii: "|") { return second == first }
            // `a ?? b`; not the double optional `Int??` (postfix: bound on the left only),
            // nor double optional chaining `a??.b` (two postfix `?`, then a member).
            return first == UInt8(ascii: "?") && second == first && isBinary(token, in: source)
                && !(token.end < source.count && source[token.end] == Ascii.dot)
        default:
            return false
        }
    }

    /// A binary operator is bound on both sides or on neither (Swift's rule).
    private static func isBinary(
        _ token: SwiftToken,
        in source: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let spaceBefore =
            token.start == 0 || Ascii.isWhitespace(source[token.start - 1])
            || Ascii.opensExpression(source[token.start - 1])
        let after = token.end < source.count ? source[token.end] : Ascii.newline
        let spaceAfter =
            Ascii.isWhitespace(after) || after == Ascii.closeParenthesis
            || after == Ascii.closeBracket || after == Ascii.closeBrace || after == Ascii.comma
            || after == Ascii.semicolon || after == Ascii.colon
        return spaceBefore == spaceAfter
    }
}
