/// An old-style (OpenStep, "ASCII") property list, the format of Xcode's `project.pbxproj`:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted or bare strings, `<…>` data,
/// `/* … */` and `// …` comments. Read without Foundation's parser, which is not on Linux in
/// every form and would accept nothing but the whole file.
package indirect enum PropertyListText: Equatable, Sendable {
    case string(String)
    case array([PropertyListText])
    case dictionary([String: PropertyListText])

    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var array: [PropertyListText]? {
        if case .array(let value) = self { return value }
        return nil
    }

    package var dictionary: [String: PropertyListText]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// Reading stopped at `offset` (bytes from the start): the text is no property list.
    package struct ParseError: Error, Equatable {
        package var offset: Int
        package var message: String
    }

    /// The property list `text` holds.
    package static func parse(_ text: String) throws -> PropertyListText {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value()
        reader.skipBlanks()
        guard reader.index == reader.bytes.count else {
            throw ParseError(offset: reader.index, message: "text after the property list")
        }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func value() throws -> PropertyListText {
            skipBlanks()
            guard index < bytes.count else {
                throw error("the text ends where a value was expected")
            }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try dictionary()
            case UInt8(ascii: "("): return try array()
            case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
            case UInt8(ascii: "<"): return .string(try data())
            default: return .string(try bare())
            }
        }

        mutating func dictionary() throws -> PropertyListText {
            index += 1
            var entries: [String: PropertyListText] = [:]
            while true {
                skipBlanks()
                guard index < bytes.count else { throw error("a dictionary is not closed") }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(entries)
                }
                guard let key = try value().string else { throw error("a key is not a string") }
                try expect("=")
                entries[key] = try value()
                try expect(";")
            }
        }

        mutating func array() throws -> PropertyListText {
            index += 1
            var items: [PropertyListText] = []
            while true {
                skipBlanks()
                guard index < bytes.count else { throw error("an array is not closed") }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return .array(items)
                }
                items.append(try value())
                skipBlanks()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
        }

        /// A quoted string with its escapes (`\"`, `\\`, `\n`, `\t`, `\U0041`) resolved.
        mutating func quoted() throws -> String {
            let quote = bytes[index]
            index += 1
            var result: [UInt8] = []
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    result += escaped()
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
            guard index < bytes.count else { throw error("a string is not closed") }
            index += 1
            return String(decoding: result, as: UTF8.self)
        }

        /// The byte(s) an escape after `\` stands for; `index` is past it.
        mutating func escaped() -> [UInt8] {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "n"): return [10]
            case UInt8(ascii: "t"): return [9]
            case UInt8(ascii: "r"): return [13]
            case UInt8(ascii: "U"):
                let end = min(index + 4, bytes.count)
                let hex = String(decoding: bytes[index..<end], as: UTF8.self)
                index = end
                guard let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) else {
                    return []
                }
                return Array(String(Character(scalar)).utf8)
            default: return [byte]
            }
        }

        mutating func data() throws -> String {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            guard index < bytes.count else { throw error("data is not closed") }
            index += 1
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func bare() throws -> String {
            let start = index
            while index < bytes.count, Self.isBareByte(bytes[index]) { index += 1 }
            guard index > start else {
                throw error("unexpected '\(Character(Unicode.Scalar(bytes[index])))'")
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        static func isBareByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            default:
                return "_$+/:.-".utf8.contains(byte)
            }
        }

        mutating func expect(_ character: Unicode.Scalar) throws {
            skipBlanks()
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
                throw error("'\(character)' expected")
            }
            index += 1
        }

        /// Past white space and comments.
        mutating func skipBlanks() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 32 || (9...13).contains(byte) {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
                    bytes[index + 1] == UInt8(ascii: "*")
                {
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*")
                            && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    index = min(index + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
                    bytes[index + 1] == UInt8(ascii: "/")
                {
                    while index < bytes.count, bytes[index] != 10 { index += 1 }
                } else {
                    return
                }
            }
        }

        func error(_ message: String) -> ParseError {
            ParseError(offset: index, message: message)
        }
    }
}
