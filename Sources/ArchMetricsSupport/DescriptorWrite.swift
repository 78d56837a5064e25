#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// `write(2)` until every byte is out: a write may take only part of the buffer, and a signal
/// (Ctrl-C is handled, not fatal, while the tool measures) may interrupt it before any byte
/// went; both mean "go on", anything else is a failure.
package enum DescriptorWrite {
    /// Writes all of `bytes` to `descriptor`; nil when done, else the `errno` of the failure.
    /// A non-blocking descriptor that is full (EAGAIN) calls `whenFull`, which waits a little
    /// and says whether to go on; false gives up with ECANCELED. Without it, EAGAIN fails.
    package static func all(
        _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, whenFull: (() -> Bool)? = nil
    ) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK, let whenFull {
                    if whenFull() { continue }
                    return ECANCELED
                }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }

    /// What the `errno` of a failed write says, for a message.
    package static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
