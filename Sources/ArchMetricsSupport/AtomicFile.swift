import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes output files so that a reader (or a Ctrl-C) never sees half of one, and so that what
/// is not ours is never replaced.
///
/// A regular file (or a new one) gets its bytes through a temporary file in the same folder,
/// renamed over it. A symbolic link is replaced the same way, by a new file in its place, never
/// written through: a repository can commit `archmetrics.sarif -> ../victim.txt`, and an output
/// named by it must not reach outside the checkout. A character device or a FIFO (`--output
/// /dev/null`, a named pipe), or a link to one (`/dev/stdout`), is written to in place, as the
/// shell's `>` would: renaming over it would put a regular file where the device was. A folder,
/// a socket or a block device is refused, and so is a path ending in `/`, which names a folder.
package enum AtomicFile {
    /// One file to write: its place and its bytes.
    package struct Output {
        package var url: URL
        package var data: Data

        package init(_ url: URL, _ data: Data) {
            self.url = url
            self.data = data
        }

        package init(_ url: URL, _ text: String) {
            self.init(url, Data(text.utf8))
        }
    }

    /// Writes `data` now: no run's token can stop it (a golden file a test records).
    package static func write(_ data: Data, to url: URL) throws {
        try write([Output(url, data)], cancellation: CancellationToken())
    }

    package static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }

    /// Writes `outputs` all together, unless `cancellation` (Ctrl-C) came first: then nothing
    /// is written and it throws `interrupted`, saying `whatStays` ("the baseline was left as it
    /// was").
    package static func write(
        _ outputs: [Output], unless cancellation: CancellationToken, orSay whatStays: String
    ) throws {
        guard try write(outputs, cancellation: cancellation) else {
            throw ArchMetricsError.interrupted("interrupted; \(whatStays)")
        }
    }

    /// Writes every output or none: all temporary files first, then, unless `cancellation`
    /// was cancelled meanwhile (Ctrl-C), the renames, which take a moment. On any failure, or
    /// when cancelled, the temporary files are removed and the old files stay. Devices and
    /// FIFOs among the outputs are written last, after the renames.
    /// - Returns: false when `cancellation` stopped the write.
    @discardableResult
    package static func write(
        _ outputs: [Output], cancellation: CancellationToken
    ) throws -> Bool {
        var staged: [(temporary: String, destination: String)] = []
        var inPlace: [(path: String, data: Data)] = []
        func discardStaged() {
            for file in staged { unlink(file.temporary) }
        }
        do {
            for output in outputs {
                switch try destination(of: output.url) {
                case .replace(let path):
                    let temporary = try stage(output.data, beside: path)
                    staged.append((temporary, path))
                case .writeInPlace(let path):
                    inPlace.append((path, output.data))
                }
            }
        } catch {
            discardStaged()
            throw error
        }
        guard !cancellation.isCancelled else {
            discardStaged()
            return false
        }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.destination) != 0
        {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { unlink(rest.temporary) }
            throw ArchMetricsError.input("cannot write \(file.destination): \(reason)")
        }
        for file in inPlace {
            try writeInPlace(file.data, to: file.path, cancellation: cancellation)
        }
        return true
    }

    /// How an output path is written.
    enum Destination: Equatable {
        /// A new or regular file, replaced by renaming a temporary file over it.
        case replace(String)
        /// A character device or a FIFO, written to as it is.
        case writeInPlace(String)
    }

    /// Where the bytes for `url` go; throws for what must not be written (a folder, a socket,
    /// a block device, a path ending in `/`).
    static func destination(of url: URL) throws -> Destination {
        let given = url.path
        var info = stat()
        guard lstat(given, &info) == 0 else {
            guard errno == ENOENT else {
                throw ArchMetricsError.input(
                    "cannot write \(given): \(String(cString: strerror(errno)))")
            }
            // `URL` keeps a trailing `/` only in its string: `--output dir/` must not become a
            // file named `dir`.
            if url.absoluteString.hasSuffix("/") {
                throw ArchMetricsError.input(
                    "cannot write \(url.relativePath)/: a path ending in '/' names a folder; give a file name"
                )
            }
            return .replace(given)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .replace(given)
        case S_IFLNK:
            // Only a link to a device or a FIFO is followed (`/dev/stdout`); any other link,
            // dangling or not, is replaced by the new file.
            var target = stat()
            guard stat(given, &target) == 0,
                [S_IFCHR, S_IFIFO].contains(target.st_mode & S_IFMT)
            else { return .replace(given) }
            return .writeInPlace(given)
        case S_IFCHR, S_IFIFO:
            return .writeInPlace(given)
        case S_IFDIR:
            throw ArchMetricsError.input("cannot write \(given): it is a folder, not a file")
        default:
            throw ArchMetricsError.input(
                "cannot write \(given): it is not a regular file, a device or a FIFO")
        }
    }

    /// Writes `data` to a new temporary file beside `path` (creating the folder if needed) and
    /// returns the temporary file's path.
    private static func stage(_ data: Data, beside path: String) throws -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw ArchMetricsError.input(
                    "cannot write \(path): \(folder.path) is a file, not a folder")
            }
        } else {
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true)
            } catch {
                throw ArchMetricsError.input(
                    "cannot create folder \(folder.path): \(reason(error))")
            }
        }
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
        ).path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ArchMetricsError.input(
                "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        do {
            try writeAll(data, to: descriptor, path: path)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        return temporary
    }

    /// Writes `data` to a device or FIFO as it is, as the shell's `>` would: a FIFO waits for a
    /// reader, and for it to take the bytes. Never blocked in `open` or `write`, though: the
    /// tool's signal handler lets both restart, so a blocked call would never see Ctrl-C or
    /// SIGTERM. A FIFO is opened with O_NONBLOCK (which fails with ENXIO while nobody reads it)
    /// and written as the reader takes it, `cancellation` checked every 50 ms; once cancelled,
    /// it throws `.interrupted`. A device is written as it is, blocking.
    private static func writeInPlace(
        _ data: Data, to path: String, cancellation: CancellationToken
    ) throws {
        let descriptor = try openWithoutBlocking(path, cancellation: cancellation)
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            return try writeAll(data, to: descriptor, path: path)
        }
        let failure = data.withUnsafeBytes { bytes in
            DescriptorWrite.all(bytes, to: descriptor) {
                var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&waiting, 1, 50)
                return !cancellation.isCancelled
            }
        }
        if cancellation.isCancelled {
            throw ArchMetricsError.interrupted("interrupted while writing \(path)")
        }
        if let failure {
            throw ArchMetricsError.input(
                "cannot write \(path): \(DescriptorWrite.describe(failure))")
        }
    }

    /// `path` opened for writing with O_NONBLOCK; while it is a FIFO nobody reads (ENXIO),
    /// tried again every 50 ms until a reader comes or `cancellation` fires.
    private static func openWithoutBlocking(
        _ path: String, cancellation: CancellationToken
    ) throws -> Int32 {
        while true {
            let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 { return descriptor }
            guard errno == ENXIO || errno == EINTR else {
                throw ArchMetricsError.input(
                    "cannot write \(path): \(String(cString: strerror(errno)))")
            }
            if cancellation.isCancelled {
                throw ArchMetricsError.interrupted(
                    "interrupted while waiting for a reader of \(path)")
            }
            usleep(50_000)
        }
    }

    /// Appends `data` to the file at `path`, creating the file but not its folder: for files
    /// that others write too (`$GITHUB_STEP_SUMMARY`), where replacing would lose their part.
    package static func append(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason =
                errno == ENOENT
                ? "its folder \(URL(fileURLWithPath: path).deletingLastPathComponent().path) does not exist"
                : String(cString: strerror(errno))
            throw ArchMetricsError.input("cannot append to \(path): \(reason)")
        }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, path: path)
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        if let failure = data.withUnsafeBytes({ DescriptorWrite.all($0, to: descriptor) }) {
            throw ArchMetricsError.input(
                "cannot write \(path): \(DescriptorWrite.describe(failure))")
        }
    }

    /// A Foundation error's reason without its domain and code.
    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
