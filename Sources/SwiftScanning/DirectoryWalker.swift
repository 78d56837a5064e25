import ArchMetricsSupport
import Glibc

/// Finds the Swift files under the scanned paths with `opendir`/`readdir` (FileManager's
/// enumerator is about ten times slower on a large tree).
///
/// Skipped: hidden entries (`.git`, `.build`, `.build-release`, `.swiftpm`, …). Symbolic links
/// are followed only when they stay inside the scanned folder, unless `followSymlinks`. Every
/// folder is walked once (by device and inode), which ends symlink loops; a file reached twice is
/// listed twice here and dropped after reading, by the identity `fstat` gives anyway (an `lstat`
/// per file here would cost thousands of system calls).
///
/// Paths stay bytes from `readdir` to `open` (`PathBytes`): a name that is not UTF-8 is opened
/// by its own bytes and reported with them escaped (`\xFF`), and a path longer than PATH_MAX is
/// opened part by part, so no file is left out for its name or its depth.
///
/// Reported paths are relative to the folder scanned when it is the only path given. Given
/// several paths, each file's path starts with the path given, so that `x.swift` in two roots
/// gives two different paths; a file given by name is reported as given.
struct DirectoryWalker {
    /// A file to scan: where to open it, and the path to report.
    struct Entry {
        var openPath: PathBytes
        var reportedPath: String
    }

    var followSymlinks: Bool
    private(set) var entries: [Entry] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Folders already walked.
    private var visited = Set<FileIdentity>()

    init(followSymlinks: Bool) {
        self.followSymlinks = followSymlinks
    }

    /// Adds a path given by the user: a folder is walked, a file is scanned whatever its
    /// extension. `prefixed`: report the folder's files by paths that start with `path` (one
    /// of several paths given).
    mutating func add(path: String, prefixed: Bool = false) {
        let openPath = PathBytes(path)
        guard let info = openPath.status(followingLinks: true) else {
            let reason =
                errno == ENOENT ? "no such file or folder" : String(cString: strerror(errno))
            diagnostics.append(Diagnostic(severity: .error, path: path, message: reason))
            return
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let root = openPath.resolved() ?? openPath
            guard visited.insert(FileIdentity(info)).inserted else { return }
            let prefix = prefixed ? (path.hasSuffix("/") ? path : path + "/") : ""
            walk(folder: openPath, reportedPrefix: prefix, root: root)
        } else {
            entries.append(Entry(openPath: openPath, reportedPath: path))
        }
    }

    private mutating func walk(folder: PathBytes, reportedPrefix: String, root: PathBytes) {
        let descriptor = folder.open(flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0, let directory = fdopendir(descriptor) else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            diagnostics.append(
                Diagnostic(
                    severity: .error,
                    path: reportedPrefix.isEmpty ? folder.displayed : reportedPrefix,
                    message: "cannot read folder: \(reason)"))
            return
        }
        var children: [(name: [UInt8], type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                let name = UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self)
                return Array(UnsafeBufferPointer(start: name, count: strlen($0)))
            }
            // Hidden entries include `.`, `..`, `.git` and every `.build*` folder.
            if name.first == UInt8(ascii: ".") { continue }
            children.append((name, entry.pointee.d_type))
        }
        closedir(directory)
        children.sort { $0.name.lexicographicallyPrecedes($1.name) }

        for child in children {
            let openPath = folder.appending(name: child.name)
            let reportedPath = reportedPrefix + PathBytes.displayed(child.name)
            var type = child.type
            if type == UInt8(DT_UNKNOWN) {
                guard let info = openPath.status(followingLinks: false) else { continue }
                type = Self.directoryEntryType(info.st_mode)
            }
            if type == UInt8(DT_LNK) {
                followLink(openPath: openPath, reportedPath: reportedPath, root: root)
            } else if type == UInt8(DT_DIR) {
                guard let info = openPath.status(followingLinks: false),
                    visited.insert(FileIdentity(info)).inserted
                else { continue }
                walk(folder: openPath, reportedPrefix: reportedPath + "/", root: root)
            } else if type == UInt8(DT_REG), child.name.hasSwiftExtension {
                entries.append(Entry(openPath: openPath, reportedPath: reportedPath))
            }
        }
    }

    private mutating func followLink(openPath: PathBytes, reportedPath: String, root: PathBytes) {
        guard let info = openPath.status(followingLinks: true) else {
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
        else { return }
        if !followSymlinks {
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
        if isFolder {
            // A folder already walked through another path: this is how link loops end.
            guard visited.insert(FileIdentity(info)).inserted else { return }
            walk(folder: openPath, reportedPrefix: reportedPath + "/", root: root)
        } else {
            entries.append(Entry(openPath: openPath, reportedPath: reportedPath))
        }
    }

    private static func directoryEntryType(_ mode: mode_t) -> UInt8 {
        switch mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFLNK: return UInt8(DT_LNK)
        case S_IFREG: return UInt8(DT_REG)
        default: return UInt8(DT_UNKNOWN)
        }
    }
}

extension [UInt8] {
    fileprivate var hasSwiftExtension: Bool { reversed().starts(with: ".swift".utf8.reversed()) }
}
