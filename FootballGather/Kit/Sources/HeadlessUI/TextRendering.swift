/// Formatting shared by every `renderText()` so all screens print in one consistent, stable style.
enum TextRendering {
    static let indentUnit = "  "

    /// `"text"`, with quotes, backslashes and line breaks escaped so one value stays on one line.
    static func quoted(_ text: String?) -> String {
        var escaped = ""
        for character in text ?? "" {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }

    /// A number without a trailing ".0" when it is integral (stepper values read "3", not "3.0").
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }

    static func indented(_ lines: [String], levels: Int = 1) -> [String] {
        let prefix = String(repeating: indentUnit, count: levels)
        return lines.map { prefix + $0 }
    }
}
