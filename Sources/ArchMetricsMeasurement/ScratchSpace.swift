import ArchMetricsSupport
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scratch (build) folders of one measurement: a fresh one per build or test run, nothing
/// shared between runs or variants but the compile-work builds' one (`sharedFolder`).
///
/// Deleting a used folder is slow on some disks (ext4 mounted with `discard` spends about a second
/// per 65 MB test build, all of it waiting on the device) and is pure tool overhead if done between
/// timed commands. So a used folder is only renamed into a trash folder (instant), and the trash
/// is emptied on a background thread during the untimed builds, where contention cannot skew a
/// timing, the rest before the first timed command, and whatever is left at the end. When the disk runs low on space, folders are
/// deleted at once instead.
///
/// Only what this run made is ever removed: the root is a fresh folder (`mkdtemp`, readable by
/// the user alone), each scratch folder is created inside it here, never found and reused, and
/// `discard` ignores any folder it did not create.
final class ScratchSpace: @unchecked Sendable {
    let root: URL
    private let trash: URL
    /// Below this much free space, used folders are deleted right away instead of kept in the trash.
    private let minimumFreeBytes: Int64
    private let emptying = DispatchGroup()
    private let lock = NSLock()
    /// The scratch folders `folder` created and `discard` has not yet taken; a lock of its own,
    /// so making a folder never waits for the trash being emptied.
    private var owned = Set<String>()
    /// `sharedFolder`'s folders by name.
    private var shared: [String: URL] = [:]
    private let ownedLock = NSLock()

    init(minimumFreeBytes: Int64 = 10 << 30) throws {
        let template = FileManager.default.temporaryDirectory
            .appendingPathComponent("archmetrics-measure-\(getpid())-XXXXXX").path
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else {
            throw ArchMetricsError.input(
                "cannot create a scratch folder in \(FileManager.default.temporaryDirectory.path): \(String(cString: strerror(errno)))",
                hint: "Set TMPDIR to a writable folder with room for a few builds.")
        }
        root = URL(fileURLWithPath: String(cString: made), isDirectory: true)
        trash = root.appendingPathComponent(".trash")
        self.minimumFreeBytes = minimumFreeBytes
    }

    /// A new, empty scratch folder `root/<components…>`, created now. Each component must be one
    /// plain name (`FolderName` makes variant names so); the last must not exist yet.
    func folder(_ components: String...) throws -> URL {
        precondition(
            components.allSatisfy {
                !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("/")
            }, "scratch folder names must be single path components")
        let parent = components.dropLast().reduce(root) { $0.appendingPathComponent($1) }
        let folder = parent.appendingPathComponent(components.last ?? "scratch")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw ArchMetricsError.input(
                "cannot create scratch folder \(parent.path): \(error.localizedDescription)")
        }
        guard mkdir(folder.path, 0o700) == 0 else {
            throw ArchMetricsError.input(
                "cannot create scratch folder \(folder.path): \(String(cString: strerror(errno)))")
        }
        ownedLock.withLock { _ = owned.insert(folder.path) }
        return folder
    }

    /// The scratch folder `root/.shared-<name>`, kept from one call to the next (for builds
    /// that reuse what an earlier variant's build compiled: `SharedDependencyBuild`), made on
    /// first use and after `discardShared`. Variants' folder names never start with a dot
    /// (`FolderName`), so it is nobody's own.
    func sharedFolder(_ name: String) throws -> URL {
        if let existing = ownedLock.withLock({ shared[name] }) { return existing }
        let made = try folder(".shared-\(name)")
        ownedLock.withLock { shared[name] = made }
        return made
    }

    /// Done with the shared folder `name`: discarded, and the next `sharedFolder` makes a new one.
    func discardShared(_ name: String) {
        if let folder = ownedLock.withLock({ shared.removeValue(forKey: name) }) { discard(folder) }
    }

    /// Done with `folder` (one `folder` made): into the trash, or deleted now when space is short.
    func discard(_ folder: URL) {
        guard ownedLock.withLock({ owned.remove(folder.path) }) != nil,
            FileManager.default.fileExists(atPath: folder.path)
        else { return }
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

    /// Waits for background deletion, then deletes what is left in the trash: before timed
    /// commands, so that no deletion shares the disk with them.
    func emptyTrashNow() {
        emptying.wait()
        emptyTrash()
    }

    /// Waits for background deletion, then deletes everything left, the root included, and the
    /// lock files SwiftPM left beside it.
    func removeAll() {
        emptyTrashNow()
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
