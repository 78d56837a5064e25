import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tool's scratch folders in `$TMPDIR` (`archmetrics-measure-<pid>-…`, `archmetrics-git-<pid>-…`)
/// are removed by the run that made them, however it ends, except by SIGKILL, which no process
/// can catch. So each name carries its run's pid, and every run starts by removing the ones
/// whose run is gone: only folders of this user, only with a pid no process has any more (a
/// live pid, even another's, keeps its folder).
package enum AbandonedScratch {
    /// The name prefixes of the tool's scratch folders; the pid follows, then `-`.
    package static let prefixes = ["archmetrics-measure-", "archmetrics-git-"]

    /// Removes the abandoned scratch folders in `folder` (default `$TMPDIR`).
    package static func remove(in folder: URL = FileManager.default.temporaryDirectory) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return
        }
        for name in names {
            guard let pid = owner(of: name), !isRunning(pid) else { continue }
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
                info.st_uid == getuid()
            else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// The pid in a scratch folder's name; nil for any other name.
    static func owner(of name: String) -> pid_t? {
        guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { return nil }
        let digits = name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, name.dropFirst(prefix.count + digits.count).hasPrefix("-"),
            let pid = pid_t(digits), pid > 0
        else { return nil }
        return pid
    }

    /// Whether a process `pid` exists (of any user: EPERM means it does).
    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
