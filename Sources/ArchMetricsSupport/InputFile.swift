import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file the user named (a configuration, a snapshot), saying in plain words what is
/// wrong when it cannot: Foundation says "You don't have permission" for a FIFO and
/// "NSCocoaErrorDomain error 256" for a folder.
package enum InputFile {
    /// What stands at `path` when it is not a readable regular file, and whether nothing is
    /// there at all (then a hint on how to make the file helps); nil when it is one.
    /// - Parameters:
    ///   - what: what the file is to the user (`configuration`), used in messages.
    ///   - shown: how messages name it (as the user gave it); `path` by default.
    static func problem(at path: String, shown: String? = nil, what: String)
        -> (message: String, isMissing: Bool)?
    {
        let name = shown ?? path
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno
            if reason == ENOENT {
                var link = stat()
                if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                    let target =
                        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                    return (
                        "\(what) \(name) is a symbolic link to \(target), which does not exist",
                        false
                    )
                }
                return ("\(what) \(name) does not exist", true)
            }
            return ("cannot read \(what) \(name): \(String(cString: strerror(reason)))", false)
        }
        let kind: String? =
            switch info.st_mode & S_IFMT {
            case S_IFREG: nil
            case S_IFDIR: "is a folder, not a file"
            case S_IFIFO: "is a FIFO (named pipe), not a regular file"
            case S_IFCHR, S_IFBLK: "is a device, not a regular file"
            default: "is not a regular file"
            }
        if let kind { return ("\(what) \(name) \(kind)", false) }
        guard access(path, R_OK) == 0 else {
            return ("cannot read \(what) \(name): \(String(cString: strerror(errno)))", false)
        }
        return nil
    }

    /// The most a snapshot or baseline file may hold: a measured report of the bundled core is
    /// about a megabyte; a 2 GiB baseline took 77 s and 3.1 GB before it failed.
    package static let snapshotLimit = 256 << 20
    /// The most a configuration file may hold (the bundled examples are a few kilobytes).
    package static let configurationLimit = 16 << 20
    /// The most a history cache entry may hold (one tree's metrics); a larger one is a miss.
    package static let cacheEntryLimit = 64 << 20

    /// The bytes of the regular file at `path`; an input error saying what is there otherwise,
    /// or that it holds more than `limit` bytes (checked before reading any).
    /// - Parameter missingHint: what to tell a user whose file does not exist (how to make one).
    package static func read(
        _ path: String, shown: String? = nil, what: String, limit: Int = snapshotLimit,
        missingHint: String? = nil
    ) throws -> Data {
        let name = shown ?? path
        if let problem = problem(at: path, shown: name, what: what) {
            throw ArchMetricsError.input(
                problem.message, hint: problem.isMissing ? missingHint : nil)
        }
        var info = stat()
        if stat(path, &info) == 0, Int(info.st_size) > limit {
            throw ArchMetricsError.input(
                "\(what) \(name) holds \(info.st_size) bytes, more than the \(limit >> 20) MiB "
                    + "the tool reads; it is not a file archmetrics wrote")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ArchMetricsError.input(
                "cannot read \(what) \(name): \(error.localizedDescription)")
        }
    }

    /// The bytes of `path` when it is a readable regular file; nil otherwise (missing, a folder,
    /// a FIFO, a device). For files the tool keeps itself (a cache), where anything else is a
    /// miss: opened without blocking and checked after opening, so a FIFO put there (or swapped
    /// in after a check) cannot hang the read waiting for a writer.
    /// A file of more than `limit` bytes is a miss too, not read.
    package static func regularFileContents(atPath path: String, limit: Int = cacheEntryLimit)
        -> Data?
    {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            Int(info.st_size) <= limit
        else { return nil }
        return try? handle.readToEnd() ?? Data()
    }

    /// What `smallRegularFile` found.
    package enum SmallFile: Equatable {
        case contents(Data)
        /// A regular file of more than the limit, not read.
        case tooLarge(bytes: Int)
        /// Missing, unreadable, or not a regular file (a folder, a FIFO, a link).
        case notARegularFile
    }

    /// The bytes of the regular file at `path` (a link is not followed) when it holds at most
    /// `limit` bytes, read with plain `read` into one buffer of its size. Foundation's
    /// `FileManager.contents(atPath:)` keeps about 4 KB per call on Linux: reading 100,000 small
    /// files through it held 400 MB.
    package static func smallRegularFile(atPath path: String, limit: Int) -> SmallFile {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return .notARegularFile }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .notARegularFile
        }
        guard Int(info.st_size) <= limit else { return .tooLarge(bytes: Int(info.st_size)) }
        // One byte more than the size: a file that grew since is cut at the limit, never more.
        var bytes = [UInt8](repeating: 0, count: min(Int(info.st_size), limit) + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                readDescriptor(descriptor, $0.baseAddress! + filled, $0.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        guard filled <= limit else { return .tooLarge(bytes: filled) }
        return .contents(Data(bytes[..<filled]))
    }
}

/// libc's `read`, out of reach inside `InputFile`, whose own `read` hides it.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int)
    -> Int
{
    read(descriptor, buffer, count)
}
