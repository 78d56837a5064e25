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
public struct JSONByteWriter {
    public let output: BufferedOutput
    /// Containers open around the next element, which is indented by two spaces per level.
    private var depth = 0
    /// Whether the innermost open container already has an element (a comma precedes the next).
    private var containerHasElements = false
    /// Whether a key was just written, so the value follows on its line.
    private var afterKey = false

    public init(output: BufferedOutput) {
        self.output = output
    }

    public mutating func beginObject() { begin(UInt8(ascii: "{")) }
    public mutating func endObject() { end(UInt8(ascii: "}")) }
    public mutating func beginArray() { begin(UInt8(ascii: "[")) }
    public mutating func endArray() { end(UInt8(ascii: "]")) }

    /// An object's key: `"name" : `, on a new line. Keys must come in sorted order.
    public mutating func key(_ name: StaticString) {
        startElement()
        writeString(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        output.write(" : ")
        afterKey = true
    }

    public mutating func value(_ number: Int) {
        startValue()
        output.write(decimal: number)
    }

    public mutating func value(_ text: String) {
        startValue()
        var text = text
        text.withUTF8 { writeString($0) }
    }

    /// The newline `StableJSON` ends every document with.
    public func endDocument() {
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
        output.write(UInt8(ascii: "\n"))
        if !containerHasElements { output.write(UInt8(ascii: "\n")) }
        writeIndentation()
        output.write(bracket)
        // The container just closed is an element of the one around it.
        containerHasElements = true
    }

    /// Before a value: nothing after a key; in an array, the line the element starts.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if depth > 0 {
            startElement()
        }
    }

    private mutating func startElement() {
        if containerHasElements { output.write(UInt8(ascii: ",")) }
        output.write(UInt8(ascii: "\n"))
        writeIndentation()
        containerHasElements = true
    }

    private func writeIndentation() {
        for _ in 0..<depth { output.write("  ") }
    }

    // MARK: - Strings

    /// A string literal escaped as `JSONEncoder` escapes it: `"` and `\` with a backslash,
    /// control characters as `\b \t \n \f \r` or `\u00xx` (lowercase hex), everything else
    /// (`/`, DEL, any non-ASCII character) as is. Runs that need no escape are copied whole.
    private func writeString(_ bytes: UnsafeBufferPointer<UInt8>) {
        output.write(UInt8(ascii: "\""))
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                continue
            }
            output.write(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            writeEscaped(byte)
            runStart = index + 1
        }
        output.write(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        output.write(UInt8(ascii: "\""))
    }

    private func writeEscaped(_ byte: UInt8) {
        output.write(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.write(byte)
        case 0x08: output.write(UInt8(ascii: "b"))
        case 0x09: output.write(UInt8(ascii: "t"))
        case 0x0A: output.write(UInt8(ascii: "n"))
        case 0x0C: output.write(UInt8(ascii: "f"))
        case 0x0D: output.write(UInt8(ascii: "r"))
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            output.write("u00")
            output.write(hexDigits.utf8Start[Int(byte >> 4)])
            output.write(hexDigits.utf8Start[Int(byte & 0x0F)])
        }
    }
}
