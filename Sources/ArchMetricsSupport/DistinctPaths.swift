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
    /// earlier output; nothing has been written then.
    package static func refuseClashes(outputs: [Path], inputs: [Path]) throws {
        let read = inputs.map { (key: inputKey($0.path), path: $0) }
        var written: [(key: String, path: Path)] = []
        // `/dev/null` twice is harmless: a device is written to, not replaced.
        for output in outputs where !isDevice(output.path) {
            let key = outputKey(output.path)
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

    private static func isDevice(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && [S_IFCHR, S_IFIFO].contains(info.st_mode & S_IFMT)
    }

    /// An input as it is read: through every link.
    static func inputKey(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard let resolved = realpath(absolute, nil) else { return absolute }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// An output as it is written: its folder through every link, its own name as it is (a
    /// link there is replaced, not followed: `AtomicFile`).
    static func outputKey(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return URL(fileURLWithPath: inputKey(url.deletingLastPathComponent().path))
            .appendingPathComponent(url.lastPathComponent).path
    }
}
