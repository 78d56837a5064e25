/// Line coverage of a named group of files (a feature such as `Gather`, or a role).
public struct CoverageFigure: Codable, Equatable, Sendable {
    public var name: String
    public var coveredLines: Int
    public var executableLines: Int
    /// The files the figure covers, relative to the variant folder.
    public var files: [String]
    /// Files of `files` the coverage data does not mention (they add no lines); nil when none.
    public var missingFiles: [String]?

    public init(
        name: String, coveredLines: Int, executableLines: Int, files: [String],
        missingFiles: [String]? = nil
    ) {
        self.name = name
        self.coveredLines = coveredLines
        self.executableLines = executableLines
        self.files = files
        self.missingFiles = missingFiles
    }

    /// Percentage in 0…100; nil when there is nothing executable.
    public var percent: Double? {
        executableLines == 0 ? nil : Double(coveredLines) * 100 / Double(executableLines)
    }
}
