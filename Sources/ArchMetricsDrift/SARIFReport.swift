import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The drift report as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the
/// format code-scanning services read: GitHub's `upload-sarif` action shows each result on the
/// pull request and in the Security tab, as SwiftLint's and CodeQL's findings are shown.
///
/// One result per finding beyond tolerance: a drifted file (located at the file, at its primary
/// type's line), a role total, a test count, a timing or a variant problem (located at line 1 of
/// the variant's Package.swift or a representative file, since they belong to no one file and
/// code scanning places results only on a file's line). Each metric has its own rule, so a team
/// can filter or dismiss by kind. Possible slowdowns the statistics could not prove are warnings.
package enum SARIFReport {
    package static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    package static let version = "2.1.0"

    /// One kind of finding.
    package struct Rule: Sendable {
        package let id: String
        package let name: String
        package let description: String
    }

    /// Every rule a result can name, in the order the driver lists them.
    package static let rules: [Rule] = [
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
                "A violation frozen in the baseline is gone: remove it with `\(ToolInvocation.command()) check --remove-stale` so the baseline only shrinks."
        ),
        Rule(
            id: "archmetrics/variant", name: "VariantProblem",
            description:
                "A variant appeared or disappeared, its key class changed, or it stopped building or passing its tests."
        ),
    ]

    /// The SARIF log of `report`, as stable JSON. Paths are made relative to `repositoryRoot`,
    /// since code scanning matches results against paths in the repository.
    /// `representativeFiles` (variant → a file path within it) places findings that belong
    /// to a whole variant when it has no `Package.swift`.
    package static func json(
        _ report: DriftReport, repositoryRoot: String, representativeFiles: [String: String] = [:]
    ) throws -> String {
        try StableJSON.string(
            log(report, repositoryRoot: repositoryRoot, representativeFiles: representativeFiles))
    }

    /// Where a finding about a whole variant (a role total, a test count, a timing, a variant
    /// problem) is shown: code scanning places a result only on a file and line, not on a
    /// folder. The variant's `Package.swift` line 1 when it has one, else its representative
    /// file, else its folder (line 1).
    static func variantLocation(
        folder: String, name: String, repositoryRoot: String, representativeFiles: [String: String]
    ) -> Location {
        let package = GitHubActions.joined(folder, "Package.swift")
        let onDisk = package.hasPrefix("/") ? package : "\(repositoryRoot)/\(package)"
        if FileManager.default.fileExists(atPath: onDisk) { return Location(uri: package, line: 1) }
        if let file = representativeFiles[name] {
            return Location(uri: GitHubActions.joined(folder, file), line: 1)
        }
        return Location(uri: folder, line: 1)
    }

    static func log(
        _ report: DriftReport, repositoryRoot: String, representativeFiles: [String: String] = [:]
    ) -> Log {
        var results: [Result] = []
        func add(_ ruleID: String, _ level: String, _ message: String, _ location: Location) {
            let index = rules.firstIndex { $0.id == ruleID }!
            results.append(
                Result(
                    ruleId: ruleID, ruleIndex: index, level: level, message: Message(text: message),
                    locations: [location]))
        }
        for variant in report.variants {
            let folder = GitHubActions.relative(variant.path, to: repositoryRoot)
            let variantLocation = variantLocation(
                folder: folder, name: variant.name, repositoryRoot: repositoryRoot,
                representativeFiles: representativeFiles)
            for problem in variant.problems {
                add("archmetrics/variant", "error", "\(variant.name): \(problem)", variantLocation)
            }
            for file in variant.files where file.isDrift {
                let path = GitHubActions.joined(folder, file.path)
                // A file can be drift for its lines or, within them, for the structural change
                // it takes part in; the lines are the more specific finding.
                let linesDrift = !SnapshotDiff.linesAllowed(
                    file.linesBefore, file.linesAfter, file.tolerance)
                add(
                    linesDrift ? "archmetrics/file-lines" : "archmetrics/file-structure", "error",
                    GitHubActions.fileMessage(file, variant: variant.name),
                    // A removed file has no line on the current side.
                    Location(uri: path, line: file.kind == .removed ? nil : file.line))
            }
            for role in variant.roles where role.isDrift {
                add(
                    "archmetrics/role-lines", "error",
                    GitHubActions.roleMessage(role, variant: variant.name), variantLocation)
            }
            for count in variant.tests where count.isDrift {
                add(
                    "archmetrics/test-count", "error",
                    GitHubActions.countMessage(count, variant: variant.name), variantLocation)
            }
            for timing in variant.timings
            where timing.verdict == .slower || timing.verdict == .possiblySlower {
                add(
                    "archmetrics/timing", timing.isDrift ? "error" : "warning",
                    GitHubActions.timingMessage(timing, variant: variant.name), variantLocation)
            }
        }
        if let rules = report.rules {
            let paths = report.variantPaths
            func path(_ violation: RuleViolation) -> String {
                GitHubActions.repositoryPath(violation, variantPaths: paths, root: repositoryRoot)
            }
            for violation in rules.new {
                add(
                    "archmetrics/architecture-rule", "error",
                    // The message names the rule already.
                    "\(violation.variant): \(violation.message)",
                    Location(uri: path(violation), line: violation.line))
            }
            for violation in rules.stale {
                add(
                    "archmetrics/stale-frozen-violation", "error",
                    GitHubActions.staleMessage(violation),
                    // The reference is gone, so there is no line to point at.
                    Location(uri: path(violation), line: nil))
            }
        }
        let driver = Driver(
            name: "archmetrics", version: ArchMetricsVersion.current,
            rules: rules.map {
                ReportingDescriptor(
                    id: $0.id, name: $0.name, shortDescription: Message(text: $0.description),
                    defaultConfiguration: Configuration(level: "error"))
            })
        return Log(
            schema: schemaURI, version: version,
            runs: [Run(tool: Tool(driver: driver), results: results)])
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
