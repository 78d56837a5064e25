#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path as the file system has it: bytes, not a `String`, so that names that are not UTF-8
/// can still be opened (a `String` would repair them into another name), and of any length: a
/// path longer than PATH_MAX is opened one part at a time, each part relative to a descriptor
/// of the folder before it, so a file 460 folders deep is read like any other.
package struct PathBytes: Sendable, Hashable {
    /// No NUL byte.
    package private(set) var bytes: [UInt8]

    package init(_ path: String) {
        bytes = Array(path.utf8)
    }

    /// `folder/name`.
    package func appending(name: [UInt8]) -> PathBytes {
        var path = self
        if path.bytes.last != UInt8(ascii: "/") { path.bytes.append(UInt8(ascii: "/")) }
        path.bytes += name
        return path
    }

    /// `open(2)` on the path; -1 with `errno` set on failure.
    package func open(flags: Int32) -> Int32 {
        resolvingLength { folder, relative in openat(folder, relative, flags, 0) }
    }

    /// `stat(2)`, or `lstat(2)` if not `followingLinks`; nil with `errno` set on failure.
    package func status(followingLinks: Bool) -> stat? {
        var info = stat()
        let result = resolvingLength { folder, relative in
            fstatat(folder, relative, &info, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW)
        }
        return result == 0 ? info : nil
    }

    /// `realpath(3)`: the absolute path with every link resolved, nil if it cannot be made (as
    /// for a path longer than PATH_MAX).
    package func resolved() -> PathBytes? {
        guard let resolved = withCString({ realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        var path = self
        path.bytes = Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved)))
            .map { UInt8(bitPattern: $0) }
        return path
    }

    /// Whether the path is `folder` or inside it (both resolved).
    package func isInside(_ folder: PathBytes) -> Bool {
        guard bytes.starts(with: folder.bytes) else { return false }
        return bytes.count == folder.bytes.count || folder.bytes.last == UInt8(ascii: "/")
            || bytes[folder.bytes.count] == UInt8(ascii: "/")
    }

    /// The path for people: UTF-8 as it is, every byte that is not UTF-8 as `\xHH`.
    package var displayed: String { Self.displayed(bytes) }

    /// `name` for people: UTF-8 as it is, every byte that is not UTF-8 as `\xHH`.
    package static func displayed(_ name: some Collection<UInt8>) -> String {
        if let valid = String(validating: name, as: UTF8.self) { return valid }
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = name.makeIterator()
        var remaining = Array(name)[...]
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                remaining = remaining.dropFirst(encoded.count)
            case .error(let length):
                for byte in remaining.prefix(length) {
                    text += "\\x" + String(byte, radix: 16, uppercase: true)
                }
                remaining = remaining.dropFirst(length)
            case .emptyInput:
                return text
            }
        }
    }

    private func withCString<T>(_ body: (UnsafePointer<CChar>) -> T) -> T {
        withCStringOf(bytes, body)
    }

    /// Calls `body` with a folder descriptor (the current folder's `AT_FDCWD`, or a folder on
    /// the path opened for it) and the rest of the path relative to it, shorter than PATH_MAX.
    /// Returns -1 with `errno` set if a folder on the way cannot be opened.
    private func resolvingLength(_ body: (Int32, UnsafePointer<CChar>) -> Int32) -> Int32 {
        var rest = bytes[...]
        var folder = AT_FDCWD
        defer { if folder != AT_FDCWD { close(folder) } }
        while rest.count >= Int(PATH_MAX) {
            // The longest run of whole names that fits; a name is at most NAME_MAX (255) bytes.
            let limit = rest.startIndex + Int(PATH_MAX) - 1
            guard let slash = rest[..<limit].lastIndex(of: UInt8(ascii: "/")),
                slash > rest.startIndex
            else {
                errno = ENAMETOOLONG
                return -1
            }
            let next = withCStringOf(rest[..<slash]) {
                openat(folder, $0, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            }
            guard next >= 0 else { return -1 }
            if folder != AT_FDCWD { close(folder) }
            folder = next
            rest = rest[(slash + 1)...]
        }
        let result = withCStringOf(rest) { body(folder, $0) }
        // Closing the folder must not replace the error the caller reads.
        let error = errno
        if folder != AT_FDCWD { close(folder) }
        folder = AT_FDCWD
        errno = error
        return result
    }

    /// The path made of exactly these bytes (no NUL).
    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}

/// Calls `body` with `bytes` as a C string (a NUL appended), made on the stack when it is small
/// enough, as paths are: opening a file by its path then allocates nothing (it took two
/// copies of the path on the heap per file).
func withCStringOf<T>(_ bytes: some Collection<UInt8>, _ body: (UnsafePointer<CChar>) -> T) -> T {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
        let raw = UnsafeMutableRawBufferPointer(buffer)
        raw.copyBytes(from: bytes)
        raw[bytes.count] = 0
        return body(buffer.baseAddress!)
    }
}
