/// What is timed, per variant package.
public enum TimingMeasure: String, Codable, CaseIterable, Sendable {
    /// `swift build` in a fresh scratch folder.
    case cleanBuild
    /// `swift build` again right after, nothing changed.
    case nullBuild
    /// `swift build` after touching one source file of the Gather screen.
    case incrementalBuild
    /// `swift build` after touching every source file of the variant itself, its dependencies
    /// (the bundled core's Kit) already built: the variant's own code compiled and linked, where
    /// the architecture's cost shows undiluted by shared code.
    case variantBuild
    /// `swift test` in a fresh scratch folder: build plus run.
    case cleanTest
    /// The test execution alone, as reported by the test runner.
    case testExecution
}
