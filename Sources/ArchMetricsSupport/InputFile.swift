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
    /// - Parameter what: what the file is to the user (`configuration`), used in messages.
    static func problem(at path: String, what: String) -> (message: String, isMissing: Bool)? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno
            if reason == ENOENT {
                var link = stat()
                if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                    let target =
                        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                    return (
                        "\(what) \(path) is a symbolic link to \(target), which does not exist",
                        false
                    )
                }
                return ("\(what) \(path) does not exist", true)
            }
            return ("cannot read \(what) \(path): \(String(cString: strerror(reason)))", false)
        }
        let kind: String? =
            switch info.st_mode & S_IFMT {
            case S_IFREG: nil
            case S_IFDIR: "is a folder, not a file"
            case S_IFIFO: "is a FIFO (named pipe), not a regular file"
            case S_IFCHR, S_IFBLK: "is a device, not a regular file"
            default: "is not a regular file"
            }
        if let kind { return ("\(what) \(path) \(kind)", false) }
        guard access(path, R_OK) == 0 else {
            return ("cannot read \(what) \(path): \(String(cString: strerror(errno)))", false)
        }
        return nil
    }

    /// The bytes of the regular file at `path`; an input error saying what is there otherwise.
    /// - Parameter missingHint: what to tell a user whose file does not exist (how to make one).
    package static func read(_ path: String, what: String, missingHint: String? = nil) throws
        -> Data
    {
        if let problem = problem(at: path, what: what) {
            throw ArchMetricsError.input(
                problem.message, hint: problem.isMissing ? missingHint : nil)
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ArchMetricsError.input(
                "cannot read \(what) \(path): \(error.localizedDescription)")
        }
    }

    /// The bytes of `path` when it is a readable regular file; nil otherwise (missing, a folder,
    /// a FIFO, a device). For files the tool keeps itself (a cache), where anything else is a
    /// miss: opened without blocking and checked after opening, so a FIFO put there (or swapped
    /// in after a check) cannot hang the read waiting for a writer.
    package static func regularFileContents(atPath path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return try? handle.readToEnd() ?? Data()
    }
}
