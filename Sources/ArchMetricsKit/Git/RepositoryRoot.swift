import Foundation

/// The folder that paths in SARIF, JUnit and GitHub annotations are relative to: the top of the
/// repository the tool runs in. GitHub places a result only by its repository path, so a check
/// run from a package in `apps/pkg` (and every plugin run, which starts in the package folder)
/// must say `apps/pkg/Sources/…`, not `Sources/…`.
package enum RepositoryRoot {
    /// The top of the git repository the context's folder is in (`git rev-parse
    /// --show-toplevel`, stopped by the context's token): the checked-out repository, whose
    /// paths GitHub knows, even when `actions/checkout` put it in a subfolder of the workspace
    /// (`path:`). Without git, the context's `$GITHUB_WORKSPACE` when it is an ancestor of the
    /// folder, else the folder itself (paths stay as they were).
    package static func find(in context: WorkflowContext) -> URL {
        let (folder, environment) = (
            context.folder.resolvingSymlinksInPath().standardized, context.environment
        )
        if let repository = try? GitRepository(at: folder, cancellation: context.cancellation) {
            defer { repository.removeScratch() }
            return repository.topLevel
        }
        if let workspace = environment["GITHUB_WORKSPACE"], !workspace.isEmpty {
            let top = URL(fileURLWithPath: workspace).resolvingSymlinksInPath().standardized
            if folder.path == top.path || folder.path.hasPrefix(top.path + "/") { return top }
        }
        return folder
    }
}
