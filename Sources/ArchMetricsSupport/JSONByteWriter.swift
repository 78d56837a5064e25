/// Writes a JSON document straight to a `BufferedOutput`, in exactly the bytes `StableJSON`
/// (Foundation's `JSONEncoder`, pretty-printed, sorted keys, unescaped slashes) gives for the same
/// value: for large documents such as `scan --format json`, where the encoder's boxing into
/// dictionaries and its strings per value cost more than the scan itself.
///
/// The caller writes keys in sorted (byte) order, as `.sortedKeys` would; the writer handles
/// commas, line breaks and indentation:
///
///     writer.beginObject()
///     writer.key("count"); writer.value(3)
///     writer.key("names"); writer.beginArray(); writer.value("a"); writer.endArray()
///     writer.endObject()
///     writer.endDocument()
package struct JSONByteWriter {
    package let output: BufferedOutput
    /// Containers open around the next element, which is indented by two spaces per level.
    private var depth = 0
    /// Whether the innermost open container already has an element (a comma precedes the next).
    private var containerHasElements = false
    /// Whether a key was just written, so the value follows on its line.
    private var afterKey = false

    package init(output: BufferedOutput) {
        self.output = output
    }

    package mutating func beginObject() { begin(UInt8(ascii: "{")) }
    package mutating func endObject() { end(UInt8(ascii: "}")) }
    package mutating func beginArray() { begin(UInt8(ascii: "[")) }
    package mutating func endArray() { end(UInt8(ascii: "]")) }

    /// An object's key: `"name" : `, on a new line. Keys must come in sorted order and need no
    /// escaping (they are the caller's own identifiers).
    package mutating func key(_ name: StaticString) {
        let name = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        assert(!name.contains(where: Self.needsEscape), "a key to escape: \(name)")
        output.reserve(lineStartLength + name.count + 5)
        writeLineStart()
        output.writeReserved(UInt8(ascii: "\""))
        output.writeReserved(name)
        output.writeReserved("\" : ")
        afterKey = true
    }

    package mutating func value(_ number: Int) {
        startValue()
        output.write(decimal: number)
    }

    package mutating func value(_ text: String) {
        startValue()
        // Native strings lend their bytes as they are; `withUTF8` is the fallback that copies.
        if text.utf8.withContiguousStorageIfAvailable({ writeString($0) }) == nil {
            var text = text
            text.withUTF8 { writeString($0) }
        }
    }

    /// The newline `StableJSON` ends every document with.
    package func endDocument() {
        output.write(UInt8(ascii: "\n"))
    }

    // MARK: - Layout

    private mutating func begin(_ bracket: UInt8) {
        startValue()
        output.write(bracket)
        depth += 1
        containerHasElements = false
    }

    /// Closes the innermost container on its own line; an empty one, like `JSONEncoder`'s, as
    /// `[`, an empty line and `]`.
    private mutating func end(_ bracket: UInt8) {
        depth -= 1
        output.reserve(2 + 2 * depth + 1)
        output.writeReserved(UInt8(ascii: "\n"))
        if !containerHasElements { output.writeReserved(UInt8(ascii: "\n")) }
        writeIndentation()
        output.writeReserved(bracket)
        // The container just closed is an element of the one around it.
        containerHasElements = true
    }

    /// Before a value: nothing after a key; in an array, the line the element starts.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if depth > 0 {
            output.reserve(lineStartLength)
            writeLineStart()
        }
    }

    /// The longest `writeLineStart` writes: a comma, a newline and the indentation.
    private var lineStartLength: Int { 2 + 2 * depth }

    /// Starts an element of the innermost container on a new line (in room reserved for
    /// `lineStartLength` bytes).
    private mutating func writeLineStart() {
        if containerHasElements { output.writeReserved(UInt8(ascii: ",")) }
        output.writeReserved(UInt8(ascii: "\n"))
        writeIndentation()
        containerHasElements = true
    }

    /// Two spaces per open container, in reserved room.
    private func writeIndentation() {
        for _ in 0..<(2 * depth) { output.writeReserved(UInt8(ascii: " ")) }
    }

    // MARK: - Strings

    /// Bytes a JSON string cannot hold as they are: control characters, `"` and `\`.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether any of eight bytes (a word loaded from memory) needs an escape: word-at-a-time
    /// tests for a byte below 0x20 and for a zero byte after XOR with `"` or `\`, which find
    /// such a byte whenever there is one (the borrows they may carry only mark bytes after it).
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasByteBelow(_ value: UInt64, _ bound: UInt64) -> Bool {
            (value &- ones &* bound) & ~value & highBits != 0
        }
        return hasByteBelow(word, 0x20)
            || hasByteBelow(word ^ (ones &* UInt64(UInt8(ascii: "\""))), 1)
            || hasByteBelow(word ^ (ones &* UInt64(UInt8(ascii: "\\"))), 1)
    }

    /// A string literal escaped as `JSONEncoder` escapes it: `"` and `\` with a backslash,
    /// control characters as `\b \t \n \f \r` or `\u00xx` (lowercase hex), everything else
    /// (`/`, DEL, any non-ASCII character) as is. Runs that need no escape are copied whole.
    private func writeString(_ bytes: UnsafeBufferPointer<UInt8>) {
        // The most it can take: the quotes, and every byte as `\u00xx`.
        output.reserve(2 + 6 * bytes.count)
        output.writeReserved(UInt8(ascii: "\""))
        // Most strings (paths, names) need no escape: eight bytes are checked at a time up to
        // the first that might, and the run before it is copied whole.
        var runStart = 0
        var clean = 0
        if let base = bytes.baseAddress {
            while clean + 8 <= bytes.count,
                !Self.mayNeedEscape(UnsafeRawPointer(base + clean).loadUnaligned(as: UInt64.self))
            {
                clean += 8
            }
        }
        for index in clean..<bytes.count where Self.needsEscape(bytes[index]) {
            output.writeReserved(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            writeEscaped(bytes[index])
            runStart = index + 1
        }
        output.writeReserved(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        output.writeReserved(UInt8(ascii: "\""))
    }

    /// One escaped byte, in reserved room.
    private func writeEscaped(_ byte: UInt8) {
        output.writeReserved(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.writeReserved(byte)
        case 0x08: output.writeReserved(UInt8(ascii: "b"))
        case 0x09: output.writeReserved(UInt8(ascii: "t"))
        case 0x0A: output.writeReserved(UInt8(ascii: "n"))
        case 0x0C: output.writeReserved(UInt8(ascii: "f"))
        case 0x0D: output.writeReserved(UInt8(ascii: "r"))
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            output.writeReserved("u00")
            output.writeReserved(hexDigits.utf8Start[Int(byte >> 4)])
            output.writeReserved(hexDigits.utf8Start[Int(byte & 0x0F)])
        }
    }
}
