#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files with `open`/`fstat`/`read` into one buffer it reuses, so scanning
/// thousands of files allocates a handful of times. One reader per thread.
///
/// The buffer comes from `malloc` and grows with `realloc`: a buffer this large is mapped
/// memory, which `realloc` moves with `mremap`, keeping the pages already touched. Allocating a
/// new buffer and copying into it touched every page afresh (a page fault each): with the
/// reference corpus's 1–2.3 MB files, 500–800 of the scan's 4,300–4,700 page faults.
final package class FileReader {
    private var buffer: UnsafeMutableRawPointer
    private var capacity: Int

    package init(initialCapacity: Int = 1 << 20) {
        capacity = initialCapacity
        guard let memory = malloc(capacity) else { fatalError("out of memory") }
        buffer = memory
    }

    deinit { free(buffer) }

    package enum Failure: Error {
        case cannotRead(String)
    }

    /// Calls `body` with the file's bytes (valid only during the call) and its identity.
    package func withContents<T>(
        ofFile path: String, _ body: (UnsafeBufferPointer<UInt8>, FileIdentity) -> T
    ) -> Result<T, Failure> {
        withContents(ofFileAt: PathBytes(path), body)
    }

    /// The same for a path kept as bytes (a name that is not UTF-8, a path of any length).
    package func withContents<T>(
        ofFileAt path: PathBytes, _ body: (UnsafeBufferPointer<UInt8>, FileIdentity) -> T
    ) -> Result<T, Failure> {
        // O_NONBLOCK: opening a FIFO named on the command line must not hang the scan.
        let descriptor = path.open(flags: O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            return .failure(.cannotRead(String(cString: strerror(errno))))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(.cannotRead(String(cString: strerror(errno))))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .failure(.cannotRead("not a regular file"))
        }
        let expectedSize = Int(info.st_size)
        reserve(expectedSize + 1)
        var length = 0
        // Stop at the size fstat gave, saving the read(2) that would only confirm the end: a file
        // that grows meanwhile is counted as it was. A size of 0 (procfs) reads to the end.
        while length < expectedSize || expectedSize == 0 {
            if length == capacity { reserve(capacity * 2) }
            let result = read(descriptor, buffer + length, capacity - length)
            if result < 0 {
                if errno == EINTR { continue }
                return .failure(.cannotRead(String(cString: strerror(errno))))
            }
            if result == 0 { break }
            length += result
        }
        let bytes = UnsafeBufferPointer(
            start: buffer.bindMemory(to: UInt8.self, capacity: capacity), count: length)
        return .success(body(bytes, FileIdentity(info)))
    }

    /// Grows the buffer to at least `needed` bytes, keeping its contents (a file of unknown size
    /// is read in several steps).
    private func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        guard let grown = realloc(buffer, newCapacity) else { fatalError("out of memory") }
        buffer = grown
        capacity = newCapacity
    }
}
