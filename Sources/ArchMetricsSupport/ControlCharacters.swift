/// Control characters (Unicode's Cc: U+0000–U+001F, U+007F–U+009F) in text that names things.
///
/// A variant's name or path goes to git one per line, to terminals and to Markdown tables: a
/// newline in one shifts git's answers onto the next variant, and other control characters
/// garble what a user reads. Such text is refused where it enters, with the character named.
package enum ControlCharacters {
    /// The first control character of `text`, if any.
    package static func first(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { $0.properties.generalCategory == .control }
    }

    /// `a newline (U+000A)`, `a tab (U+0009)`, `a control character (U+001B)`.
    package static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        switch scalar {
        case "\n": return "a newline (\(code))"
        case "\r": return "a carriage return (\(code))"
        case "\t": return "a tab (\(code))"
        default: return "a control character (\(code))"
        }
    }
}
