import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The drift report as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the
/// format code-scanning services read: GitHub's `upload-sarif` action shows each result on the
/// pull request and in the Security tab, as SwiftLint's and CodeQL's findings are shown.
///
/// One result per finding beyond tolerance: a drifted file (located at the file, at its primary
/// type's line), a role total, a test count, a timing or a variant problem (they belong to no
/// one file: see `variantLocation`). Each metric has its own rule, so a team can filter or
/// dismiss by kind. Possible slowdowns the statistics could not prove are warnings.
package struct DriftSARIFFormatter: DocumentFormatter {
    package static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    package static let version = "2.1.0"

    /// Paths are made relative to it, since code scanning matches results against paths in the
    /// repository.
    package var repositoryRoot: String
    /// The files the run judged against (`DriftFormatContext.variantAnchors`), as given.
    package var variantAnchors: [String]
    /// How a hint names the tool (`ToolInvocation.command`, from the run's environment).
    package var toolCommand: String
    /// The folder the run's relative variant paths are relative to (the run's context's
    /// folder); by default the repository's top.
    package var workingDirectory: String

    package init(
        repositoryRoot: String, workingDirectory: String? = nil, variantAnchors: [String] = [],
        toolCommand: String = "archmetrics"
    ) {
        self.repositoryRoot = repositoryRoot
        self.workingDirectory = workingDirectory ?? repositoryRoot
        self.variantAnchors = variantAnchors
        self.toolCommand = toolCommand
    }

    /// One kind of finding.
    package struct Rule: Sendable {
        package let id: String
        package let name: String
        package let description: String
    }

    /// Every rule a result can name, in the order the driver lists them.
    /// The rules, in the driver's order; a description's hint names the tool as `toolCommand`.
    package var rules: [Rule] { Self.rules(toolCommand: toolCommand) }

    package static func rules(toolCommand: String) -> [Rule] {
        [
            Rule(
                id: "archmetrics/file-lines", name: "FileLinesDrift",
                description:
                    "A file's code or physical lines moved beyond the line tolerance of its role."),
            Rule(
                id: "archmetrics/file-structure", name: "FileStructureDrift",
                description:
                    "Files were added, removed, renamed or moved to another role or screen beyond the `files` tolerance."
            ),
            Rule(
                id: "archmetrics/role-lines", name: "RoleLinesDrift",
                description: "A role's line total in a variant moved beyond its tolerance."),
            Rule(
                id: "archmetrics/test-count", name: "TestCountDrift",
                description:
                    "A test count (test functions, tests run or passed) moved beyond the `tests` tolerance."
            ),
            Rule(
                id: "archmetrics/timing", name: "TimingDrift",
                description:
                    "A build or test timing is slower than the timing tolerance allows, and significantly so."
            ),
            Rule(
                id: "archmetrics/architecture-rule", name: "ArchitectureRuleViolation",
                description:
                    "A reference the configuration's `rules` forbid (a role or screen depending on one it may not), not frozen in the baseline."
            ),
            Rule(
                id: "archmetrics/stale-frozen-violation", name: "StaleFrozenViolation",
                description:
                    "A violation frozen in the baseline is gone: remove it with `\(toolCommand) check --remove-stale` so the baseline only shrinks."
            ),
            Rule(
                id: "archmetrics/variant", name: "VariantProblem",
                description:
                    "A variant appeared or disappeared, its key class changed, or it stopped building or passing its tests."
            ),
        ]
    }

    /// The SARIF log of `report`, as stable JSON.
    package func format(_ report: DriftResult) throws -> String {
        try StableJSON.string(log(report))
    }

    /// Where a finding about a whole variant (a role total, a test count, a timing, a variant
    /// problem) is shown. Code scanning places a result on a file's line, and no one source
    /// file is to blame (pinning it on the variant's first file, say `Demo/main.swift`, points
    /// a reviewer at a file nobody changed). So: line 1 of the variant's `Package.swift` when
    /// the work tree has one (the file that declares the variant); else line 1 of the file the
    /// run judged against, the baseline or the configuration (where the figure is accepted
    /// when the change is meant); else, with neither in the repository (`compare REV:PATH`
    /// without a config), the variant's folder, a location ending in `/` with no line.
    func variantLocation(folder: String) -> Location {
        let package = RepositoryPath.joined(folder, "Package.swift")
        if exists(package) { return Location(uri: package, line: 1) }
        let anchor = variantAnchors.lazy.map {
            RepositoryPath.relative(
                $0, to: self.repositoryRoot, workingDirectory: self.workingDirectory)
        }.first { !$0.hasPrefix("/") && !$0.hasPrefix("../") && self.exists($0) }
        if let anchor { return Location(uri: anchor, line: 1) }
        return Location(uri: folder == "." ? "./" : folder + "/", line: nil)
    }

    /// Whether `path` (from the repository's top, or absolute) is a file on disk.
    private func exists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let onDisk = path.hasPrefix("/") ? path : "\(repositoryRoot)/\(path)"
        return FileManager.default.fileExists(atPath: onDisk, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    /// The log: every variant's findings, then the architecture rules'.
    func log(_ report: DriftResult) -> Log {
        let results =
            report.variants.flatMap(variantResults)
            + (report.rules.map { ruleResults($0, variantPaths: report.variantPaths) } ?? [])
        let driver = Driver(
            name: "archmetrics", version: ArchMetricsVersion.current,
            rules: rules.map {
                ReportingDescriptor(
                    id: $0.id, name: $0.name, shortDescription: Message(text: $0.description),
                    defaultConfiguration: Configuration(level: "error"))
            })
        return Log(
            schema: Self.schemaURI, version: Self.version,
            runs: [Run(tool: Tool(driver: driver), results: results)])
    }

    /// A result of the rule `ruleID`, with its index in the driver's list.
    func result(_ ruleID: String, _ level: String, _ message: String, _ location: Location)
        -> Result
    {
        let index = rules.firstIndex { $0.id == ruleID }!
        return Result(
            ruleId: ruleID, ruleIndex: index, level: level, message: Message(text: message),
            locations: [location])
    }

    /// A variant's problems, drifted files, role totals, test counts and slower timings.
    func variantResults(_ variant: VariantDrift) -> [Result] {
        let folder = RepositoryPath.relative(
            variant.path, to: repositoryRoot, workingDirectory: workingDirectory)
        let whole = variantLocation(folder: folder)
        var results: [Result] = []
        for problem in variant.problems {
            results.append(
                result(
                    "archmetrics/variant", "error", "\(variant.name): \(problem)", whole))
        }
        for file in variant.files where file.isDrift {
            let path = RepositoryPath.joined(folder, file.path)
            // A file can be drift for its lines or, within them, for the structural change
            // it takes part in; the lines are the more specific finding.
            let linesDrift = !SnapshotDiff.linesAllowed(
                file.linesBefore, file.linesAfter, file.tolerance)
            results.append(
                result(
                    linesDrift ? "archmetrics/file-lines" : "archmetrics/file-structure", "error",
                    DriftFindingText.file(file, variant: variant.name),
                    // A removed file has no line on the current side.
                    Location(uri: path, line: file.kind == .removed ? nil : file.line)))
        }
        for role in variant.roles where role.isDrift {
            results.append(
                result(
                    "archmetrics/role-lines", "error",
                    DriftFindingText.role(role, variant: variant.name), whole))
        }
        for count in variant.tests where count.isDrift {
            results.append(
                result(
                    "archmetrics/test-count", "error",
                    DriftFindingText.count(count, variant: variant.name), whole))
        }
        for timing in variant.timings
        where timing.verdict == .slower || timing.verdict == .possiblySlower {
            results.append(
                result(
                    "archmetrics/timing", timing.isDrift ? "error" : "warning",
                    DriftFindingText.timing(timing, variant: variant.name), whole))
        }
        return results
    }

    /// Each new violation at its line, each stale frozen entry at its file.
    func ruleResults(_ rules: RuleCheck, variantPaths: [String: String]) -> [Result] {
        func path(_ violation: RuleViolation) -> String {
            RepositoryPath.of(
                violation, variantPaths: variantPaths, root: repositoryRoot,
                workingDirectory: workingDirectory)
        }
        let new = rules.new.map { violation in
            result(
                "archmetrics/architecture-rule", "error",
                // The message names the rule already.
                "\(violation.variant): \(violation.message)",
                Location(uri: path(violation), line: violation.line))
        }
        let stale = rules.stale.map { violation in
            result(
                "archmetrics/stale-frozen-violation", "error",
                DriftFindingText.stale(violation, tool: toolCommand),
                // The reference is gone, so there is no line to point at.
                Location(uri: path(violation), line: nil))
        }
        return new + stale
    }

    // MARK: The SARIF objects used, with the spec's property names

    struct Log: Codable {
        var schema: String
        var version: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Codable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Codable { var driver: Driver }

    struct Driver: Codable {
        var name: String
        var version: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Codable {
        var id: String
        var name: String
        var shortDescription: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Codable { var level: String }

    struct Message: Codable { var text: String }

    struct Result: Codable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
    }

    struct Location: Codable {
        var physicalLocation: PhysicalLocation

        init(uri: String, line: Int?) {
            physicalLocation = PhysicalLocation(
                // A URI reference: a space in a folder name must be %20.
                artifactLocation: ArtifactLocation(
                    uri: uri.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? uri),
                region: line.map { Region(startLine: $0) })
        }
    }

    struct PhysicalLocation: Codable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Codable { var uri: String }

    struct Region: Codable { var startLine: Int }
}
