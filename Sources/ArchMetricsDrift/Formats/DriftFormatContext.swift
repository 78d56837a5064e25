import ArchMetricsModel

/// What the drift formats need beside the report: the snapshots compared (JUnit lists the
/// roles each variant has, SARIF places findings about a whole variant on one of its files),
/// the repository's top folder (paths GitHub and CI test reports can place are relative to it)
/// and the Markdown's table length.
package struct DriftFormatContext: Sendable {
    package var baseline: MetricsSnapshot
    package var current: MetricsSnapshot
    package var repositoryRoot: String
    /// Rows per Markdown table before the rest is summarised as "… and N more".
    package var maxRows: Int

    package init(
        baseline: MetricsSnapshot, current: MetricsSnapshot, repositoryRoot: String,
        maxRows: Int
    ) {
        self.baseline = baseline
        self.current = current
        self.repositoryRoot = repositoryRoot
        self.maxRows = maxRows
    }
}
