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
///
/// Only the tool's own folder is ever replaced: the staged folder carries a marker file
/// (`markerName`), and a `final` that exists without one (a user's folder, or a file) is refused
/// with an input error, at the start and again at `commit`, and left as it is. The run holds a
/// `flock` on its staging root while it lives, so the next run can tell a staging folder left by
/// a run that ended (crash, signal, a failure that kept its logs) from one still in use, and
/// removes only the former.
package final class StagedFolder: @unchecked Sendable {
    /// The file that marks a logs folder as written by archmetrics.
    package static let markerName = ".archmetrics-logs"
    static let stagingPrefix = ".archmetrics-run-"

    /// Where the folder belongs once committed.
    package let final: URL
    /// Where to write meanwhile.
    package let staging: URL
    private let stagingRoot: URL
    private let lock = NSLock()
    private var settled = false
    /// The open staging root, `flock`ed while this run may still use it.
    private var liveness: Int32

    /// Creates the staging folder (and `final`'s parent if needed), after removing the staging
    /// folders of runs that ended; refuses a `final` the tool did not write.
    package init(final: URL) throws {
        self.final = final
        let parent = final.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw ArchMetricsError.input(
                "cannot create folder \(parent.path): \(error.localizedDescription)")
        }
        // The tool folder's `.gitignore` before anything is written in it.
        if parent.lastPathComponent == ToolFolder.name { try ToolFolder.prepare(parent) }
        // Refused first: a run that refuses removes nothing, not even its own leftovers.
        try Self.refuseForeign(final)
        Self.removeEndedRuns(in: parent)
        (stagingRoot, liveness) = try Self.makeLiveStagingRoot(in: parent)
        staging = stagingRoot.appendingPathComponent(final.lastPathComponent, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            try Data(
                "Written by archmetrics: the next measured run replaces this folder whole.\n".utf8
            ).write(to: staging.appendingPathComponent(Self.markerName))
        } catch {
            try? FileManager.default.removeItem(at: stagingRoot)
            close(liveness)
            throw ArchMetricsError.input(
                "cannot create folder \(staging.path): \(error.localizedDescription)")
        }
    }

    deinit { if liveness >= 0 { close(liveness) } }

    /// Puts the staged folder in `final`'s place, the old one (the tool's own) removed. Call
    /// once the files that point into it are in place (under the same lock).
    package func commit() throws {
        try lock.withLock {
            guard !settled else { return }
            settled = true
            defer { release() }
            do {
                try Self.refuseForeign(final)
            } catch {
                try? FileManager.default.removeItem(at: stagingRoot)
                throw error
            }
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

    /// Keeps the staged folder as `<parent>/<name>` (replacing one an earlier run kept there,
    /// the tool's own) instead of deleting it: the partial logs of an interrupted run, the
    /// evidence of what it was doing. `final` stays as it was. Returns where the logs are, nil
    /// when they could not be kept (then they are deleted as by `discard`).
    package func keep(as name: String) -> URL? {
        lock.withLock {
            guard !settled else { return nil }
            settled = true
            defer {
                try? FileManager.default.removeItem(at: stagingRoot)
                release()
            }
            let kept = final.deletingLastPathComponent().appendingPathComponent(name)
            guard (try? Self.refuseForeign(kept)) != nil else { return nil }
            try? FileManager.default.removeItem(at: kept)
            return rename(staging.path, kept.path) == 0 ? kept : nil
        }
    }

    /// Deletes the staged folder; `final` stays as it was. Nothing after `commit`.
    package func discard() {
        lock.withLock {
            guard !settled else { return }
            settled = true
            try? FileManager.default.removeItem(at: stagingRoot)
            release()
        }
    }

    private func release() {
        if liveness >= 0 { close(liveness) }
        liveness = -1
    }
}
