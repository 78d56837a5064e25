import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StagedFolder {
    /// Throws unless `final` is absent, an empty folder, or a folder holding the tool's marker:
    /// anything else was not written by archmetrics and must not be replaced.
    static func refuseForeign(_ final: URL) throws {
        var info = stat()
        guard lstat(final.path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            var marker = stat()
            let markerPath = final.appendingPathComponent(markerName).path
            if lstat(markerPath, &marker) == 0 && marker.st_mode & S_IFMT == S_IFREG { return }
            if (try? FileManager.default.contentsOfDirectory(atPath: final.path))?.isEmpty == true {
                return
            }
        }
        throw ArchMetricsError.input(
            "\(final.path) exists and was not written by archmetrics (it has no \(markerName) "
                + "file): the tool puts its logs there and replaces only its own; move it away "
                + "or write elsewhere. It was left as it is.")
    }

    /// Removes `<parent>/.archmetrics-run-*` folders no run holds any more (their `flock` is
    /// free: the run that made them ended, however it ended).
    static func removeEndedRuns(in parent: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else {
            return
        }
        for name in names where name.hasPrefix(stagingPrefix) {
            let path = parent.appendingPathComponent(name).path
            // O_NOFOLLOW: a symlink by that name is not the tool's and is left alone.
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_DIRECTORY | O_NOFOLLOW)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    /// A fresh `<parent>/.archmetrics-run-XXXXXX`, opened and locked. Another run's sweep may
    /// remove it between `mkdtemp` and `flock`; then the descriptor no longer names the path,
    /// and a new one is made.
    static func makeLiveStagingRoot(in parent: URL) throws -> (URL, Int32) {
        for _ in 0..<5 {
            var template = Array(
                parent.appendingPathComponent(stagingPrefix + "XXXXXX").path.utf8CString)
            guard let made = mkdtemp(&template) else {
                throw ArchMetricsError.input(
                    "cannot create a folder in \(parent.path): \(String(cString: strerror(errno)))"
                )
            }
            let path = String(cString: made)
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
            guard descriptor >= 0 else { continue }
            var opened = stat()
            var named = stat()
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0, fstat(descriptor, &opened) == 0,
                stat(path, &named) == 0, opened.st_ino == named.st_ino,
                opened.st_dev == named.st_dev
            {
                return (URL(fileURLWithPath: path, isDirectory: true), descriptor)
            }
            close(descriptor)
        }
        throw ArchMetricsError.input("cannot create a staging folder in \(parent.path)")
    }
}
