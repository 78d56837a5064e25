import ArchMetricsSupport
import Foundation

/// GitHub Actions around the drift check: whether the tool runs as a step, and the job's step
/// summary the Markdown report (`DriftMarkdownFormatter`) is appended to. The annotations are
/// a format of their own (`DriftAnnotationsFormatter`).
package enum GitHubActions {
    /// True when running as a GitHub Actions step (`GITHUB_ACTIONS=true`).
    package static func isActive(_ environment: [String: String]) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// Appends `markdown` to the step summary file (`$GITHUB_STEP_SUMMARY`), keeping what earlier
    /// steps wrote. Appended in place, as the runner expects: the file is the runner's, and its
    /// folder must exist (a missing one means the variable is wrong, not that we should create it).
    package static func appendStepSummary(_ markdown: String, to path: String) throws {
        var text = Data(markdown.utf8)
        if let handle = FileHandle(forReadingAtPath: path) {
            defer { try? handle.close() }
            var info = stat()
            if fstat(handle.fileDescriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                info.st_size > 0
            {
                try? handle.seek(toOffset: UInt64(info.st_size - 1))
                if let last = try? handle.read(upToCount: 1), last != Data("\n".utf8) {
                    text.insert(UInt8(ascii: "\n"), at: 0)
                }
            }
        }
        try AtomicFile.append(text, to: path)
    }
}
