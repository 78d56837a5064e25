import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The outputs of one run must be files of their own: an output that is an input of the same
/// run (`check --sarif Reports/baseline.json`, `baseline --output archmetrics.json`) would
/// replace what the run just read, and two outputs on one path (`--sarif X --junit X`) would
/// race for it. Checked before anything is measured or written.
package enum DistinctPaths {
    /// A file the run reads or writes, and how the message names it ("--sarif", "the baseline").
    package struct Path {
        package var role: String
        package var path: String

        package init(_ role: String, _ path: String) {
            self.role = role
            self.path = path
        }
    }

    /// Throws a usage error (exit 2) naming the first output that is one of `inputs` or an
    /// earlier output; nothing has been written then. Relative paths are the run's: read from
    /// `folder` (its context's), not from the process's current folder.
    package static func refuseClashes(outputs: [Path], inputs: [Path], in folder: URL) throws {
        let read = inputs.map { (key: inputKey($0.path, in: folder), path: $0) }
        var written: [(key: String, path: Path)] = []
        // `/dev/null` twice is harmless: a device is written to, not replaced.
        for output in outputs where !isDevice(output.path, in: folder) {
            let key = outputKey(output.path, in: folder)
            let clash: String? =
                read.first(where: { $0.key == key }).map { "is \($0.path.role) this run reads" }
                ?? written.first(where: { $0.key == key }).map {
                    "is also the file of \($0.path.role) (\($0.path.path))"
                }
            if let clash {
                throw ArchMetricsError.usage(
                    "\(output.role) \(output.path) \(clash); nothing was written",
                    hint: "Give \(output.role) a file of its own.")
            }
            written.append((key, output))
        }
    }

    private static func isDevice(_ path: String, in folder: URL) -> Bool {
        var info = stat()
        return stat(absolute(path, in: folder), &info) == 0
            && [S_IFCHR, S_IFIFO].contains(info.st_mode & S_IFMT)
    }

    /// `path` from `folder` when relative, standardized (`folder` taken as a folder even
    /// when its URL does not end in `/`, which would make a relative path its sibling).
    private static func absolute(_ path: String, in folder: URL) -> String {
        let base = URL(fileURLWithPath: folder.path, isDirectory: true)
        return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
    }

    /// An input as it is read: through every link.
    static func inputKey(_ path: String, in folder: URL) -> String {
        let full = absolute(path, in: folder)
        guard let resolved = realpath(full, nil) else { return full }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// An output as it is written: its folder through every link, its own name as it is (a
    /// link there is replaced, not followed: `AtomicFile`).
    static func outputKey(_ path: String, in folder: URL) -> String {
        let url = URL(fileURLWithPath: absolute(path, in: folder))
        return URL(fileURLWithPath: inputKey(url.deletingLastPathComponent().path, in: folder))
            .appendingPathComponent(url.lastPathComponent).path
    }
}
