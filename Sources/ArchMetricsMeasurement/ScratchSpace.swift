import ArchMetricsModel
import ArchMetricsSupport
import Dispatch
import Foundation

/// The scratch (build) folders of one measurement: a fresh one per build or test run, nothing
/// shared between runs or variants.
///
/// Deleting a used folder is slow on some disks (ext4 mounted with `discard` spends about a second
/// per 65 MB test build, all of it waiting on the device) and is pure tool overhead if done between
/// timed commands. So a used folder is only renamed into a trash folder (instant), and the trash
/// is emptied on a background thread during the untimed coverage runs, where contention cannot
/// skew a timing, and whatever is left at the end. When the disk runs low on space, folders are
/// deleted at once instead.
final class ScratchSpace: @unchecked Sendable {
    let root: URL
    private let trash: URL
    /// Below this much free space, used folders are deleted right away instead of kept in the trash.
    private let minimumFreeBytes: Int64
    private let emptying = DispatchGroup()
    private let lock = NSLock()

    init(minimumFreeBytes: Int64 = 10 << 30) {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "archmetrics-measure-\(getpid())-\(UUID().uuidString.prefix(8))")
        trash = root.appendingPathComponent(".trash")
        self.minimumFreeBytes = minimumFreeBytes
    }

    /// A path for a new scratch folder (SwiftPM creates it).
    func folder(_ components: String...) -> URL {
        components.reduce(root) { $0.appendingPathComponent($1) }
    }

    /// Done with `folder`: into the trash, or deleted now when space is short.
    func discard(_ folder: URL) {
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        if freeBytes() < minimumFreeBytes {
            try? FileManager.default.removeItem(at: folder)
            return
        }
        try? FileManager.default.createDirectory(at: trash, withIntermediateDirectories: true)
        let destination = trash.appendingPathComponent(UUID().uuidString)
        if rename(folder.path, destination.path) != 0 {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Starts deleting the trash on a background thread; call when nothing timed runs any more.
    func emptyTrashInBackground() {
        DispatchQueue.global(qos: .utility).async(group: emptying) { [self] in emptyTrash() }
    }

    /// Waits for background deletion, then deletes everything left, the root included, and the
    /// lock files SwiftPM left beside it.
    func removeAll() {
        emptying.wait()
        emptyTrash()
        try? FileManager.default.removeItem(at: root)
        // SwiftPM locks a scratch path with files in the temporary folder named after the path,
        // slashes as underscores (`_tmp_archmetrics-measure-…_MVC_run1-build.lock`), and never
        // deletes them. The root's name is unique to this run, so its prefix matches only ours.
        let temporary = root.deletingLastPathComponent()
        let prefix = root.path.replacingOccurrences(of: "/", with: "_")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    private func emptyTrash() {
        lock.withLock {
            let items = (try? FileManager.default.contentsOfDirectory(atPath: trash.path)) ?? []
            for item in items {
                try? FileManager.default.removeItem(at: trash.appendingPathComponent(item))
            }
        }
    }

    private func freeBytes() -> Int64 {
        let attributes = try? FileManager.default.attributesOfFileSystem(
            forPath: FileManager.default.temporaryDirectory.path)
        return (attributes?[.systemFreeSize] as? NSNumber)?.int64Value ?? 0
    }
}
