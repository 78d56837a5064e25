import ArchMetricsModel

/// What the drift formats need beside the report: the snapshots compared (JUnit lists the
/// roles each variant has), the repository's top folder (paths GitHub and CI test reports can
/// place are relative to it), the files findings about a whole variant may be placed on, and
/// the Markdown's table length.
package struct DriftFormatContext: Sendable {
    package var baseline: MetricsSnapshot
    package var current: MetricsSnapshot
    package var repositoryRoot: String
    /// Rows per Markdown table before the rest is summarised as "… and N more".
    package var maxRows: Int
    /// The files the run judged against, as given (the baseline, the configuration): where
    /// SARIF places a finding about a whole variant that has no `Package.swift`, the first
    /// that exists in the repository (`DriftSARIFFormatter.variantLocation`).
    package var variantAnchors: [String] = []
    /// How a hint names the tool: `ToolInvocation.command` for the run's environment.
    package var toolCommand: String
    /// The folder the run's relative paths are relative to: the run's context's folder.
    package var workingDirectory: String

    package init(
        baseline: MetricsSnapshot, current: MetricsSnapshot, repositoryRoot: String,
        workingDirectory: String, maxRows: Int, variantAnchors: [String] = [],
        toolCommand: String
    ) {
        self.toolCommand = toolCommand
        self.workingDirectory = workingDirectory
        self.baseline = baseline
        self.current = current
        self.repositoryRoot = repositoryRoot
        self.maxRows = maxRows
        self.variantAnchors = variantAnchors
    }
}
