#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cuts output arriving in chunks of bytes into lines, holding at most one line (up to
/// `longestLine` bytes) between chunks: a build or test printing gigabytes is read in bounded
/// memory. A line longer than that is skipped whole and counted; the lines the tool reads are
/// short.
package struct LineSplitter: Sendable {
    private var pending: [UInt8] = []
    private let longestLine: Int
    private var skippingLongLine = false
    /// Lines skipped for being longer than `longestLine`.
    package private(set) var overlongLines = 0

    package init(longestLine: Int = 64 * 1024) {
        self.longestLine = longestLine
    }

    /// The bytes held for a line that straddles chunks (never more than `longestLine`).
    package var heldBytes: Int { pending.count }

    /// Calls `line` for every whole line of `chunk` (without its newline); lines may straddle
    /// chunks.
    package mutating func consume(
        _ chunk: UnsafeRawBufferPointer, line: (UnsafeRawBufferPointer) -> Void
    ) {
        guard let base = chunk.baseAddress else { return }
        var start = 0
        // memchr: the scan for line ends runs at C speed however the tool was built.
        while start < chunk.count,
            let found = memchr(base + start, Int32(UInt8(ascii: "\n")), chunk.count - start)
        {
            let newline = base.distance(to: UnsafeRawPointer(found))
            let piece = UnsafeRawBufferPointer(start: base + start, count: newline - start)
            if pending.isEmpty && !skippingLongLine {
                line(piece)
            } else {
                append(piece)
                if !skippingLongLine { pending.withUnsafeBytes { line($0) } }
                pending.removeAll(keepingCapacity: true)
                skippingLongLine = false
            }
            start = newline + 1
        }
        append(UnsafeRawBufferPointer(start: base + start, count: chunk.count - start))
    }

    /// Hands over a last line without a newline, if any.
    package mutating func finish(line: (UnsafeRawBufferPointer) -> Void) {
        if !pending.isEmpty && !skippingLongLine { pending.withUnsafeBytes { line($0) } }
        pending.removeAll()
        skippingLongLine = false
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard !skippingLongLine, !bytes.isEmpty else { return }
        if pending.count + bytes.count > longestLine {
            skippingLongLine = true
            overlongLines += 1
            pending.removeAll(keepingCapacity: true)
            return
        }
        pending.append(contentsOf: bytes)
    }
}
