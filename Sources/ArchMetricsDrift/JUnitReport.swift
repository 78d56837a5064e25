import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport

/// The drift report as JUnit XML, the test-report format every CI system reads (GitLab, Jenkins,
/// Azure Pipelines, CircleCI, GitHub through test-reporter actions): drift shows up as failed
/// tests beside the unit tests, with the history and flakiness views those systems keep.
///
/// One test suite per variant; in it one test case per role the variant has (before or after),
/// failing when the role's total or any of its files drifted beyond tolerance, and one case each
/// for the variant itself (added, removed, key class, build status), its test counts and its
/// timings. A role that did not change is a passing case, so the suite counts what was checked.
public enum JUnitReport {
    /// The XML document. `baseline` and `current` supply the roles each variant has; the
    /// verdicts all come from `report`.
    public static func xml(
        _ report: DriftReport, baseline: MetricsSnapshot, current: MetricsSnapshot
    ) -> String {
        let catalog = current.settings?.roleCatalog ?? baseline.settings?.roleCatalog ?? .builtIn
        var suites: [String] = []
        var totalCases = 0
        var totalFailures = 0
        for variant in report.variants {
            let files =
                (baseline.variants.first { $0.name == variant.name }?.files ?? [])
                + (current.variants.first { $0.name == variant.name }?.files ?? [])
            let roles = Set(files.map(\.role)).sorted { catalog.sortKey($0) < catalog.sortKey($1) }
            var cases: [TestCase] = roles.map { role in
                let roleTotal = variant.roles.filter { $0.name == role.rawValue && $0.isDrift }
                let driftedFiles = variant.files.filter {
                    $0.isDrift && ($0.role == role || $0.previousRole == role)
                }
                let failures =
                    roleTotal.map { GitHubActions.roleMessage($0, variant: variant.name) }
                    + driftedFiles.map {
                        "\($0.path): \(GitHubActions.fileMessage($0, variant: variant.name))"
                    }
                return TestCase(
                    name: catalog.title(of: role), failures: failures,
                    summary: [
                        roleTotal.isEmpty ? nil : "role total beyond tolerance",
                        driftedFiles.isEmpty
                            ? nil
                            : "\(driftedFiles.count) file\(driftedFiles.count == 1 ? "" : "s") beyond tolerance",
                    ].compactMap { $0 }.joined(separator: ", "))
            }
            cases.append(
                TestCase(
                    name: "variant", failures: variant.problems,
                    summary: variant.problems.first ?? ""))
            let counts = variant.tests.filter(\.isDrift).map {
                GitHubActions.countMessage($0, variant: variant.name)
            }
            cases.append(
                TestCase(name: "test counts", failures: counts, summary: counts.first ?? ""))
            let slower = variant.timings.filter(\.isDrift).map {
                GitHubActions.timingMessage($0, variant: variant.name)
            }
            cases.append(
                TestCase(
                    name: "timings", failures: slower, summary: slower.first ?? "",
                    skipped: variant.timings.isEmpty ? "timings not compared" : nil))
            let failures = cases.filter { !$0.failures.isEmpty }.count
            totalCases += cases.count
            totalFailures += failures
            suites.append(
                "  <testsuite name=\"\(escape(variant.name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(cases.filter { $0.skipped != nil }.count)\">\n"
                    + cases.map { $0.xml(classname: "archmetrics.\(variant.name)") }.joined()
                    + "  </testsuite>\n")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"archmetrics drift\" tests=\"\(totalCases)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
            + suites.joined() + "</testsuites>\n"
    }

    private struct TestCase {
        var name: String
        /// One line per finding beyond tolerance; empty when the case passes.
        var failures: [String]
        /// The failure's one-line message attribute.
        var summary: String
        var skipped: String? = nil

        func xml(classname: String) -> String {
            let open =
                "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(name))\""
            if let skipped {
                return open
                    + ">\n      <skipped message=\"\(escape(skipped))\"/>\n    </testcase>\n"
            }
            guard !failures.isEmpty else { return open + "/>\n" }
            return open + ">\n"
                + "      <failure message=\"\(escape(summary))\" type=\"drift\">"
                + escape(failures.joined(separator: "\n")) + "</failure>\n"
                + "    </testcase>\n"
        }
    }

    /// Text or attribute value escaped for XML 1.0 (`ValueFormatting.xml`).
    static func escape(_ text: String) -> String { ValueFormatting.xml(text) }
}
