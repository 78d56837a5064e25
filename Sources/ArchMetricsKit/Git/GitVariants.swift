import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// `--variants NAME=REV:PATH`: variants read from a git revision instead of the work tree
/// (`before=main~20:App`, `after=HEAD:App`). Each is unpacked from git's objects into a scratch
/// folder (see `GitRepository`), measured there, and reported under its `REV:PATH` label; the
/// user's checkout is never touched. Variants given as plain folders are left as they are.
package struct GitVariants {
    /// The variants to load the configuration with: unpacked folders in place of the git
    /// revisions.
    package private(set) var overrides: [VariantOverride] = []
    /// `REV:PATH` of each variant read from git, by name: the path reports show.
    package private(set) var labels: [String: String] = [:]
    private var repository: GitRepository?

    /// A value read as a git revision (`RevisionPath`): it holds a colon and is not a path on
    /// disk (so a folder whose name contains a colon is still a folder).
    package static func revisionAndPath(_ value: String, in directory: URL) -> (String, String)? {
        RevisionPath(value, in: directory).map { ($0.revision, $0.path) }
    }

    /// Unpacks every `--variants` value that names a git revision; throws a clear input error
    /// for a folder outside any repository, an unknown revision, or a path missing at it.
    package init(
        resolving variants: [VariantOverride], in directory: URL, cancellation: CancellationToken
    ) throws {
        let gitVariants = variants.compactMap { variant in
            Self.revisionAndPath(variant.path, in: directory).map {
                (variant.name, variant.path, $0.0, $0.1)
            }
        }
        guard !gitVariants.isEmpty else {
            overrides = variants
            return
        }
        // git resolves `..` itself and answers "outside repository" in its own words: say
        // what PATH is instead.
        for (_, value, revision, path) in gitVariants
        where path.split(separator: "/").contains("..") {
            throw ArchMetricsError.input(
                "\(value): PATH '\(path)' climbs with '..', which a git revision's path cannot",
                hint:
                    "Name the folder from the repository's top (\(revision):sub/folder), or from the current folder as \(revision):./folder, without '..'."
            )
        }
        let repository = try GitRepository(at: directory, cancellation: cancellation)
        self.repository = repository
        do {
            for (_, _, revision, _) in gitVariants { _ = try repository.commit(revision) }
            let trees = try repository.trees(gitVariants.map { $0.1 })
            var unpacked: [String: URL] = [:]
            for ((name, value, revision, path), tree) in zip(gitVariants, trees) {
                guard let tree else {
                    throw ArchMetricsError.input(
                        "\(value) (variant \(name)): no folder '\(path)' at revision '\(revision)'",
                        hint:
                            "PATH is relative to the repository's top folder (REV:./PATH for one relative to the current folder); git ls-tree -d \(revision) lists its folders."
                    )
                }
                // Two variants of one tree (an unchanged folder) share one unpacked copy.
                unpacked[tree] = try unpacked[tree] ?? repository.materialize(tree: tree)
                labels[name] = value
            }
            overrides = variants.map { variant in
                guard labels[variant.name] != nil,
                    let index = gitVariants.firstIndex(where: { $0.0 == variant.name })
                else { return variant }
                return VariantOverride(name: variant.name, path: unpacked[trees[index]!]!.path)
            }
        } catch {
            repository.removeScratch()
            throw error
        }
    }

    /// Names the variants read from git by their `REV:PATH` in the configuration's reports.
    package func label(_ configuration: inout ToolConfiguration) {
        for index in configuration.variants.indices {
            if let label = labels[configuration.variants[index].name] {
                configuration.variants[index].displayPath = label
            }
        }
    }

    /// Removes the unpacked trees.
    package func removeScratch() { repository?.removeScratch() }
}

extension GitVariants {
    /// Source metrics of variants given as `(name, REV:PATH or folder)`, classified with the
    /// configuration `configPath` (else ./archmetrics.json when it exists, else the defaults):
    /// one side of `compare REV:PATH REV:PATH`. The unpacked trees are removed before it returns.
    /// `warn` gets the configuration's warnings.
    package static func sourceMetrics(
        _ variants: [VariantOverride], configPath: URL?, in context: WorkflowContext,
        warn: (String) -> Void
    ) throws -> MetricsSnapshot {
        try withConfiguration(variants, configPath: configPath, root: nil, in: context) {
            $0.warnings.forEach(warn)
            return try SnapshotWorkflow.sourceMetrics($0, in: context)
        }
    }

    /// Calls `body` with the configuration (`configPath`, else ./archmetrics.json when it
    /// exists, else the defaults; variants under `root`) with `variants` overriding its own:
    /// those given as `REV:PATH` unpacked from git's objects and labelled with their revisions,
    /// the unpacked trees removed when `body` returns. Paths are read from the context's folder.
    package static func withConfiguration<Result>(
        _ variants: [VariantOverride], configPath: URL?, root: URL?, in context: WorkflowContext,
        _ body: (ToolConfiguration) throws -> Result
    ) throws -> Result {
        let git = try GitVariants(
            resolving: variants, in: context.folder, cancellation: context.cancellation)
        defer { git.removeScratch() }
        var configuration = try ToolConfiguration.load(
            path: configPath, root: root, variantOverrides: git.overrides, in: context)
        git.label(&configuration)
        return try body(configuration)
    }
}
