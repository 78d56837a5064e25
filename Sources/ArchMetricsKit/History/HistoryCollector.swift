import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// `archmetrics history`: the source metrics of every variant at each commit of a range, read
/// from git's objects (see `GitRepository`), never from the work tree.
///
/// What makes it fast is that a variant's folder is a git tree, and equal trees measure equal:
/// each variant's tree id is looked up for all commits at once (one `git cat-file
/// --batch-check`), every distinct tree is measured once, and its metrics are cached under its
/// id. Most commits leave most variants alone, so a range of a hundred commits measures a
/// handful of trees, and a rerun measures only the trees of new commits.
package enum HistoryCollector {
    /// Which commits.
    package struct Range: Sendable {
        /// Where the range ends (newest commit).
        package var revision = "HEAD"
        /// Only commits after this one (`--since REF`: REF..revision).
        package var since: String?
        /// At most this many commits, newest first, before `every` thins them.
        package var last: Int?
        /// Every N-th commit of those, counted from the newest.
        package var every = 1
        /// Follow every parent of merges, not only the first.
        package var allParents = false
        /// Which date each commit is shown with (committer by default).
        package var dateKind = GitRepository.DateKind.committer
    }

    package struct Result: Sendable {
        package var history: MetricsHistory
        /// Distinct variant trees scanned now, and those read from the cache.
        package var measuredTrees: Int
        package var cachedTrees: Int
        /// Scan problems in the trees scanned now, paths prefixed `COMMIT:PATH/` (a tree read
        /// from the cache was scanned, and its problems said, by an earlier run).
        package var diagnostics: [Diagnostic]
    }

    /// Measures the variants of `configuration` (followed back from where they are now, across
    /// folder renames) at each commit of `range` in the repository `directory` lies in.
    /// Metrics of each tree are cached in `cacheFolder`, which must be specific to the
    /// configuration (`cacheKey`).
    package static func collect(
        _ configuration: ToolConfiguration, range: Range, in directory: URL, cacheFolder: URL,
        cancellation: CancellationToken
    ) throws -> Result {
        let repository = try GitRepository(at: directory, cancellation: cancellation)
        defer { repository.removeScratch() }
        let head = try repository.commit(range.revision)
        let since = try range.since.map { try repository.commit($0) }
        var commits = try repository.log(
            head, since: since, limit: range.last, allParents: range.allParents,
            dateKind: range.dateKind)
        commits = commits.enumerated().filter { $0.offset % max(range.every, 1) == 0 }.map(
            \.element)
        guard !commits.isEmpty else {
            throw ArchMetricsError.input(
                "no commits in the range \(range.since.map { "\($0)..\(range.revision)" } ?? range.revision)"
            )
        }
        let variants = try configuration.variants.map { variant in
            guard let path = repository.repositoryPath(of: variant.folder) else {
                throw ArchMetricsError.input(
                    "variant \(variant.name): \(variant.folder.path) is not inside the git repository at \(repository.topLevel.path)"
                )
            }
            return HistoryVariant(name: variant.name, path: path)
        }

        var metricsByTree: [String: VariantSourceMetrics] = [:]
        var measured = 0
        var cached = 0
        var diagnostics: [Diagnostic] = []
        // Newest first, as the log lists them; reversed at the end.
        var points = Array(repeating: [String: HistoryPoint](), count: commits.count)
        for variant in variants {
            let located = try locate(variant.path, at: commits, in: repository)
            for (index, place) in located.enumerated() {
                guard let (path, tree) = place else { continue }
                if metricsByTree[tree] == nil {
                    // Not a folder's URL even when a folder stands there (it is replaced).
                    let cacheFile = cacheFolder.appendingPathComponent(
                        "\(tree).json", isDirectory: false)
                    let key = cacheFolder.lastPathComponent
                    if let data = InputFile.regularFileContents(atPath: cacheFile.path),
                        let metrics = HistoryCacheEntry.decode(data, tree: tree, key: key)
                    {
                        metricsByTree[tree] = metrics
                        cached += 1
                    } else {
                        let collected = try measure(
                            tree: tree, name: variant.name,
                            label: "\(commits[index].id.prefix(8)):\(path)",
                            configuration: configuration, repository: repository,
                            cancellation: cancellation)
                        let metrics = collected.metrics
                        diagnostics += collected.diagnostics
                        try cache(
                            metrics, tree: tree, key: key, in: cacheFile,
                            cancellation: cancellation)
                        metricsByTree[tree] = metrics
                        measured += 1
                    }
                }
                points[index][variant.name] = HistoryPoint(
                    path: path, tree: tree, metrics: metricsByTree[tree]!)
            }
        }
        let history = MetricsHistory(
            revision: range.revision, headCommit: head, firstParent: !range.allParents,
            variants: variants,
            commits: zip(commits, points).reversed().map { commit, points in
                HistoryCommit(
                    id: commit.id, date: commit.date, subject: commit.subject, variants: points)
            },
            roles: configuration.roles == .builtIn ? nil : configuration.roles.definitions)
        return Result(
            history: history, measuredTrees: measured, cachedTrees: cached,
            diagnostics: diagnostics)
    }

    /// Where the variant now at `path` was at each commit (newest first), and its tree there;
    /// nil where it did not exist. Walking back, a commit where the folder is missing although
    /// the newer commit had it is checked for a rename (`git diff-tree -M`): if the folder's
    /// files came from another folder, the walk goes on there.
    static func locate(
        _ path: String, at commits: [GitRepository.Commit], in repository: GitRepository
    )
        throws -> [(String, String)?]
    {
        var located = [(String, String)?](repeating: nil, count: commits.count)
        var current = path
        // `git rev-parse TREE:` is the tree itself; `COMMIT:` names the commit's root tree.
        func trees(from start: Int) throws -> [String?] {
            try repository.trees(commits[start...].map { "\($0.id):\(current)" })
        }
        var found = try trees(from: 0)
        var offset = 0
        var index = 0
        var renameChecked = Set<Int>()
        while index < commits.count {
            if let tree = found[index - offset] {
                located[index] = (current, tree)
                index += 1
                continue
            }
            if index > 0, located[index - 1] != nil, !renameChecked.contains(index) {
                renameChecked.insert(index)
                if let previous = try repository.folderRenamedFrom(
                    current, older: commits[index].id, newer: commits[index - 1].id)
                {
                    current = previous
                    found = try trees(from: index)
                    offset = index
                    continue
                }
            }
            index += 1
        }
        return located
    }

    /// Writes a tree's metrics to its cache file. The cache is the tool's own: whatever stood
    /// there is replaced, not written through (AtomicFile writes into a FIFO, waiting for a
    /// reader). Not written once `cancellation` is cancelled: the run stops at its next
    /// checkpoint.
    static func cache(
        _ metrics: VariantSourceMetrics, tree: String, key: String, in cacheFile: URL,
        cancellation: CancellationToken
    ) throws {
        try? FileManager.default.removeItem(at: cacheFile)
        let entry = AtomicFile.Output(
            cacheFile, try HistoryCacheEntry.encode(metrics, tree: tree, key: key))
        try AtomicFile.write([entry], cancellation: cancellation)
    }

    /// Unpacks one variant tree and measures its source metrics exactly as `report --no-build`
    /// measures a folder (without coupling and complexity, which history does not show).
    static func measure(
        tree: String, name: String, label: String, configuration: ToolConfiguration,
        repository: GitRepository, cancellation: CancellationToken
    ) throws -> SourceMetricsCollector.CollectedVariant {
        let folder = try repository.materialize(tree: tree)
        defer { try? FileManager.default.removeItem(at: folder) }
        return SourceMetricsCollector.collect(
            .init(name: name, folder: folder, displayPath: label), shownAs: label,
            configuration: configuration, analyze: false, cancellation: cancellation)
    }

    /// A name for the cache folder of a configuration: trees measured under other rules or by
    /// another build of the tool are not reused (see `ToolIdentity`).
    package static func cacheKey(_ configuration: ToolConfiguration) -> String {
        cacheKey(configuration, tool: ToolIdentity.current)
    }

    /// A digest of `tool` (what measures) and the configuration file's bytes (none for the
    /// defaults).
    package static func cacheKey(_ configuration: ToolConfiguration, tool: String) -> String {
        var bytes = Data("archmetrics \(tool)\n".utf8)
        if let source = configuration.source, let data = try? Data(contentsOf: source) {
            bytes += data
        }
        return ToolIdentity.digest(bytes)
    }
}
