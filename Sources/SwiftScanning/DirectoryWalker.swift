import ArchMetricsSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the Swift files under the scanned paths with `readdir` (FileManager's enumerator is
/// about ten times slower on a large tree), going down relative to each folder's descriptor.
///
/// Skipped: hidden entries (`.git`, `.build`, `.build-release`, `.swiftpm`, …). Symbolic links
/// are followed only when they stay inside the scanned folder, unless `followSymlinks`, and only
/// once the folder's own tree is walked: a file or folder reached both directly and through a
/// link is then met first under its real path, whatever the names' order, and counted there.
/// Every folder is walked once (by device and inode), which ends symlink loops; a file reached
/// twice is listed twice here and dropped after reading where met second, by the identity
/// `fstat` gives anyway (an `lstat` per file here would cost thousands of system calls).
///
/// Paths stay bytes from `readdir` to `open` (`PathBytes`): a name that is not UTF-8 is opened
/// by its own bytes and reported with them escaped (`\xFF`), and a file's path longer than
/// PATH_MAX is opened part by part, so no file is left out for its name or its depth.
///
/// Reported paths are relative to the folder scanned when it is the only path given. Given
/// several paths, each file's path starts with the path given, so that `x.swift` in two roots
/// gives two different paths; a file given by name is reported as given.
///
/// Files are handed to `found` as they are met, in walk order, so that reading and lexing them
/// can start before the walk ends (`FileQueue`).
struct DirectoryWalker {
    /// A file to scan: where to open it, and the path to report.
    struct Entry {
        var openPath: PathBytes
        var reportedPath: String
    }

    var followSymlinks: Bool
    /// Once cancelled, the walk stops where it is.
    let cancellation: CancellationToken
    /// Called with each file to scan, in walk order.
    private let found: (Entry) -> Void
    private(set) var diagnostics: [Diagnostic] = []
    /// Folders already walked.
    private var visited = Set<FileIdentity>()

    init(
        followSymlinks: Bool, cancellation: CancellationToken,
        found: @escaping (Entry) -> Void
    ) {
        self.followSymlinks = followSymlinks
        self.cancellation = cancellation
        self.found = found
    }

    /// Adds a path given by the user: a folder is walked, a file is scanned whatever its
    /// extension. `path` is what reports show, `open` where it is on disk (the same path, or
    /// its absolute form when the caller's folder is not the process's). `prefixed`: report
    /// the folder's files by paths that start with `path` (one of several paths given).
    mutating func add(path: String, openedAt open: String, prefixed: Bool = false) {
        let openPath = PathBytes(open)
        guard let info = openPath.status(followingLinks: true) else {
            let reason =
                errno == ENOENT ? "no such file or folder" : String(cString: strerror(errno))
            diagnostics.append(Diagnostic(severity: .error, path: path, message: reason))
            return
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            guard visited.insert(FileIdentity(info)).inserted else { return }
            let prefix = prefixed ? (path.hasSuffix("/") ? path : path + "/") : ""
            walk(root: openPath, reportedPrefix: prefix, resolved: openPath.resolved() ?? openPath)
        } else {
            found(Entry(openPath: openPath, reportedPath: path))
        }
    }

    // MARK: - Walking

    /// A folder met: its name and the folder it is in. A folder's paths are made only for the
    /// files found in it, so a deep chain of folders costs no path per folder.
    private struct Folder {
        var parent: Int?
        /// The name's bytes; for a root, its path as given.
        var name: [UInt8]
        /// What it adds to the reported paths of the files in it: `name/`, escaped; for a
        /// root, its prefix (empty for a lone root).
        var reported: String
    }

    /// A folder being walked, on `stack`.
    private struct Frame {
        var folder: Int
        /// The open folder, which its entries are stat'ed and opened relative to (one path
        /// component each, whatever the depth); -1 when closed to keep within
        /// `descriptorBudget`, reopened by path if still needed.
        var descriptor: Int32
        var children: [(name: [UInt8], type: UInt8)]
        var next = 0
        /// Made at the first file found in the folder.
        var reportedPrefix: String?
        var openPath: PathBytes?
    }

    /// The most folders held open at once: beyond it, the outermost are closed (a chain of
    /// folders thousands deep must not run out of descriptors).
    private static let descriptorBudget = 128

    private var folders: [Folder] = []
    private var stack: [Frame] = []
    /// Frames below this index hold no descriptor.
    private var firstHeld = 0
    private var heldCount = 0
    /// The resolved path of the root being walked: links may lead only inside it.
    private var root = PathBytes("/")
    /// Links met in the root being walked, followed after the rest of it (in the order met).
    private var links: [(openPath: PathBytes, reportedPath: String, info: stat)] = []

    /// Walks the folder `path`, depth first, each folder's entries in the order of their
    /// bytes, without recursion: depth is no limit.
    private mutating func walk(root path: PathBytes, reportedPrefix: String, resolved: PathBytes) {
        root = resolved
        folders.removeAll(keepingCapacity: true)
        folders.append(Folder(parent: nil, name: path.bytes, reported: reportedPrefix))
        push(folder: 0, descriptor: path.open(flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC))
        walkStack()
        // Links last, so that what they lead to inside the root is already met by its own path;
        // a folder they lead to is walked like a root of its own, its links queued in turn.
        var next = 0
        while next < links.count, !cancellation.isCancelled {
            let link = links[next]
            next += 1
            guard (link.info.st_mode & S_IFMT) == S_IFDIR else {
                found(Entry(openPath: link.openPath, reportedPath: link.reportedPath))
                continue
            }
            // A folder already walked through another path: this is how link loops end.
            guard visited.insert(FileIdentity(link.info)).inserted else { continue }
            folders.append(
                Folder(parent: nil, name: link.openPath.bytes, reported: link.reportedPath + "/"))
            push(
                folder: folders.count - 1,
                descriptor: link.openPath.open(flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC))
            walkStack()
        }
        links.removeAll()
    }

    /// Walks the folders on the stack, depth first, until it is empty.
    private mutating func walkStack() {
        while let top = stack.indices.last {
            // After Ctrl-C every open folder is left as if done (popped, its descriptor closed).
            if cancellation.isCancelled { stack[top].next = stack[top].children.count }
            guard stack[top].next < stack[top].children.count else {
                pop()
                continue
            }
            let child = stack[top].children[stack[top].next]
            stack[top].next += 1
            guard let descriptor = heldDescriptor(ofFrame: top) else { continue }
            var type = child.type
            if type == UInt8(DT_UNKNOWN) {
                guard let info = status(child.name, in: descriptor, followingLinks: false) else {
                    continue
                }
                type = Self.directoryEntryType(info.st_mode)
            }
            if type == UInt8(DT_LNK) {
                followLink(child.name, inFrame: top)
            } else if type == UInt8(DT_DIR) {
                guard let info = status(child.name, in: descriptor, followingLinks: false),
                    visited.insert(FileIdentity(info)).inserted
                else { continue }
                enter(child.name, inFrame: top)
            } else if type == UInt8(DT_REG), child.name.hasSwiftExtension {
                addFile(child.name, inFrame: top)
            } else if child.name.hasSwiftExtension {
                // A FIFO, device or socket named like a source file: reading it could block
                // forever, and skipping it silently would leave it uncounted without a word.
                notRegular(child.name, type: type, inFrame: top)
            }
        }
    }

    /// Opens the folder `name` of the frame at `index` and walks it next.
    private mutating func enter(_ name: [UInt8], inFrame index: Int) {
        let descriptor = stack[index].descriptor
        let child = name.withCString { openat(descriptor, $0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        let error = errno
        folders.append(
            Folder(
                parent: stack[index].folder, name: name,
                reported: PathBytes.displayed(name) + "/"))
        errno = error
        push(folder: folders.count - 1, descriptor: child)
    }

    /// Reads the folder's entries and puts it on the stack; a folder that could not be opened
    /// (`descriptor` -1, `errno` says why) or read is an error.
    private mutating func push(folder: Int, descriptor: Int32) {
        var children: [(name: [UInt8], type: UInt8)] = []
        // A duplicate for the stream, which closes it: the descriptor itself stays open for
        // opening the entries.
        let stream = descriptor >= 0 ? fdopendir(dup(descriptor)) : nil
        guard let stream else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            let reported = reportedPrefix(of: folder)
            diagnostics.append(
                Diagnostic(
                    severity: .error,
                    path: reported.isEmpty ? openPath(of: folder).displayed : reported,
                    message: "cannot read folder: \(reason)"))
            return
        }
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                let name = UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self)
                return Array(UnsafeBufferPointer(start: name, count: strlen($0)))
            }
            // Hidden entries include `.`, `..`, `.git` and every `.build*` folder.
            if name.first == UInt8(ascii: ".") { continue }
            children.append((name, entry.pointee.d_type))
        }
        closedir(stream)
        children.sort { $0.name.lexicographicallyPrecedes($1.name) }
        if heldCount == Self.descriptorBudget { closeOutermostDescriptor() }
        stack.append(Frame(folder: folder, descriptor: descriptor, children: children))
        heldCount += 1
    }

    private mutating func pop() {
        let frame = stack.removeLast()
        if frame.descriptor >= 0 {
            close(frame.descriptor)
            heldCount -= 1
        }
        firstHeld = min(firstHeld, stack.count)
    }

    private mutating func closeOutermostDescriptor() {
        while stack[firstHeld].descriptor < 0 { firstHeld += 1 }
        close(stack[firstHeld].descriptor)
        stack[firstHeld].descriptor = -1
        heldCount -= 1
        firstHeld += 1
    }

    /// The frame's descriptor, reopened by path if it was closed; nil (and the rest of the
    /// folder skipped, with an error) if that fails.
    private mutating func heldDescriptor(ofFrame index: Int) -> Int32? {
        if stack[index].descriptor >= 0 { return stack[index].descriptor }
        let path = openPath(of: stack[index].folder)
        let descriptor = path.open(flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            diagnostics.append(
                Diagnostic(
                    severity: .error, path: reportedPrefix(of: stack[index].folder),
                    message: "cannot read folder: \(String(cString: strerror(errno)))"))
            stack[index].next = stack[index].children.count
            return nil
        }
        if heldCount == Self.descriptorBudget { closeOutermostDescriptor() }
        stack[index].descriptor = descriptor
        heldCount += 1
        firstHeld = min(firstHeld, index)
        return descriptor
    }

    private mutating func addFile(_ name: [UInt8], inFrame index: Int) {
        found(
            Entry(
                openPath: frameOpenPath(index).appending(name: name),
                reportedPath: frameReportedPrefix(index) + PathBytes.displayed(name)))
    }

    private mutating func frameOpenPath(_ index: Int) -> PathBytes {
        if let path = stack[index].openPath { return path }
        let path = openPath(of: stack[index].folder)
        stack[index].openPath = path
        return path
    }

    private mutating func frameReportedPrefix(_ index: Int) -> String {
        if let prefix = stack[index].reportedPrefix { return prefix }
        let prefix = reportedPrefix(of: stack[index].folder)
        stack[index].reportedPrefix = prefix
        return prefix
    }

    /// The folders from the root to `folder`.
    private func chain(to folder: Int) -> [Folder] {
        var chain: [Folder] = []
        var link: Int? = folder
        while let current = link {
            chain.append(folders[current])
            link = folders[current].parent
        }
        return chain.reversed()
    }

    private func openPath(of folder: Int) -> PathBytes {
        let chain = chain(to: folder)
        var path = PathBytes(bytes: chain[0].name)
        for folder in chain.dropFirst() { path = path.appending(name: folder.name) }
        return path
    }

    private func reportedPrefix(of folder: Int) -> String {
        chain(to: folder).map(\.reported).joined()
    }

    private func status(_ name: [UInt8], in folder: Int32, followingLinks: Bool) -> stat? {
        var info = stat()
        let result = name.withCString {
            fstatat(folder, $0, &info, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW)
        }
        return result == 0 ? info : nil
    }

    /// A warning for a `.swift` entry that is not a regular file, naming what it is.
    private mutating func notRegular(_ name: [UInt8], type: UInt8, inFrame index: Int) {
        let kind: String =
            switch Int32(type) {
            case Int32(DT_FIFO): "a FIFO (named pipe)"
            case Int32(DT_CHR), Int32(DT_BLK): "a device"
            case Int32(DT_SOCK): "a socket"
            default: "not a regular file"
            }
        diagnostics.append(
            Diagnostic(
                severity: .warning, path: frameReportedPrefix(index) + PathBytes.displayed(name),
                message: kind.hasPrefix("a ")
                    ? "\(kind), not a regular file, skipped" : "\(kind), skipped"))
    }

    private mutating func followLink(_ name: [UInt8], inFrame index: Int) {
        let reportedPath = frameReportedPrefix(index) + PathBytes.displayed(name)
        guard let info = status(name, in: stack[index].descriptor, followingLinks: true) else {
            if reportedPath.hasSuffix(".swift") {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, path: reportedPath,
                        message: "broken symbolic link, skipped"))
            }
            return
        }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        guard isFolder || ((info.st_mode & S_IFMT) == S_IFREG && reportedPath.hasSuffix(".swift"))
        else {
            if name.hasSwiftExtension {
                notRegular(name, type: Self.directoryEntryType(info.st_mode), inFrame: index)
            }
            return
        }
        if !followSymlinks {
            let openPath = frameOpenPath(index).appending(name: name)
            let target = openPath.resolved() ?? openPath
            guard target.isInside(root) else {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, path: reportedPath,
                        message:
                            "symbolic link to \(target.displayed), outside the scanned folder, not followed (use --follow-symlinks)"
                    ))
                return
            }
        }
        links.append((frameOpenPath(index).appending(name: name), reportedPath, info))
    }

    private static func directoryEntryType(_ mode: mode_t) -> UInt8 {
        switch mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFLNK: return UInt8(DT_LNK)
        case S_IFREG: return UInt8(DT_REG)
        case S_IFIFO: return UInt8(DT_FIFO)
        case S_IFCHR: return UInt8(DT_CHR)
        case S_IFBLK: return UInt8(DT_BLK)
        case S_IFSOCK: return UInt8(DT_SOCK)
        default: return UInt8(DT_UNKNOWN)
        }
    }
}

extension [UInt8] {
    fileprivate var hasSwiftExtension: Bool { reversed().starts(with: ".swift".utf8.reversed()) }

    /// Calls `body` with the bytes as a C string (a NUL appended).
    fileprivate func withCString<T>(_ body: (UnsafePointer<CChar>) -> T) -> T {
        withCStringOf(self, body)
    }
}
