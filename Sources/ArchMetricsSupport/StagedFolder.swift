import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder built in a private place beside its final one and swapped in whole at the end: the
/// logs of a measured run, which must appear together with the report that points at them.
///
/// A run writes into `<parent>/.archmetrics-run-XXXXXX/<name>` (a fresh folder of its own, so two
/// runs never share one); `commit` moves the old `<parent>/<name>` aside and this one into its
/// place, then deletes the old one; `discard` deletes this one. So an interrupted or failed run
/// never changes what the previous report's log paths point at. The staging folder's last
/// component is the final one's name, so paths relative to its parent are the final paths.
package final class StagedFolder: @unchecked Sendable {
    /// Where the folder belongs once committed.
    package let final: URL
    /// Where to write meanwhile.
    package let staging: URL
    private let stagingRoot: URL
    private let lock = NSLock()
    private var settled = false

    /// Creates the staging folder (and `final`'s parent if needed).
    package init(final: URL) throws {
        self.final = final
        let parent = final.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw ArchMetricsError.input(
                "cannot create folder \(parent.path): \(error.localizedDescription)")
        }
        var template = Array(
            parent.appendingPathComponent(".archmetrics-run-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw ArchMetricsError.input(
                "cannot create a folder in \(parent.path): \(String(cString: strerror(errno)))")
        }
        stagingRoot = URL(fileURLWithPath: String(cString: made), isDirectory: true)
        staging = stagingRoot.appendingPathComponent(final.lastPathComponent, isDirectory: true)
    }

    /// Puts the staged folder in `final`'s place (an empty one if nothing was written), the old
    /// one removed. Call once the files that point into it are in place (under the same lock).
    package func commit() throws {
        try lock.withLock {
            guard !settled else { return }
            settled = true
            try? FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            let old = stagingRoot.appendingPathComponent("replaced")
            if rename(final.path, old.path) != 0 && errno != ENOENT {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: stagingRoot)
                throw ArchMetricsError.input("cannot replace \(final.path): \(reason)")
            }
            if rename(staging.path, final.path) != 0 {
                let reason = String(cString: strerror(errno))
                // Put the old folder back rather than leave none.
                _ = rename(old.path, final.path)
                try? FileManager.default.removeItem(at: stagingRoot)
                throw ArchMetricsError.input("cannot move the new logs to \(final.path): \(reason)")
            }
            try? FileManager.default.removeItem(at: stagingRoot)
        }
    }

    /// Deletes the staged folder; `final` stays as it was. Nothing after `commit`.
    package func discard() {
        lock.withLock {
            guard !settled else { return }
            settled = true
            try? FileManager.default.removeItem(at: stagingRoot)
        }
    }
}
