import Glibc

/// Bytes on their way to a file descriptor (or kept in memory), gathered in a fixed buffer so that
/// a document of millions of small pieces costs a few dozen `write(2)` calls and no `Data` or
/// `String` the size of the document.
///
/// Writes never throw, so that writers built on it stay simple: the first failure is kept and
/// `flush()` throws it.
public final class BufferedOutput {
    private enum Destination {
        case fileDescriptor(Int32)
        case memory
    }

    private let destination: Destination
    /// `count` bytes waiting in `storage`, which holds `capacity`. For a file descriptor they are
    /// written out once the buffer is full; in memory the buffer grows instead.
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private var failure: ArchMetricsError?

    /// Output to `fileDescriptor` (not closed here), written out in pieces of `capacity` bytes.
    public init(fileDescriptor: Int32, capacity: Int = 1 << 16) {
        destination = .fileDescriptor(fileDescriptor)
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    /// Output kept in memory, for tests and for callers that want the text (`bytes`).
    public init() {
        destination = .memory
        capacity = 1 << 12
        storage = .allocate(capacity: capacity)
    }

    /// Standard output; what the CLI prints results to.
    public static func standardOutput() -> BufferedOutput {
        BufferedOutput(fileDescriptor: STDOUT_FILENO)
    }

    deinit {
        drain()
        storage.deallocate()
    }

    /// Everything written so far to in-memory output (for a file descriptor: what is not
    /// written out yet).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    @inline(__always)
    public func write(_ byte: UInt8) {
        if count == capacity { makeRoom(for: 1) }
        storage[count] = byte
        count += 1
    }

    public func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { makeRoom(for: bytes.count) }
        if bytes.count > capacity {
            // Larger than the whole buffer (only for a file descriptor): straight through.
            writeOut(UnsafeRawBufferPointer(bytes))
            return
        }
        (storage + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// The text's UTF-8 bytes.
    public func write(utf8 text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    public func write(_ text: StaticString) {
        write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `value` in decimal, as `String(value)` spells it, without making that string.
    public func write(decimal value: Int) {
        // 20 digits hold Int.min's magnitude; filled from the end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 { write(UInt8(ascii: "-")) }
            write(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Writes out what is waiting; throws the first failure of this output, if any.
    public func flush() throws {
        drain()
        if let failure { throw failure }
    }

    /// Makes room for `needed` more bytes: writes the buffer out, or grows it in memory.
    private func makeRoom(for needed: Int) {
        switch destination {
        case .fileDescriptor: drain()
        case .memory:
            var newCapacity = capacity * 2
            while newCapacity < count + needed { newCapacity *= 2 }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            grown.update(from: storage, count: count)
            storage.deallocate()
            storage = grown
            capacity = newCapacity
        }
    }

    /// Writes the buffer out to the file descriptor (nothing for in-memory output).
    private func drain() {
        guard case .fileDescriptor = destination, count > 0 else { return }
        writeOut(UnsafeRawBufferPointer(start: storage, count: count))
        count = 0
    }

    /// `write(2)` until every byte is out; after a failure, drops everything (the run is lost
    /// anyway) and keeps the first error for `flush()`.
    private func writeOut(_ pending: UnsafeRawBufferPointer) {
        guard case .fileDescriptor(let descriptor) = destination, failure == nil else { return }
        var offset = 0
        while offset < pending.count {
            let written = Glibc.write(
                descriptor, pending.baseAddress! + offset, pending.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = .input("cannot write the output: \(String(cString: strerror(errno)))")
                return
            }
            offset += written
        }
    }
}
