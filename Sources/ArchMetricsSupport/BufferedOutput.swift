#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes on their way to a file descriptor (or kept in memory), gathered in a fixed buffer so that
/// a document of millions of small pieces costs a few dozen `write(2)` calls and no `Data` or
/// `String` the size of the document.
///
/// Writes never throw, so that writers built on it stay simple: the first failure is kept and
/// `flush()` throws it.
package final class BufferedOutput {
    private enum Destination {
        case fileDescriptor(Int32)
        case memory
    }

    private let destination: Destination
    /// `count` bytes waiting in `storage`, which holds `capacity`. For a file descriptor they are
    /// written out when the next piece does not fit (the buffer grows only for a piece larger
    /// than all of it); in memory the buffer grows instead.
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private var failure: ArchMetricsError?

    /// Output to `fileDescriptor` (not closed here), written out in pieces of up to `capacity` bytes.
    package init(fileDescriptor: Int32, capacity: Int = 1 << 16) {
        destination = .fileDescriptor(fileDescriptor)
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    /// Output kept in memory, for tests and for callers that want the text (`bytes`).
    package init() {
        destination = .memory
        capacity = 1 << 12
        storage = .allocate(capacity: capacity)
    }

    /// Standard output; what the CLI prints results to.
    package static func standardOutput() -> BufferedOutput {
        BufferedOutput(fileDescriptor: STDOUT_FILENO)
    }

    deinit {
        drain()
        storage.deallocate()
    }

    /// Everything written so far to in-memory output (for a file descriptor: what is not
    /// written out yet).
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    @inline(__always)
    package func write(_ byte: UInt8) {
        reserve(1)
        writeReserved(byte)
    }

    package func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        writeReserved(bytes)
    }

    /// The text's UTF-8 bytes.
    package func write(utf8 text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    package func write(_ text: StaticString) {
        write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `value` in decimal, as `String(value)` spells it, without making that string.
    package func write(decimal value: Int) {
        reserve(20)  // Int.min: a minus sign and 19 digits.
        if value < 0 { writeReserved(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digitCount = 1
        var rest = magnitude / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        // Filled from the last digit back.
        count += digitCount
        var index = count
        repeat {
            index -= 1
            storage[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    // MARK: - Reserved writes

    /// Makes room for `needed` more bytes, so that a writer putting many small pieces at once
    /// (a JSON key with its indentation, an escaped string) checks for room once, then puts them
    /// with `writeReserved`. Writes the buffer out first if that is needed; grows it if even the
    /// empty buffer is too small.
    @inline(__always)
    package func reserve(_ needed: Int) {
        if capacity - count < needed { makeRoom(for: needed) }
    }

    /// One byte of the room `reserve` made.
    @inline(__always)
    package func writeReserved(_ byte: UInt8) {
        storage[count] = byte
        count += 1
    }

    /// Bytes in the room `reserve` made.
    @inline(__always)
    package func writeReserved(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        (storage + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    package func writeReserved(_ text: StaticString) {
        writeReserved(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes out what is waiting; throws the first failure of this output, if any.
    package func flush() throws {
        drain()
        if let failure { throw failure }
    }

    /// Room for `needed` bytes: the buffer written out, and grown if that is not enough.
    private func makeRoom(for needed: Int) {
        drain()
        guard capacity - count < needed else { return }
        var newCapacity = capacity * 2
        while newCapacity - count < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: storage, count: count)
        storage.deallocate()
        storage = grown
        capacity = newCapacity
    }

    /// Writes the buffer out to the file descriptor (nothing for in-memory output), with
    /// `write(2)` until every byte is out. After a failure, drops what comes next (the output is
    /// lost anyway) and keeps the first error for `flush()`.
    private func drain() {
        guard case .fileDescriptor(let descriptor) = destination, count > 0 else { return }
        defer { count = 0 }
        guard failure == nil else { return }
        if let code = DescriptorWrite.all(
            UnsafeRawBufferPointer(start: storage, count: count), to: descriptor)
        {
            failure = .input("cannot write the output: \(DescriptorWrite.describe(code))")
        }
    }
}
