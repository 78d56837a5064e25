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
struct DirectoryWalker {
    /// A file to scan: where to open it, and the path to report.
    struct Entry {
        var openPath: String
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

    /// Adds a path given by the user: a folder is walked, a file is scanned whatever its extension.
    mutating func add(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason =
                errno == ENOENT ? "no such file or folder" : String(cString: strerror(errno))
            diagnostics.append(Diagnostic(severity: .error, path: path, message: reason))
            return
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let root = realPath(path) ?? path
            guard visited.insert(FileIdentity(info)).inserted else { return }
            walk(folder: path, reportedPrefix: "", root: root)
        } else {
            entries.append(Entry(openPath: path, reportedPath: path))
        }
    }

    private mutating func walk(folder: String, reportedPrefix: String, root: String) {
        guard let directory = opendir(folder) else {
            diagnostics.append(
                Diagnostic(
                    severity: .error, path: reportedPrefix.isEmpty ? folder : reportedPrefix,
                    message: "cannot read folder: \(String(cString: strerror(errno)))"))
            return
        }
        var children: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            // Hidden entries include `.`, `..`, `.git` and every `.build*` folder.
            if name.hasPrefix(".") { continue }
            children.append((name, entry.pointee.d_type))
        }
        closedir(directory)
        children.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }

        let separator = folder.hasSuffix("/") ? "" : "/"
        for child in children {
            let openPath = folder + separator + child.name
            let reportedPath = reportedPrefix + child.name
            var type = child.type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard lstat(openPath, &info) == 0 else { continue }
                type = Self.directoryEntryType(info.st_mode)
            }
            if type == UInt8(DT_LNK) {
                followLink(openPath: openPath, reportedPath: reportedPath, root: root)
            } else if type == UInt8(DT_DIR) {
                var info = stat()
                guard lstat(openPath, &info) == 0, visited.insert(FileIdentity(info)).inserted
                else { continue }
                walk(folder: openPath, reportedPrefix: reportedPath + "/", root: root)
            } else if type == UInt8(DT_REG), child.name.hasSuffix(".swift") {
                entries.append(Entry(openPath: openPath, reportedPath: reportedPath))
            }
        }
    }

    private mutating func followLink(openPath: String, reportedPath: String, root: String) {
        var info = stat()
        guard stat(openPath, &info) == 0 else {
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
            let target = realPath(openPath) ?? openPath
            guard target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, path: reportedPath,
                        message:
                            "symbolic link to \(target), outside the scanned folder, not followed (use --follow-symlinks)"
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

    private func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
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
