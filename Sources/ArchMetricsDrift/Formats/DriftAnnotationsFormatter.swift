import ArchMetricsModel
import ArchMetricsSupport

/// The drift report as GitHub Actions workflow-command annotations, which put the drift on the
/// pull request's diff: `::error file=…,line=…::message` for every change beyond tolerance and
/// `::warning …` for changes within it and for possible slowdowns. File paths are made relative
/// to the repository root (the workspace), because GitHub matches annotations against
/// repository paths. See "Workflow commands for GitHub Actions" in GitHub's documentation.
///
/// At most `limit` annotations (errors first), then one notice saying how many more are in the
/// report: GitHub shows only 10 error annotations per step (the rest are dropped without a
/// word), so more would only bury the log; every finding is in the step summary, SARIF and
/// JUnit.
package struct DriftAnnotationsFormatter: DocumentFormatter {
    package var repositoryRoot: String
    package var limit: Int
    /// How a hint names the tool (`ToolInvocation.command`, from the run's environment).
    package var toolCommand: String
    /// The folder the run's relative variant paths are relative to (the run's context's
    /// folder); by default the repository's top.
    package var workingDirectory: String

    package init(
        repositoryRoot: String, workingDirectory: String? = nil, limit: Int = 10,
        toolCommand: String = "archmetrics"
    ) {
        self.repositoryRoot = repositoryRoot
        self.workingDirectory = workingDirectory ?? repositoryRoot
        self.limit = limit
        self.toolCommand = toolCommand
    }

    /// One annotation a line, as a later step prints them from a file.
    package func format(_ report: DriftResult) -> String {
        annotations(report).map { $0 + "\n" }.joined()
    }

    /// The annotations, one workflow command each.
    package func annotations(_ report: DriftResult) -> [String] {
        let all = allAnnotations(report)
        guard all.count > limit else { return all }
        let ordered =
            all.filter { $0.hasPrefix("::error") } + all.filter { !$0.hasPrefix("::error") }
        return Array(ordered.prefix(limit)) + [
            "::notice title=archmetrics drift::… and \(all.count - limit) more changes; see the drift report"
        ]
    }

    private func allAnnotations(_ report: DriftResult) -> [String] {
        (report.rules.map { ruleAnnotations($0, variantPaths: report.variantPaths) } ?? [])
            + report.variants.flatMap(variantAnnotations)
    }

    /// A variant's problems, changed files, and role totals, test counts and timings beyond
    /// tolerance (possible slowdowns as warnings).
    private func variantAnnotations(_ variant: VariantDrift) -> [String] {
        let folder = RepositoryPath.relative(
            variant.path, to: repositoryRoot, workingDirectory: workingDirectory)
        let title = "archmetrics drift: \(variant.name)"
        var lines = variant.problems.map { problem in
            Self.command(
                "error", properties: [Property("title", title)],
                message: "\(variant.name): \(problem)")
        }
        for file in variant.files {
            // A removed file has no line to point at on the new side of the diff.
            var properties = [Property("file", RepositoryPath.joined(folder, file.path))]
            if file.kind != .removed { properties.append(Property("line", String(file.line))) }
            properties.append(Property("title", "archmetrics drift: \(file.roleTitle)"))
            lines.append(
                Self.command(
                    file.isDrift ? "error" : "warning", properties: properties,
                    message: DriftFindingText.file(file, variant: variant.name)))
        }
        lines += variant.roles.filter(\.isDrift).map { role in
            Self.command(
                "error", properties: [Property("title", "\(title) \(role.title)")],
                message: DriftFindingText.role(role, variant: variant.name))
        }
        lines += variant.tests.filter(\.isDrift).map { count in
            Self.command(
                "error", properties: [Property("title", "\(title) tests")],
                message: DriftFindingText.count(count, variant: variant.name))
        }
        lines += variant.timings.filter {
            $0.verdict == .slower || $0.verdict == .possiblySlower
        }.map { timing in
            Self.command(
                timing.isDrift ? "error" : "warning",
                properties: [Property("title", "\(title) \(timing.measure)")],
                message: DriftFindingText.timing(timing, variant: variant.name))
        }
        return lines
    }

    /// An error on each new violation's line; a stale entry is an error on the line it was
    /// frozen at, saying to remove it.
    private func ruleAnnotations(_ rules: RuleCheck, variantPaths: [String: String]) -> [String] {
        func properties(_ violation: RuleViolation, title: String) -> [Property] {
            var properties = [
                Property(
                    "file",
                    RepositoryPath.of(
                        violation, variantPaths: variantPaths, root: repositoryRoot,
                        workingDirectory: workingDirectory))
            ]
            if let line = violation.line { properties.append(Property("line", String(line))) }
            properties.append(Property("title", title))
            return properties
        }
        let new = rules.new.map { violation in
            Self.command(
                "error",
                properties: properties(violation, title: "archmetrics rule: \(violation.rule)"),
                message: "\(violation.variant): \(violation.message)")
        }
        // On the file and the line the entry was frozen at, as SARIF and JUnit place it: the
        // reference is gone, but that is where to look.
        let stale = rules.stale.map { violation in
            Self.command(
                "error",
                properties: properties(violation, title: "archmetrics rule: stale frozen entry"),
                message: DriftFindingText.stale(violation, tool: toolCommand))
        }
        return new + stale
    }

    /// A workflow command's property: `name=value`.
    struct Property {
        var name: String
        var value: String
        init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    private static func command(_ name: String, properties: [Property], message: String)
        -> String
    {
        let list = properties.map { "\($0.name)=\(escapeProperty($0.value))" }.joined(
            separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))"
    }

    // GitHub's escaping rules for workflow commands (`TextEscaping`).
    static func escapeData(_ text: String) -> String { TextEscaping.annotationData(text) }

    static func escapeProperty(_ text: String) -> String { TextEscaping.annotationProperty(text) }
}
