import ArchMetricsSupport

/// The formats `check` and `compare` print (`--format`) and write (`--sarif`, `--junit`): the
/// one place a format's name picks its formatter.
package enum DriftFormat: String, CaseIterable, Sendable {
    case markdown, json, sarif, junit

    /// The formatter of this format, set up from `context`.
    package func formatter(_ context: DriftFormatContext)
        -> any DocumentFormatter<DriftResult, String>
    {
        switch self {
        case .markdown:
            DriftMarkdownFormatter(maxRows: context.maxRows, toolCommand: context.toolCommand)
        case .json: DriftJSONFormatter()
        case .sarif:
            DriftSARIFFormatter(
                repositoryRoot: context.repositoryRoot,
                workingDirectory: context.workingDirectory,
                variantAnchors: context.variantAnchors, toolCommand: context.toolCommand)
        case .junit:
            DriftJUnitFormatter(
                baseline: context.baseline, current: context.current,
                repositoryRoot: context.repositoryRoot,
                workingDirectory: context.workingDirectory, toolCommand: context.toolCommand)
        }
    }
}
