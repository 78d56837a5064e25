import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// GitHub Actions integration of the drift check: workflow-command annotations that put the drift
/// on the pull request's diff, and the Markdown report appended to the job's step summary.
/// See "Workflow commands for GitHub Actions" in GitHub's documentation for the formats.
package enum GitHubActions {
    /// True when running as a GitHub Actions step (`GITHUB_ACTIONS=true`).
    package static func isActive(_ environment: [String: String]) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// `::error file=…,line=…::message` for every change beyond tolerance and `::warning …` for
    /// changes within it and for possible slowdowns. File paths are made relative to `repositoryRoot`
    /// (the workspace), because GitHub matches annotations against repository paths.
    /// At most `limit` annotations (errors first), then one notice saying how many more are in the
    /// report: GitHub shows only 10 error annotations per step (the rest are dropped without a
    /// word), so more would only bury the log; every finding is in the step summary, SARIF and
    /// JUnit.
    package static func annotations(
        for report: DriftReport, repositoryRoot: String, limit: Int = 10
    )
        -> [String]
    {
        let all = allAnnotations(for: report, repositoryRoot: repositoryRoot)
        guard all.count > limit else { return all }
        let ordered =
            all.filter { $0.hasPrefix("::error") } + all.filter { !$0.hasPrefix("::error") }
        return Array(ordered.prefix(limit)) + [
            "::notice title=archmetrics drift::… and \(all.count - limit) more changes; see the drift report"
        ]
    }

    private static func allAnnotations(for report: DriftReport, repositoryRoot: String) -> [String]
    {
        var lines: [String] = []
        if let rules = report.rules {
            lines += ruleAnnotations(rules, variantPaths: report.variantPaths, root: repositoryRoot)
        }
        for variant in report.variants {
            let folder = relative(variant.path, to: repositoryRoot)
            for problem in variant.problems {
                lines.append(
                    command(
                        "error", properties: [("title", "archmetrics drift: \(variant.name)")],
                        message: "\(variant.name): \(problem)"))
            }
            for file in variant.files {
                let path = joined(folder, file.path)
                let message = fileMessage(file, variant: variant.name)
                // A removed file has no line to point at on the new side of the diff.
                var properties = [("file", path)]
                if file.kind != .removed { properties.append(("line", String(file.line))) }
                properties.append(("title", "archmetrics drift: \(file.roleTitle)"))
                lines.append(
                    command(
                        file.isDrift ? "error" : "warning", properties: properties, message: message
                    ))
            }
            for role in variant.roles where role.isDrift {
                lines.append(
                    command(
                        "error",
                        properties: [("title", "archmetrics drift: \(variant.name) \(role.title)")],
                        message: roleMessage(role, variant: variant.name)
                    ))
            }
            for count in variant.tests where count.isDrift {
                lines.append(
                    command(
                        "error",
                        properties: [("title", "archmetrics drift: \(variant.name) tests")],
                        message: countMessage(count, variant: variant.name)
                    ))
            }
            for timing in variant.timings
            where timing.verdict == .slower || timing.verdict == .possiblySlower {
                lines.append(
                    command(
                        timing.isDrift ? "error" : "warning",
                        properties: [
                            ("title", "archmetrics drift: \(variant.name) \(timing.measure)")
                        ],
                        message: timingMessage(timing, variant: variant.name)
                    ))
            }
        }
        return lines
    }

    /// An error on each new violation's line; a stale entry is an error on the line it was
    /// frozen at, saying to remove it.
    private static func ruleAnnotations(
        _ rules: RuleCheck, variantPaths: [String: String], root: String
    ) -> [String] {
        let new = rules.new.map { violation in
            var properties = [
                ("file", repositoryPath(violation, variantPaths: variantPaths, root: root))
            ]
            if let line = violation.line { properties.append(("line", String(line))) }
            properties.append(("title", "archmetrics rule: \(violation.rule)"))
            return command(
                "error", properties: properties,
                message: "\(violation.variant): \(violation.message)")
        }
        // On the file and the line the entry was frozen at, as SARIF and JUnit place it: the
        // reference is gone, but that is where to look.
        let stale = rules.stale.map { violation in
            var properties = [
                ("file", repositoryPath(violation, variantPaths: variantPaths, root: root))
            ]
            if let line = violation.line { properties.append(("line", String(line))) }
            properties.append(("title", "archmetrics rule: stale frozen entry"))
            return command("error", properties: properties, message: staleMessage(violation))
        }
        return new + stale
    }

    /// `folder/file`, or `file` when the folder is the repository root itself.
    static func joined(_ folder: String, _ file: String) -> String {
        folder.isEmpty || folder == "." ? file : "\(folder)/\(file)"
    }

    /// A violation's file as a path in the repository (what annotations and SARIF point at).
    static func repositoryPath(
        _ violation: RuleViolation, variantPaths: [String: String], root: String
    ) -> String {
        joined(relative(variantPaths[violation.variant] ?? "", to: root), violation.file)
    }

    /// What a stale frozen entry is and what to do about it.
    static func staleMessage(_ violation: RuleViolation) -> String {
        "\(violation.variant) \(violation.file): no longer references \(violation.toType) "
            + "(rule '\(violation.rule)'); remove the entry from the baseline with "
            + "'\(ToolInvocation.command()) check --remove-stale'"
    }

    /// What changed in one file, where it sits and how it was judged: the text of its
    /// annotation, shared with the SARIF and JUnit reporters.
    static func fileMessage(_ file: FileChange, variant: String) -> String {
        let place = [file.roleTitle, file.screen, variant].compactMap { $0 }.joined(
            separator: ", ")
        let what: String =
            switch file.kind {
            case .added: "added; "
            case .removed: "removed; "
            case .renamed: "renamed from \(file.previousPath ?? "?"); "
            case .modified:
                file.roleChanged ? "role changed from \(file.previousRoleTitle!); " : ""
            }
        return "\(place): \(what)"
            + "code \(DriftMarkdownRenderer.delta(file.linesBefore.code, file.linesAfter.code)), "
            + "physical \(DriftMarkdownRenderer.delta(file.linesBefore.physical, file.linesAfter.physical)); "
            + (file.isDrift
                ? "beyond tolerance \(file.tolerance)"
                : "within tolerance \(file.tolerance)")
    }

    static func roleMessage(_ role: LineChange, variant: String) -> String {
        "\(variant) \(role.title): code \(DriftMarkdownRenderer.delta(role.baseline.code, role.current.code)), physical \(DriftMarkdownRenderer.delta(role.baseline.physical, role.current.physical)) \(role.isDrift ? "beyond" : "within") tolerance \(role.tolerance?.description ?? "exact")"
    }

    static func countMessage(_ count: CountChange, variant: String) -> String {
        "\(variant) \(count.name): \(DriftMarkdownRenderer.delta(count.baseline, count.current))"
    }

    static func timingMessage(_ timing: TimingComparison, variant: String) -> String {
        "\(variant) \(timing.measure): median \(DriftMarkdownRenderer.seconds(timing.baselineMedian)) → \(DriftMarkdownRenderer.seconds(timing.currentMedian)) (\(timing.changeText)); \(timing.confidence)"
    }

    /// Appends `markdown` to the step summary file (`$GITHUB_STEP_SUMMARY`), keeping what earlier
    /// steps wrote. Appended in place, as the runner expects: the file is the runner's, and its
    /// folder must exist (a missing one means the variable is wrong, not that we should create it).
    package static func appendStepSummary(_ markdown: String, to path: String) throws {
        var text = Data(markdown.utf8)
        if let handle = FileHandle(forReadingAtPath: path) {
            defer { try? handle.close() }
            var info = stat()
            if fstat(handle.fileDescriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                info.st_size > 0
            {
                try? handle.seek(toOffset: UInt64(info.st_size - 1))
                if let last = try? handle.read(upToCount: 1), last != Data("\n".utf8) {
                    text.insert(UInt8(ascii: "\n"), at: 0)
                }
            }
        }
        try AtomicFile.append(text, to: path)
    }

    /// `path` as a path in the repository whose top folder is `root`: what GitHub (annotations,
    /// code scanning) and CI test reports match against. A relative `path` is relative to
    /// `workingDirectory` (snapshots record variant folders relative to where the tool ran),
    /// so a package in `apps/pkg` whose variant is `.` becomes `apps/pkg`. Symbolic links are
    /// resolved on both sides, since git reports the top folder's real path. A path outside
    /// the repository is returned as given.
    static func relative(
        _ path: String, to root: String,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        let absolute =
            path.hasPrefix("/")
            ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).path
        let resolved = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().standardized.path
        let top = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardized.path
        if resolved == top { return "." }
        let base = top.hasSuffix("/") ? top : top + "/"
        if resolved.hasPrefix(base) { return String(resolved.dropFirst(base.count)) }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    private static func command(_ name: String, properties: [(String, String)], message: String)
        -> String
    {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))"
    }

    // GitHub's escaping rules for workflow commands.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
            of: ",", with: "%2C")
    }
}
