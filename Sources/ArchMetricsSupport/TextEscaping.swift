import Foundation

/// Text made safe for every sink the tool writes: the terminal (stdout and stderr, table and
/// CSV), Markdown (table cells, prose and headings, code spans), GitHub's workflow commands
/// (annotations) and XML (SVG charts, JUnit). The one place names are escaped: a file or folder
/// name may hold a newline, an ESC byte, `::error` or Markdown, and must reach each sink as
/// text. In Support, below every renderer, because the report (Reporting), the drift check
/// (Drift), the scan (SwiftScanning) and the command line all write these sinks.
package enum TextEscaping {
    /// Escapes text for a Markdown table cell: `|` would end the cell, a newline the row, and
    /// outside code spans (the cells' own formatting: `` `Type.function` ``) HTML and emphasis
    /// characters in a file or variant name would be read as markup.
    /// A cell that is bold as a whole (`**Total**`) is the table's own formatting: it stays bold.
    package static func markdownCell(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { cellSpecial.contains($0) || isControl($0) })
        else {
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
            case _ where isControl(character): out += visible(character)
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
        guard text.unicodeScalars.contains(where: { textSpecial.contains($0) || isControl($0) })
        else {
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
            case _ where isControl(character): out += visible(character)
            // `\:` reads as `:` in Markdown, and no line of the file starts with `::`.
            case ":" where index > 0 && characters[index - 1] == ":": out += "\\:"
            default: out.append(character)
            }
        }
        return out
    }

    private static let textSpecial = Set("\\`*_[]#|!<>&\r\n:".unicodeScalars)

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
        return "`\(visibleControls(inline))`"
    }

    // MARK: - Terminal and CSV

    /// A name (a file's path, a variant's or screen's name) for a line on stdout or stderr:
    /// as it is when it is plain; else quoted, with its control characters written out (`\n`,
    /// `\u{1B}`), so that it stays on its line, sends no escape sequence to the terminal, and
    /// cannot start a line with `::`, which the GitHub Actions runner obeys as a command.
    package static func terminal(_ name: String) -> String {
        guard name.contains("::") || name.unicodeScalars.contains(where: isControl) else {
            return name
        }
        var out = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += visible(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A CSV field (RFC 4180: quoted when it holds a comma, quote or line break, inner quotes
    /// doubled) holding a name escaped for the terminal first: a CSV is read on a terminal or a
    /// CI log as often as by a spreadsheet.
    package static func csvField(_ name: String) -> String {
        let text = terminal(name)
        guard text.contains(where: { $0 == "," || $0 == "\"" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Text bound for stdout or stderr, whatever it holds: control characters other than
    /// newline and tab written out, and a line that would start with `::` (a workflow command)
    /// started with `\::` instead. The last guard, below the per-name escaping: the tool's own
    /// annotations do not go through it.
    package static func terminalLines(_ text: String) -> String {
        var text = text
        if text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" && $0 != "\t" }) {
            var out = ""
            for scalar in text.unicodeScalars {
                if isControl(scalar) && scalar != "\n" && scalar != "\t" {
                    out += visible(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
            text = out
        }
        guard text.contains("::") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let indent = line.prefix(while: { $0 == " " || $0 == "\t" })
            let rest = line.dropFirst(indent.count)
            return rest.hasPrefix("::") ? indent + "\\" + rest : line
        }.joined(separator: "\n")
    }

    // MARK: - GitHub workflow commands

    /// A workflow command's message, as GitHub escapes it (`%`, CR, LF), other control
    /// characters written out.
    package static func annotationData(_ text: String) -> String {
        visibleControls(
            text.replacingOccurrences(of: "%", with: "%25")
                .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(
                    of: "\n", with: "%0A"))
    }

    /// A workflow command's property value (`file=`, `title=`): as data, and `:` and `,`,
    /// which would end it.
    package static func annotationProperty(_ text: String) -> String {
        annotationData(text).replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }

    // MARK: - Control characters

    /// Unicode's Cc: U+0000–U+001F and U+007F–U+009F.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains(where: isControl)
    }

    /// `\u{1B}` for ESC: a control character as text.
    private static func visible(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    private static func visible(_ character: Character) -> String {
        character.unicodeScalars.map { isControl($0) ? visible($0) : String($0) }.joined()
    }

    /// `text` with every control character written out.
    private static func visibleControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return text.unicodeScalars.map { isControl($0) ? visible($0) : String($0) }.joined()
    }
}
