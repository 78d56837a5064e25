import ArchMetricsSupport
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Copies a child's output from a pipe into its log on a thread of its own, with two caps:
///
/// - size: the log keeps the first `headBytes` and the last `tailBytes`, and says how much it left
///   out between them. A test printing 200 MB would otherwise leave 200 MB per log (twice, with
///   the coverage run). Whoever needs every byte (the test counts) gets each chunk as it passes
///   (`observe`), so nothing is re-read from disk either.
/// - time: once the command's tree is gone, the pipe is drained for at most `drainSeconds`. A
///   process that escaped the tree and keeps the write end open cannot hold the run.
///
/// The first failed write to the log (a full disk) is recorded and stops the logging, not the
/// reading: the runner ends the command and reports it, once.
final class OutputPump: @unchecked Sendable {
    private let readEnd: Int32
    private let log: Int32
    private let headBytes: Int
    private let tailBytes: Int
    private let observe: ((UnsafeRawBufferPointer) -> Void)?
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stopAt: DispatchTime?
    private var writeErrorCode: Int32?

    // Touched by the pump thread only, read after `finish` has joined it.
    private var written = 0
    /// A ring of `tailBytes`: `tailFilled` bytes kept, the oldest at `tailStart` once full.
    private var tail: [UInt8] = []
    private var tailStart = 0
    private var tailFilled = 0
    private var omitted = 0

    init(
        readEnd: Int32, log: Int32, headBytes: Int, tailBytes: Int,
        observe: ((UnsafeRawBufferPointer) -> Void)?
    ) {
        self.readEnd = readEnd
        self.log = log
        self.headBytes = headBytes
        self.tailBytes = tailBytes
        self.observe = observe
        // A plain thread: it blocks in poll/read, which must never take a Dispatch worker.
        Thread { [self] in
            pump()
            done.signal()
        }.start()
    }

    /// The `errno` of the first failed write to the log, if any (checked while the command runs).
    var writeError: Int32? { lock.withLock { writeErrorCode } }

    /// What the log left out, once finished.
    struct Result {
        var omittedBytes: Int
        var writeError: Int32?
    }

    /// Call once the command's tree is gone: waits for end of file at most `drainSeconds` more,
    /// then writes the kept tail and closes the read end.
    func finish(drainSeconds: Double) -> Result {
        lock.withLock { stopAt = .now() + .milliseconds(Int(drainSeconds * 1000)) }
        done.wait()
        close(readEnd)
        if omitted > 0 {
            let note =
                "\n[archmetrics] \(omitted) bytes of output left out here: the log keeps the first \(headBytes) and the last \(tailBytes) bytes\n"
            write(Array(note.utf8))
        }
        if tailFilled > 0 {
            write(Array(tail[tailStart..<tailFilled]) + Array(tail[..<tailStart]))
        }
        return Result(omittedBytes: omitted, writeError: writeError)
    }

    private func pump() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        while true {
            if let stopAt = lock.withLock({ stopAt }), DispatchTime.now() >= stopAt { return }
            let ready = poll(&poller, 1, 100)
            if ready < 0 && errno != EINTR { return }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            if count == 0 { return }
            buffer.withUnsafeBytes { raw in
                let chunk = UnsafeRawBufferPointer(rebasing: raw[..<count])
                observe?(chunk)
                keep(chunk)
            }
        }
    }

    /// The head straight into the log, the rest into the tail ring.
    private func keep(_ chunk: UnsafeRawBufferPointer) {
        var rest = chunk[...]
        if written < headBytes {
            let part = rest.prefix(headBytes - written)
            write(UnsafeRawBufferPointer(rebasing: part))
            written += part.count
            rest = rest.dropFirst(part.count)
        }
        guard !rest.isEmpty else { return }
        guard tailBytes > 0 else {
            omitted += rest.count
            return
        }
        if tail.isEmpty { tail = [UInt8](repeating: 0, count: tailBytes) }
        if rest.count >= tailBytes {
            omitted += tailFilled + rest.count - tailBytes
            tail.withUnsafeMutableBytes {
                $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: rest.suffix(tailBytes)))
            }
            tailStart = 0
            tailFilled = tailBytes
            return
        }
        omitted += max(0, tailFilled + rest.count - tailBytes)
        // At most two copies: up to the ring's end, then from its start.
        let first = min(rest.count, tailBytes - tailStart)
        tail.withUnsafeMutableBytes { ring in
            UnsafeMutableRawBufferPointer(rebasing: ring[tailStart..<(tailStart + first)])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: rest.prefix(first)))
            if first < rest.count {
                UnsafeMutableRawBufferPointer(rebasing: ring[..<(rest.count - first)])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: rest.dropFirst(first)))
            }
        }
        tailStart = (tailStart + rest.count) % tailBytes
        tailFilled = min(tailBytes, tailFilled + rest.count)
    }

    private func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty, writeError == nil else { return }
        if let failure = DescriptorWrite.all(bytes, to: log) {
            lock.withLock { writeErrorCode = failure }
        }
    }
}
