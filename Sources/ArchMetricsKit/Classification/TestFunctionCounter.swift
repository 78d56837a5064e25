/// Counts the test functions in Swift test source: XCTest `func test…` methods and Swift
/// Testing `@Test` functions. It reads tokens, not lines, so a `func testX` inside a comment
/// or a string literal is not a test, and `@Test func testX()` counts once.
public enum TestFunctionCounter {
    /// The number of test functions in `source`.
    public static func count(in source: String) -> Int {
        testFunctionNames(in: source).count
    }

    /// The names of the test functions in `source`, in order.
    public static func testFunctionNames(in source: String) -> [String] {
        var utf8 = Array(source.utf8)
        utf8.append(contentsOf: [0, 0, 0]) // sentinels: lookaheads of up to three bytes stay in bounds
        let words = CodeWordLexer.words(in: utf8)
        var names: [String] = []
        var pendingTestAttribute = false
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "@Test" {
                pendingTestAttribute = true
            } else if word == "func", index + 1 < words.count {
                let name = words[index + 1]
                if pendingTestAttribute || (name.hasPrefix("test") && name != "test") {
                    names.append(name)
                }
                pendingTestAttribute = false
                index += 1
            } else if ["var", "let", "struct", "class", "enum", "actor", "extension", "init"].contains(word) {
                // An `@Test` attribute only ever applies to the next declaration.
                pendingTestAttribute = false
            }
            index += 1
        }
        return names
    }
}

/// Splits Swift source into identifier-like words (`func`, `testX`, `@Test`), skipping
/// comments and string literals (interpolations included). Every loop consumes at least one
/// byte, and an unterminated comment or string simply ends the scan.
enum CodeWordLexer {
    static func words(in bytes: [UInt8]) -> [String] {
        var lexer = State(bytes: bytes)
        lexer.scanCode(untilParenthesisClose: false)
        return lexer.words
    }

    private struct State {
        let bytes: [UInt8]
        var index = 0
        var words: [String] = []
        var end: Int { bytes.count - 3 } // the last three bytes are 0 sentinels

        init(bytes: [UInt8]) { self.bytes = bytes }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
        }

        /// Scans code; inside an interpolation, returns at the `)` that closes it.
        mutating func scanCode(untilParenthesisClose: Bool) {
            var depth = 0
            while index < end {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "/") where bytes[index + 1] == UInt8(ascii: "/"):
                    while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where bytes[index + 1] == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""):
                    skipString()
                case UInt8(ascii: "#") where startsString():
                    skipString()
                case UInt8(ascii: "("):
                    depth += 1
                    index += 1
                case UInt8(ascii: ")"):
                    index += 1
                    if untilParenthesisClose {
                        if depth == 0 { return }
                        depth -= 1
                    }
                case UInt8(ascii: "@"), UInt8(ascii: "`"):
                    let start = index
                    index += 1
                    while index < end, Self.isIdentifierByte(bytes[index]) { index += 1 }
                    if byte == UInt8(ascii: "@") { words.append(String(decoding: bytes[start..<index], as: UTF8.self)) }
                    else {
                        words.append(String(decoding: bytes[(start + 1)..<index], as: UTF8.self))
                        if bytes[index] == UInt8(ascii: "`") { index += 1 }
                    }
                default:
                    if Self.isIdentifierByte(byte) {
                        let start = index
                        while index < end, Self.isIdentifierByte(bytes[index]) { index += 1 }
                        words.append(String(decoding: bytes[start..<index], as: UTF8.self))
                    } else {
                        index += 1
                    }
                }
            }
        }

        /// True at `"` or at `#…#"` (a raw string).
        func startsString() -> Bool {
            var cursor = index
            while cursor < end, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
            return bytes[cursor] == UInt8(ascii: "\"")
        }

        mutating func skipBlockComment() {
            var depth = 0
            repeat {
                if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") { depth += 1; index += 2 }
                else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { depth -= 1; index += 2 }
                else { index += 1 }
            } while depth > 0 && index < end
        }

        mutating func skipString() {
            var hashes = 0
            while bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
            let multiline = bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: index + 1) {
                    index += 1 + hashes
                    if bytes[index] == UInt8(ascii: "(") {
                        index += 1
                        scanCode(untilParenthesisClose: true)
                    } else {
                        index += 1
                    }
                } else if byte == UInt8(ascii: "\""), !multiline || (bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")) {
                    let closeLength = multiline ? 3 : 1
                    if hashesFollow(hashes, at: index + closeLength) {
                        index += closeLength + hashes
                        return
                    }
                    index += 1
                } else if byte == UInt8(ascii: "\n"), !multiline {
                    return // unterminated single-line string: resume with the next line as code
                } else {
                    index += 1
                }
            }
        }

        func hashesFollow(_ count: Int, at position: Int) -> Bool {
            guard count > 0 else { return true }
            guard position + count <= end else { return false }
            return bytes[position..<(position + count)].allSatisfy { $0 == UInt8(ascii: "#") }
        }
    }
}
