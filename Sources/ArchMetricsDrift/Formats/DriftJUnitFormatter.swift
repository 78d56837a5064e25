import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The drift report as JUnit XML, the test-report format every CI system reads (GitLab, Jenkins,
/// Azure Pipelines, CircleCI, GitHub through test-reporter actions): drift shows up as failed
/// tests beside the unit tests, with the history and flakiness views those systems keep.
///
/// Every finding that fails the check is a failing test case of its own, so the document's
/// `failures` count is the check's: each drifted file (with `file` and `line` attributes, as
/// GitLab and Jenkins place them), role total, test count, timing and variant problem, and each
/// new architecture-rule violation and stale frozen entry (a suite of their own). A role, the
/// variant, its test counts and its timings with nothing beyond tolerance are one passing case
/// each, so the suite also counts what was checked and passed.
package struct DriftJUnitFormatter: DocumentFormatter {
    /// The snapshots compared supply the roles each variant has; the verdicts all come from the
    /// report.
    package var baseline: MetricsSnapshot
    package var current: MetricsSnapshot
    /// Paths are relative to it, as in SARIF.
    package var repositoryRoot: String
    /// How a hint names the tool (`ToolInvocation.command`, from the run's environment).
    package var toolCommand: String
    /// The folder the run's relative variant paths are relative to (the run's context's
    /// folder); by default the repository's top.
    package var workingDirectory: String

    package init(
        baseline: MetricsSnapshot, current: MetricsSnapshot, repositoryRoot: String,
        workingDirectory: String? = nil, toolCommand: String = "archmetrics"
    ) {
        self.baseline = baseline
        self.current = current
        self.repositoryRoot = repositoryRoot
        self.workingDirectory = workingDirectory ?? repositoryRoot
        self.toolCommand = toolCommand
    }

    /// The XML document: a suite per variant, then the architecture rules' suite.
    package func format(_ report: DriftResult) -> String {
        var suites = report.variants.map(suite)
        if let rules = report.rules {
            suites.append(rulesSuite(rules, variantPaths: report.variantPaths))
        }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"archmetrics drift\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
            + suites.map(\.xml).joined() + "</testsuites>\n"
    }

    /// A variant's suite: a case per role, then its problems, test counts and timings.
    private func suite(_ variant: VariantDrift) -> Suite {
        var cases = roleCases(variant)
        cases += Self.passingOr("variant", variant.problems.map { Finding(name: $0, message: $0) })
        cases += Self.passingOr(
            "test counts",
            variant.tests.filter(\.isDrift).map {
                Finding(name: $0.name, message: DriftFindingText.count($0, variant: variant.name))
            })
        if let reason = variant.compileWorkNotComparable {
            cases.append(TestCase(name: "compile work", skipped: "not comparable: \(reason)"))
        }
        let slower = variant.timings.filter(\.isDrift)
        if variant.timings.isEmpty {
            cases.append(TestCase(name: "timings", skipped: "timings not compared"))
        } else {
            cases += Self.passingOr(
                "timings",
                slower.map {
                    Finding(
                        name: $0.measure,
                        message: DriftFindingText.timing($0, variant: variant.name))
                })
        }
        return Suite(name: variant.name, cases: cases)
    }

    /// Per role either side of the variant has, in the catalog's order: its total and each of
    /// its files beyond tolerance as failures, else one passing case.
    private func roleCases(_ variant: VariantDrift) -> [TestCase] {
        let catalog = current.settings?.roleCatalog ?? baseline.settings?.roleCatalog ?? .builtIn
        let folder = RepositoryPath.relative(
            variant.path, to: repositoryRoot, workingDirectory: workingDirectory)
        let files =
            (baseline.variants.first { $0.name == variant.name }?.files ?? [])
            + (current.variants.first { $0.name == variant.name }?.files ?? [])
        let roles = Set(files.map(\.role)).sorted { catalog.sortKey($0) < catalog.sortKey($1) }
        var cases: [TestCase] = []
        for role in roles {
            let title = catalog.title(of: role)
            let roleTotals = variant.roles.filter { $0.name == role.rawValue && $0.isDrift }
            let driftedFiles = variant.files.filter {
                $0.isDrift && ($0.role == role || $0.previousRole == role)
            }
            cases += roleTotals.map {
                TestCase(
                    name: "\(title) total",
                    failure: DriftFindingText.role($0, variant: variant.name))
            }
            cases += driftedFiles.map { file in
                let path = RepositoryPath.joined(folder, file.path)
                // A removed file has no line on the current side.
                let line = file.kind == .removed ? nil : file.line
                return TestCase(
                    name: "\(title): \(file.path)",
                    failure: "\(path)\(line.map { ":\($0)" } ?? ""): "
                        + DriftFindingText.file(file, variant: variant.name),
                    file: path, line: line)
            }
            if roleTotals.isEmpty && driftedFiles.isEmpty {
                cases.append(TestCase(name: title))
            }
        }
        return cases
    }

    /// Each new violation and stale frozen entry a failing case, else one passing case.
    private func rulesSuite(_ rules: RuleCheck, variantPaths: [String: String]) -> Suite {
        func location(_ violation: RuleViolation) -> String {
            RepositoryPath.of(
                violation, variantPaths: variantPaths, root: repositoryRoot,
                workingDirectory: workingDirectory)
        }
        var cases: [TestCase] = rules.new.map { violation in
            let path = location(violation)
            return TestCase(
                name: "\(violation.rule): \(violation.variant) \(violation.file)",
                failure: "\(path)\(violation.line.map { ":\($0)" } ?? ""): "
                    + "\(violation.variant): \(violation.message)",
                file: path, line: violation.line)
        }
        cases += rules.stale.map { violation in
            let path = location(violation)
            return TestCase(
                name: "stale frozen entry: \(violation.variant) \(violation.file)",
                failure: "\(path): \(DriftFindingText.stale(violation, tool: toolCommand))",
                file: path)
        }
        if cases.isEmpty { cases.append(TestCase(name: "architecture rules")) }
        return Suite(name: "architecture rules", cases: cases)
    }

    /// What failed, and the line that says so.
    private struct Finding {
        var name: String
        var message: String
    }

    /// One failing case per finding, named `kind: name`; a passing `kind` case when there is
    /// none.
    private static func passingOr(_ kind: String, _ findings: [Finding]) -> [TestCase] {
        findings.isEmpty
            ? [TestCase(name: kind)]
            : findings.map { TestCase(name: "\(kind): \($0.name)", failure: $0.message) }
    }

    private struct Suite {
        var name: String
        var cases: [TestCase]

        var failures: Int { cases.filter { $0.failure != nil }.count }

        var xml: String {
            "  <testsuite name=\"\(escape(name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(cases.filter { $0.skipped != nil }.count)\">\n"
                + cases.map { $0.xml(classname: "archmetrics.\(name)") }.joined()
                + "  </testsuite>\n"
        }
    }

    private struct TestCase {
        var name: String
        /// The finding, one line; nil when the case passes.
        var failure: String? = nil
        /// Where the finding is, relative to the repository (GitLab and Jenkins link to it).
        var file: String? = nil
        var line: Int? = nil
        var skipped: String? = nil

        func xml(classname: String) -> String {
            var open = "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(name))\""
            if let file { open += " file=\"\(escape(file))\"" }
            if let line { open += " line=\"\(line)\"" }
            if let skipped {
                return open
                    + ">\n      <skipped message=\"\(escape(skipped))\"/>\n    </testcase>\n"
            }
            guard let failure else { return open + "/>\n" }
            return open + ">\n"
                + "      <failure message=\"\(escape(failure))\" type=\"archmetrics\">"
                + escape(failure) + "</failure>\n"
                + "    </testcase>\n"
        }
    }

    /// Text or attribute value escaped for XML 1.0 (`TextEscaping.xml`).
    static func escape(_ text: String) -> String { TextEscaping.xml(text) }
}
