import Foundation

/// A 1-based line and column in a text file; columns count characters, not bytes.
public struct TextPosition: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var description: String { "\(line):\(column)" }

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of the byte at `offset` in `data` (UTF-8): how Foundation's byte offsets
    /// ("around character 19") become a place a user can find.
    public init(byteOffset offset: Int, in data: Data) {
        let before = String(decoding: data.prefix(max(0, min(offset, data.count))), as: UTF8.self)
        var line = 1
        var column = 1
        for character in before {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }
}

/// One step of a path into a JSON document: an object's key or an array's index.
public enum JSONPathComponent: Hashable, Sendable, CustomStringConvertible {
    case key(String)
    case index(Int)

    public init(_ codingKey: CodingKey) {
        self = codingKey.intValue.map { .index($0) } ?? .key(codingKey.stringValue)
    }

    public var description: String {
        switch self {
        case .key(let key): key
        case .index(let index): "[\(index)]"
        }
    }

    /// `roleRules[2].role`.
    public static func text(_ path: [JSONPathComponent]) -> String {
        path.enumerated().map { offset, component in
            if case .key = component, offset > 0 { return ".\(component)" }
            return component.description
        }.joined()
    }
}

/// Where each value of a JSON text was written, and its object keys in document order.
///
/// Foundation decodes the document; it reports a decoding error by path and forgets the order
/// of an object's keys. This index answers the two questions a decoder cannot: where in the
/// file a path is (for `file:line:column` in messages), and in what order an object's keys
/// were written (variant columns). It only reads structure and gives up quietly on text that is
/// not JSON: saying what is wrong with such text is Foundation's part.
public struct JSONPositions: Sendable {
    public struct Entry: Sendable {
        public var path: [JSONPathComponent]
        /// Where the key of an object member starts (its opening quote).
        public var keyPosition: TextPosition?
        public var valuePosition: TextPosition
        /// What a user calls the value's kind in a message (`an array`).
        public var kindName: String
    }

    /// Every value, in document order.
    public private(set) var entries: [Entry] = []

    public init(_ text: String) {
        var reader = Reader(characters: Array(text))
        reader.value(at: [], keyPosition: nil)
        entries = reader.entries
    }

    public func entry(at path: [JSONPathComponent]) -> Entry? {
        entries.first { $0.path == path }
    }

    /// The keys of the object at `path`, as written.
    public func keys(of path: [JSONPathComponent]) -> [String] {
        entries.compactMap { entry in
            guard entry.path.count == path.count + 1, Array(entry.path.dropLast()) == path,
                case .key(let key) = entry.path.last
            else { return nil }
            return key
        }
    }

    /// The nearest written place for `path`: the value itself, else its closest parent.
    public func position(of path: [JSONPathComponent], preferringKey: Bool = false) -> TextPosition
    {
        var path = path
        while !path.isEmpty {
            if let entry = entry(at: path) {
                return preferringKey
                    ? entry.keyPosition ?? entry.valuePosition : entry.valuePosition
            }
            path.removeLast()
        }
        return entries.first?.valuePosition ?? TextPosition(line: 1, column: 1)
    }

    private struct Reader {
        let characters: [Character]
        var index = 0
        var line = 1
        var column = 1
        var entries: [Entry] = []

        var position: TextPosition { TextPosition(line: line, column: column) }
        var current: Character? { index < characters.count ? characters[index] : nil }

        mutating func advance() {
            if current == "\n" || current == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        mutating func skipWhitespace() {
            while let character = current, character.isWhitespace { advance() }
        }

        mutating func value(at path: [JSONPathComponent], keyPosition: TextPosition?) {
            skipWhitespace()
            guard let first = current else { return }
            entries.append(
                Entry(
                    path: path, keyPosition: keyPosition, valuePosition: position,
                    kindName: Self.kindName(startingWith: first)))
            switch first {
            case "{": members(of: path)
            case "[": elements(of: path)
            case "\"": _ = string()
            default:
                while let character = current, !character.isWhitespace, !",]}".contains(character) {
                    advance()
                }
            }
        }

        mutating func members(of path: [JSONPathComponent]) {
            advance()
            while true {
                skipWhitespace()
                guard let character = current else { return }
                if character == "}" { return advance() }
                if character == "," {
                    advance()
                    continue
                }
                guard character == "\"" else { return }
                let keyPosition = position
                let key = string()
                skipWhitespace()
                guard current == ":" else { return }
                advance()
                let before = index
                value(at: path + [.key(key)], keyPosition: keyPosition)
                if index == before { return }
            }
        }

        mutating func elements(of path: [JSONPathComponent]) {
            advance()
            var count = 0
            while true {
                skipWhitespace()
                guard let character = current else { return }
                if character == "]" { return advance() }
                if character == "," {
                    advance()
                    continue
                }
                let before = index
                value(at: path + [.index(count)], keyPosition: nil)
                if index == before { return }
                count += 1
            }
        }

        /// Reads a string from its opening quote; returns its text, escapes decoded.
        mutating func string() -> String {
            var raw = ""
            advance()
            var escaped = false
            while let character = current {
                advance()
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    break
                }
                raw.append(character)
            }
            guard raw.contains("\\") else { return raw }
            let quoted = Data(("\"" + raw + "\"").utf8)
            return (try? JSONDecoder().decode(String.self, from: quoted)) ?? raw
        }

        static func kindName(startingWith character: Character) -> String {
            switch character {
            case "{": "an object"
            case "[": "an array"
            case "\"": "a string"
            case "t", "f": "true or false"
            case "n": "null"
            default: "a number"
            }
        }
    }
}
