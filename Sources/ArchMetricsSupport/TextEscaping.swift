import Foundation

/// Text made safe for the formats the tool writes: Markdown (table cells, prose and headings,
/// code spans) and XML (SVG charts, JUnit). In Support, below every renderer, because both the
/// report (Reporting) and the drift check (Drift) write these formats and neither should lean
/// on the other for it.
package enum TextEscaping {
    /// Escapes text for a Markdown table cell: `|` would end the cell, a newline the row, and
    /// outside code spans (the cells' own formatting: `` `Type.function` ``) HTML and emphasis
    /// characters in a file or variant name would be read as markup.
    /// A cell that is bold as a whole (`**Total**`) is the table's own formatting: it stays bold.
    package static func markdownCell(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { cellSpecial.contains($0) }) else {
            return text
        }
        if text.count > 4, text.hasPrefix("**"), text.hasSuffix("**") {
            return "**" + markdownCell(String(text.dropFirst(2).dropLast(2))) + "**"
        }
        var out = ""
        var inCode = false
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            switch character {
            case "`":
                inCode.toggle()
                out.append(character)
            case "|": out += "\\|"
            case "\\": out += "\\\\"
            case "\r\n", "\n", "\r": out += "<br>"
            case "<" where !inCode: out += "&lt;"
            case ">" where !inCode: out += "&gt;"
            case "_" where !inCode && isInsideWord(characters, index):
                out.append(character)
            case "*", "_", "[", "]":
                if !inCode { out += "\\" }
                out.append(character)
            default: out.append(character)
            }
        }
        return out
    }

    /// An underscore between two letters or digits (`unittest_enormous`) never starts or ends
    /// emphasis in GitHub's Markdown, so it is left as written, keeping paths readable as text.
    private static func isInsideWord(_ characters: [Character], _ index: Int) -> Bool {
        index > 0 && index + 1 < characters.count
            && (characters[index - 1].isLetter || characters[index - 1].isNumber)
            && (characters[index + 1].isLetter || characters[index + 1].isNumber)
    }

    private static let cellSpecial = Set("`|\\\r\n<>*_[]".unicodeScalars)

    /// Escapes a name (a variant's, a file's) for Markdown prose and headings, where it must read
    /// as itself: a folder named `MVC<b>` or `A*B*` is text, not markup, and a newline in it
    /// (a legal file-name character) shows as `\n` instead of ending the heading.
    package static func markdownText(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { textSpecial.contains($0) }) else {
            return text
        }
        var out = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            switch character {
            case "_" where isInsideWord(characters, index):
                out.append(character)
            case "\\", "`", "*", "_", "[", "]", "#", "|", "!":
                out += "\\"
                out.append(character)
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\r\n", "\n": out += "\\\\n"
            case "\r": out += "\\\\r"
            default: out.append(character)
            }
        }
        return out
    }

    private static let textSpecial = Set("\\`*_[]#|!<>&\r\n".unicodeScalars)

    /// Text or attribute value escaped for XML 1.0 (SVG charts, JUnit): the five markup
    /// characters as entities, and the control characters XML 1.0 cannot hold at all (a file or
    /// folder name may contain them) replaced by U+FFFD, so the document always parses. Tabs and
    /// newlines are kept but written as character references, so an attribute keeps them too.
    package static func xml(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n": escaped += "&#10;"
            case "\t": escaped += "&#9;"
            case "\r": escaped += "&#13;"
            default:
                let allowed = scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value)
                escaped.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return escaped
    }

    /// Text as a Markdown code span: a backtick would end it, a newline the line (or the table).
    package static func codeSpan(_ text: String) -> String {
        let inline = text.replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
        return "`\(inline)`"
    }
}
