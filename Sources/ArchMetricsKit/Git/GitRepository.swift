import ArchMetricsMeasurement
import ArchMetricsSupport
import Foundation

/// Reads a git repository through the user's own `git` (a child process, never a library), for
/// revisions as variants and for `history`. Only reading commands are run (`rev-parse`,
/// `rev-list`, `cat-file`, `archive`), so the work tree, the index and HEAD are never touched.
///
/// A tree is read by materialising it: `git archive` writes it as a tar file, `tar` unpacks it
/// into a scratch folder, and the scanner reads that folder like any other. That keeps one scan
/// path for disk and git (and so identical figures), and costs two child processes per tree:
/// about 50 ms for a variant of the bundled core on the 2-core development machine (ten MVC
/// trees archived and unpacked in 0.50 s).
package struct GitRepository: Sendable {
    /// The folder git is run in (`git -C`); revisions' `REV:PATH` paths are relative to the
    /// repository's top (`REV:./PATH` relative to this folder), as git itself defines them.
    package let directory: URL
    /// The repository's top folder (`git rev-parse --show-toplevel`).
    package let topLevel: URL
    /// Holds the capture files and the unpacked trees; removed by `removeScratch()`.
    package let scratch: URL
    let runner: ProcessRunner

    /// Opens the repository `directory` lies in; throws a clear input error when it lies in none
    /// or git cannot be run.
    package init(at directory: URL, cancellation: CancellationToken) throws {
        self.directory = directory
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            // The pid lets a later run remove it if this one is killed (`AbandonedScratch`).
            "archmetrics-git-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        runner = ProcessRunner(timeoutSeconds: 600, killGraceSeconds: 2, cancellation: cancellation)
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            throw ArchMetricsError.input(
                "cannot create a scratch folder in \(scratch.deletingLastPathComponent().path): \(error.localizedDescription)"
            )
        }
        let scratch = scratch
        let top: String
        do {
            top = try Self.run(
                ["rev-parse", "--show-toplevel"], in: directory, runner: runner, scratch: scratch,
                failure: { stderr in
                    ArchMetricsError.input(
                        "not a git repository: \(directory.path)",
                        hint:
                            "Git revisions are read from the repository the current folder is in. \(stderr)"
                    )
                })
        } catch {
            try? FileManager.default.removeItem(at: scratch)
            throw error
        }
        topLevel = URL(fileURLWithPath: top, isDirectory: true)
    }

    /// `folder`'s path relative to the repository's top ("" for the top itself); nil when it
    /// lies outside the repository. Symbolic links are resolved on both sides first, since git
    /// reports the top folder's real path.
    package func repositoryPath(of folder: URL) -> String? {
        let top = topLevel.resolvingSymlinksInPath().standardized.path
        let path = folder.resolvingSymlinksInPath().standardized.path
        if path == top { return "" }
        let prefix = top.hasSuffix("/") ? top : top + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The folder a variant now at `folder` was in at `older`, when git finds its files renamed
    /// between `older`'s and `newer`'s trees: the old folder a majority of its renamed files
    /// came from (`App/Scenes/X.swift` from `Old/Scenes/X.swift` → `Old`). Nil when none of
    /// its files came from another folder (it was new, or was never there).
    /// Only a true move counts: `older` must be an ancestor of `newer` (commits of two branches
    /// side by side would pair a new folder with its sibling it was copied from), and the old
    /// folder must be gone at `newer`.
    package func folderRenamedFrom(_ folder: String, older: String, newer: String) throws -> String?
    {
        guard !folder.isEmpty else { return nil }
        let ancestry = try runner.capture(
            "git", ["-C", directory.path, "merge-base", "--is-ancestor", older, newer],
            scratch: scratch)
        guard ancestry.succeeded else { return nil }
        let output = try git(["diff-tree", "-r", "-M", "-z", "--name-status", older, newer])
        let fields = output.split(separator: "\0", omittingEmptySubsequences: false).map(
            String.init)
        var votes: [String: Int] = [:]
        var index = 0
        while index < fields.count {
            let status = fields[index]
            // Renames (R) and copies (C) name two paths; every other status one.
            let pathCount = status.hasPrefix("R") || status.hasPrefix("C") ? 2 : 1
            guard index + pathCount < fields.count else { break }
            if pathCount == 2 {
                let (old, new) = (fields[index + 1], fields[index + 2])
                let inside = new.dropFirst(folder.count)  // "/Scenes/X.swift"
                if new.hasPrefix(folder + "/"), old.hasSuffix(inside), old.count > inside.count {
                    votes[String(old.dropLast(inside.count)), default: 0] += 1
                }
            }
            index += pathCount + 1
        }
        guard let previous = votes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key,
            try trees(["\(newer):\(previous)"]) == [nil]
        else { return nil }
        return previous
    }

    package func removeScratch() { try? FileManager.default.removeItem(at: scratch) }

    /// The full commit id `revision` names; throws "unknown revision" otherwise.
    package func commit(_ revision: String) throws -> String {
        try git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"]) {
            _ in
            ArchMetricsError.input(
                "unknown revision '\(revision)' in the repository at \(directory.path)",
                hint: "Give a commit, branch or tag git knows (git log --oneline shows some).")
        }
    }

    /// What each `REV:PATH` names: a tree id, or nil when the path does not exist at that
    /// revision (or is a file). One `git cat-file --batch-check` for all of them, however many.
    package func trees(_ specs: [String]) throws -> [String?] {
        guard !specs.isEmpty else { return [] }
        // One spec per line: a newline inside one would shift every later answer by a line.
        if let spec = specs.first(where: { $0.contains(where: \.isNewline) }) {
            throw ArchMetricsError.input(
                "\(String(reflecting: spec)) holds a line break; git cannot be asked about it")
        }
        let input = scratch.appendingPathComponent("batch-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: input) }
        try Data((specs.joined(separator: "\n") + "\n").utf8).write(to: input)
        let lines = try git(
            ["cat-file", "--batch-check=%(objectname) %(objecttype)"], input: input
        )
        .split(separator: "\n", omittingEmptySubsequences: false)
        return specs.indices.map { index in
            guard index < lines.count else { return nil }
            let fields = lines[index].split(separator: " ")
            // A missing object is "<spec> missing"; a found one "<id> <type>".
            return fields.count == 2 && fields[1] == "tree" ? String(fields[0]) : nil
        }
    }

    /// Commits of `revision`'s history (after `since`, at most `limit`), newest first. Only
    /// first parents unless `allParents`: a merge's second parent is the branch it brought in,
    /// and the mainline, where each merged branch is one step, is what a trend is about.
    package func log(
        _ revision: String, since: String?, limit: Int?, allParents: Bool,
        dateKind: DateKind = .committer
    ) throws -> [Commit] {
        var arguments = ["log", "--format=%H%x09%T%x09\(dateKind.format)%x09%s"]
        // Every parent: topological order keeps a branch's commits together, before its merge.
        arguments.append(allParents ? "--topo-order" : "--first-parent")
        if let limit { arguments.append("--max-count=\(limit)") }
        arguments.append("--end-of-options")
        arguments.append(since.map { "\($0)..\(revision)" } ?? revision)
        return try git(arguments).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count >= 3, let time = Double(fields[2]) else { return nil }
            return Commit(
                id: String(fields[0]), tree: String(fields[1]),
                date: Date(timeIntervalSince1970: time),
                subject: fields.count > 3 ? String(fields[3]) : "")
        }
    }

    /// A commit's two dates: when it was written (author; kept by rebases and cherry-picks)
    /// and when it was committed (committer; when it landed on the branch).
    package enum DateKind: String, CaseIterable, Sendable {
        case author, committer
        /// git log's placeholder for the date in seconds since 1970.
        var format: String { self == .author ? "%at" : "%ct" }
    }

    /// One commit of a log.
    package struct Commit: Codable, Equatable, Sendable {
        package var id: String
        package var tree: String
        package var date: Date
        package var subject: String
    }

    /// Unpacks the tree `treeID` into a new folder under the scratch folder and returns it.
    package func materialize(tree treeID: String) throws -> URL {
        let folder = scratch.appendingPathComponent("tree-\(treeID)-\(UUID().uuidString)")
        let archive = folder.appendingPathExtension("tar")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: archive) }
        // From the top folder: run in a subfolder, git archive keeps only that subfolder's part.
        _ = try Self.run(
            ["archive", "--format=tar", "--output=\(archive.path)", treeID], in: topLevel,
            runner: runner, scratch: scratch)
        let unpacked = try runner.capture(
            "tar", ["-xf", archive.path, "-C", folder.path], scratch: scratch)
        guard unpacked.succeeded else {
            throw ArchMetricsError.input(
                "cannot unpack tree \(treeID) with tar: \(unpacked.standardError)")
        }
        return folder
    }

    /// Runs `git -C directory ARGUMENTS` and returns its stdout, trimmed; a failure becomes
    /// `failure(stderr)`, or an error quoting git's own message.
    @discardableResult
    func git(
        _ arguments: [String], input: URL? = nil,
        failure: ((String) -> ArchMetricsError)? = nil
    ) throws -> String {
        try Self.run(
            arguments, in: directory, runner: runner, scratch: scratch, input: input,
            failure: failure)
    }

    private static func run(
        _ arguments: [String], in directory: URL, runner: ProcessRunner, scratch: URL,
        input: URL? = nil, failure: ((String) -> ArchMetricsError)? = nil
    ) throws -> String {
        let result = try runner.capture(
            "git", ["-C", directory.path] + arguments, standardInput: input, scratch: scratch)
        guard result.succeeded else {
            let stderr = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            throw failure?(stderr)
                ?? ArchMetricsError.input(
                    "git \(arguments.first ?? "") failed (\(result.termination)): \(stderr)")
        }
        return String(decoding: result.standardOutput, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
