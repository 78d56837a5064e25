import Foundation

/// `REV:PATH`: a folder at a git revision, as `--variants NAME=REV:PATH` and `compare` take it
/// and as a snapshot records such a variant's path. `REV` is any revision git understands
/// (`main~20`, `v1.2`, a commit id); `PATH` is what follows the first colon, from the
/// repository's top, or from the folder the tool ran in when it starts with `./`. One reading
/// for the command line (which unpacks the folder from git) and the CI outputs (which place its
/// files at their path in the repository).
package struct RevisionPath: Equatable, Sendable {
    package var revision: String
    package var path: String

    /// `text` read as `REV:PATH`: nil when it holds no colon, starts with one, or names
    /// something on disk from `directory` (a folder whose name holds a colon is a folder).
    package init?(_ text: String, in directory: URL) {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return nil }
        let onDisk = text.hasPrefix("/") ? text : directory.appendingPathComponent(text).path
        if FileManager.default.fileExists(atPath: onDisk) { return nil }
        revision = String(text[..<colon])
        path = String(text[text.index(after: colon)...])
    }
}
