import ArchMetricsModel
import Foundation

/// Paths as GitHub (annotations, code scanning) and CI test reports match them: relative to the
/// repository's top folder, whatever folder the tool ran in.
enum RepositoryPath {
    /// `folder/file`, or `file` when the folder is the repository root itself.
    static func joined(_ folder: String, _ file: String) -> String {
        folder.isEmpty || folder == "." ? file : "\(folder)/\(file)"
    }

    /// A violation's file as a path in the repository (what annotations and SARIF point at).
    static func of(
        _ violation: RuleViolation, variantPaths: [String: String], root: String,
        workingDirectory: String
    ) -> String {
        joined(
            relative(
                variantPaths[violation.variant] ?? "", to: root,
                workingDirectory: workingDirectory),
            violation.file)
    }

    /// `path` as a path in the repository whose top folder is `root`: what GitHub (annotations,
    /// code scanning) and CI test reports match against. A relative `path` is relative to
    /// `workingDirectory` (snapshots record variant folders relative to where the tool ran),
    /// so a package in `apps/pkg` whose variant is `.` becomes `apps/pkg`. A variant read from
    /// git records `REV:PATH` (`RevisionPath`): its files are placed at PATH in the repository,
    /// where GitHub shows them, never under a `HEAD:` folder no checkout has. Symbolic links
    /// are resolved on both sides, since git reports the top folder's real path. A path
    /// outside the repository is returned as given.
    static func relative(_ path: String, to root: String, workingDirectory: String) -> String {
        if let revision = RevisionPath(path, in: URL(fileURLWithPath: workingDirectory)) {
            // PATH is the repository's already, unless `./` makes it the current folder's.
            guard revision.path.hasPrefix("./") else { return trimmed(revision.path) }
            let here = relative(".", to: root, workingDirectory: workingDirectory)
            return trimmed(joined(here, String(revision.path.dropFirst(2))))
        }
        let absolute =
            path.hasPrefix("/")
            ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).path
        let resolved = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().standardized.path
        let top = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardized.path
        if resolved == top { return "." }
        let base = top.hasSuffix("/") ? top : top + "/"
        if resolved.hasPrefix(base) { return String(resolved.dropFirst(base.count)) }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    /// A folder path without a trailing `/`; `.` for the top folder itself.
    private static func trimmed(_ folder: String) -> String {
        var folder = folder
        while folder.hasSuffix("/") { folder.removeLast() }
        return folder.isEmpty ? "." : folder
    }
}
