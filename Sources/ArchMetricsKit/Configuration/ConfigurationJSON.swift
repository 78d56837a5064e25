// A small JSON reader for `archmetrics.json`. Foundation's JSONSerialization reports errors as
// a byte offset at best and forgets key order and positions; a config error must name the line
// and column, and rule lists are ordered, so the config gets a reader of its own.
import ArchMetricsAnalysis
import ArchMetricsClassification
import ArchMetricsDrift
import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import SwiftScanning

/// A 1-based line and column in a text file.
public struct TextPosition: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON value that remembers where it was written.
indirect enum ConfigurationJSON: Sendable {
    case object([(key: String, keyPosition: TextPosition, value: PositionedJSON)])
    case array([PositionedJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// What a user calls this kind of value in an error message.
    var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}

/// A JSON value and the position of its first character.
struct PositionedJSON: Sendable {
    var value: ConfigurationJSON
    var position: TextPosition
}

/// A syntax error in a JSON document, with its position.
struct ConfigurationJSONError: Error, Equatable {
    var message: String
    var position: TextPosition
}

/// Parses JSON text (RFC 8259) into `PositionedJSON`, tracking line and column.
struct ConfigurationJSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(text: String) {
        bytes = Array(text.utf8)
    }

    /// Parses the whole document; trailing content other than whitespace is an error.
    static func parse(_ text: String) throws(ConfigurationJSONError) -> PositionedJSON {
        var parser = ConfigurationJSONParser(text: text)
        // A leading UTF-8 byte-order mark is allowed and skipped.
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
        }
        return value
    }

    private var position: TextPosition {
        // Columns count characters, not bytes: skip UTF-8 continuation bytes.
        let column = bytes[lineStart..<min(index, bytes.count)].reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) } + 1
        return TextPosition(line: line, column: column)
    }

    private func error(_ message: String) -> ConfigurationJSONError {
        ConfigurationJSONError(message: message, position: position)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "character 0x\(String(byte, radix: 16))"
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(ConfigurationJSONError) -> PositionedJSON {
        // Deep nesting is never a real config; refuse it rather than overflow the stack.
        guard depth < 100 else { throw error("nesting deeper than 100 levels") }
        let start = position
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return PositionedJSON(value: try parseObject(depth: depth), position: start)
        case UInt8(ascii: "["):
            return PositionedJSON(value: try parseArray(depth: depth), position: start)
        case UInt8(ascii: "\""):
            return PositionedJSON(value: .string(try parseString()), position: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return PositionedJSON(value: .bool(true), position: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return PositionedJSON(value: .bool(false), position: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return PositionedJSON(value: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return PositionedJSON(value: .number(try parseNumber()), position: start)
        default:
            throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func expectWord(_ word: String) throws(ConfigurationJSONError) {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<(index + utf8.count)]) == utf8 else {
            throw error("unexpected \(describeCurrent()); expected a value")
        }
        index += utf8.count
    }

    private mutating func parseObject(depth: Int) throws(ConfigurationJSONError) -> ConfigurationJSON {
        index += 1 // {
        var members: [(key: String, keyPosition: TextPosition, value: PositionedJSON)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); expected a key in double quotes")
            }
            let keyPosition = position
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw ConfigurationJSONError(message: "duplicate key \"\(key)\"", position: keyPosition)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members.append((key, keyPosition, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("unexpected \(describeCurrent()); expected ',' or '}'")
        }
    }

    private mutating func parseArray(depth: Int) throws(ConfigurationJSONError) -> ConfigurationJSON {
        index += 1 // [
        var elements: [PositionedJSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("unexpected \(describeCurrent()); expected ',' or ']'")
        }
    }

    private mutating func parseString() throws(ConfigurationJSONError) -> String {
        index += 1 // opening quote
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run.removeAll() }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    // A UTF-16 surrogate pair spells one scalar.
                    if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try parseHex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default:
                    index -= 1
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                }
            case 0..<0x20:
                throw error(byte == UInt8(ascii: "\n") ? "unterminated string (strings cannot span lines)" : "control character in a string")
            default:
                run.append(byte)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseHex4() throws(ConfigurationJSONError) -> UInt32 {
        guard bytes.count - index >= 4, let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else {
            throw error("invalid \\u escape: expected four hexadecimal digits")
        }
        index += 4
        return value
    }

    private mutating func parseNumber() throws(ConfigurationJSONError) -> Double {
        let start = index
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: expected a digit") }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: expected an exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw error("invalid number")
        }
        return value
    }
}
