import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// The drift report as Markdown short enough for a pull-request comment or a GitHub step
/// summary: the verdict first, then per variant what changed by how much and where (files,
/// role totals, screens, tests, timings; `DriftMarkdownFormatter+Variant`), long lists capped
/// with "… and N more".
package struct DriftMarkdownFormatter: DocumentFormatter {
    /// Rows per table before the rest is summarised as "… and N more".
    package var maxRows: Int
    /// How a hint names the tool (`ToolInvocation.command`, from the run's environment).
    package var toolCommand: String

    package init(maxRows: Int = 15, toolCommand: String = "archmetrics") {
        self.maxRows = maxRows
        self.toolCommand = toolCommand
    }

    package func format(_ report: DriftResult) -> String {
        var out: [String] = []
        out.append("## archmetrics drift check")
        out.append("")
        out.append(headline(report))
        out.append("")
        out.append(comparedLine(report))
        if let rules = report.rules {
            out.append("")
            out += rulesSection(rules, variantPaths: report.variantPaths)
            out.append("")  // Ends the table: a line right after one would be read as a row.
        }
        let unchanged = report.variants.filter { !$0.hasChanges }.map(\.name)
        if !unchanged.isEmpty { out.append("Unchanged: \(unchanged.joined(separator: ", ")).") }
        for variant in report.variants where variant.hasChanges {
            out.append("")
            out += section(variant)
        }
        if !report.notes.isEmpty {
            out.append("")
            out.append("### Notes")
            out += report.notes.map { "- \(TextEscaping.markdownCell($0))" }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// What was compared, how much of it, and the tolerances that applied to it (exact lines,
    /// files and tests go without saying).
    func comparedLine(_ report: DriftResult) -> String {
        guard let compared = report.compared else {
            return
                "Compared \(report.currentLabel) with \(report.baselineLabel). Tolerances: \(TextEscaping.markdownCell(report.tolerances.summary))."
        }
        let counts = [
            DriftText.plural(compared.files, "file"),
            compared.timings > 0 ? DriftText.plural(compared.timings, "timing") : nil,
            compared.compileWorkFiles > 0
                ? "compile work of \(DriftText.plural(compared.compileWorkFiles, "file"))" : nil,
        ].compactMap { $0 }.joined(separator: ", ")
        let tolerances = report.tolerances.summary(
            timings: compared.timings > 0, compileWork: compared.compileWorkFiles > 0)
        // Compile work that could not be compared is neither passed nor failed: said here, on
        // the line that says what was compared, not only in the notes below.
        let incomparable = report.variants.filter { $0.compileWorkNotComparable != nil }
        let notCompared =
            incomparable.isEmpty
            ? ""
            : "; compile work of \(incomparable.map(\.name).joined(separator: ", ")) not comparable (measured with another compiler)"
        return
            "Compared \(report.currentLabel) with \(report.baselineLabel): \(counts)\(notCompared). Tolerances: "
            + (tolerances.isEmpty
                ? "exact (lines, files, tests)" : TextEscaping.markdownCell(tolerances)) + "."
    }

    /// The verdict in one bold line: the rules' first when they fail, then the drift's.
    package func headline(_ report: DriftResult) -> String {
        guard let rules = report.rules, rules.failed else { return driftHeadline(report) }
        return "**FAIL — architecture rules:** \(Self.rulesVerdict(rules)). "
            + driftHeadline(report)
    }

    /// `2 new violations, 1 stale frozen entry`.
    static func rulesVerdict(_ rules: RuleCheck) -> String {
        [
            rules.new.isEmpty ? nil : DriftText.plural(rules.new.count, "new violation"),
            rules.stale.isEmpty
                ? nil : DriftText.plural(rules.stale.count, "stale frozen entry", "entries"),
        ].compactMap { $0 }.joined(separator: ", ")
    }

    /// The rules' verdict, the count against the frozen one, and each new violation and stale
    /// entry with its file:line.
    func rulesSection(_ rules: RuleCheck, variantPaths: [String: String]) -> [String] {
        var out = [
            "### Architecture rules — "
                + (rules.failed ? "FAIL: \(Self.rulesVerdict(rules))" : "pass")
        ]
        out.append("")
        out.append(
            "Violations: \(rules.current.count) now, \(rules.frozenCount) frozen in the baseline "
                + "(\(rules.change == 0 ? "±0" : rules.change > 0 ? "+\(rules.change)" : "\(rules.change)"))."
        )
        func rows(_ list: [RuleViolation]) -> [[String]] {
            list.map { violation in
                [
                    Self.code(violation.location(variantPath: variantPaths[violation.variant])),
                    violation.variant,
                    "\(violation.fromType ?? violation.fromRole.rawValue) → \(violation.toType) "
                        + "(\(violation.toRole.rawValue)\(violation.toScreen.map { "@\($0)" } ?? ""))",
                    Self.code(violation.rule),
                ]
            }
        }
        if !rules.new.isEmpty {
            out.append("")
            out.append("New violations (not frozen in the baseline):")
            out.append("")
            out += table(["Location", "Variant", "Reference", "Rule"], rows(rules.new))
        }
        if !rules.stale.isEmpty {
            out.append("")
            out.append(
                "Stale frozen entries — fixed, but still listed in the baseline. Remove them with "
                    + "`\(toolCommand) check --remove-stale` (with the same `--config`):"
            )
            out.append("")
            out += table(["Location", "Variant", "Reference", "Rule"], rows(rules.stale))
        }
        return out
    }

    /// The drift verdict in one bold line, naming the worst offenders.
    func driftHeadline(_ report: DriftResult) -> String {
        let timingCount = report.variants.reduce(0) { $0 + $1.timings.count }
        guard report.hasDrift else {
            let files = report.variants.reduce(0) { $0 + $1.baselineFileCount }
            let warnings = report.variants.reduce(0) {
                $0 + $1.timings.filter { $0.verdict == .possiblySlower }.count
            }
            let timingText =
                timingCount == 0
                ? ""
                : "; \(timingCount) timings compared"
                    + (warnings > 0
                        ? ", \(warnings) possibly slower but not proven"
                        : ", none significantly slower")
            let changes = report.variants.filter(\.hasChanges).count
            let within =
                changes == 0
                ? "no changes"
                : "changes within tolerance in \(changes) variant\(changes == 1 ? "" : "s")"
            return
                "**PASS — no drift** in \(report.variants.count) variant\(report.variants.count == 1 ? "" : "s") (\(files) files; \(within)\(timingText))."
        }
        let driftedVariants = report.variants.filter(\.hasDrift).map {
            "\(TextEscaping.markdownText($0.name)) (\($0.driftSummary))"
        }
        var first: [String] = []
        for variant in report.variants where variant.hasDrift {
            let name = TextEscaping.markdownText(variant.name)
            first += variant.problems.map { "\(name): \(TextEscaping.markdownCell($0))" }
            first += variant.files.filter(\.isDrift).map {
                "\(name) \($0.roleTitle) \(Self.code($0.path)) \(Self.fileSummary($0))"
            }
            first += variant.timings.filter(\.isDrift).map {
                "\(name) \($0.measure) \($0.changeText)"
            }
        }
        let examples = first.prefix(3).joined(separator: "; ") + (first.count > 3 ? "; …" : "")
        return "**FAIL — drift beyond tolerance** in \(driftedVariants.joined(separator: ", "))."
            + (examples.isEmpty ? "" : " \(examples).")
    }

    /// A table of at most `maxRows` rows, the rest summed up as "… and N more" (`MarkdownTable`).
    func table(_ header: [String], _ rows: [[String]]) -> [String] {
        MarkdownTable(header: header, rows: rows).lines(maxRows: maxRows)
    }

    // MARK: Text helpers

    static func describe(_ file: FileChange) -> String {
        switch file.kind {
        case .renamed: "renamed from \(code(file.previousPath ?? "?"))"
        case .added, .removed, .modified: file.kind.rawValue
        }
    }

    static func fileSummary(_ file: FileChange) -> String {
        switch file.kind {
        case .added: "added (\(file.linesAfter.code) code lines)"
        case .removed: "removed (\(file.linesBefore.code) code lines)"
        case .renamed: "renamed from `\(file.previousPath ?? "?")`"
        case .modified:
            file.roleChanged
                ? "changed role from \(file.previousRoleTitle!)"
                : file.linesBefore.code != file.linesAfter.code
                    ? "code \(DriftText.delta(file.linesBefore.code, file.linesAfter.code))"
                    : "physical lines \(DriftText.delta(file.linesBefore.physical, file.linesAfter.physical))"
        }
    }

    static func verdictText(_ verdict: TimingComparison.Verdict) -> String {
        switch verdict {
        case .slower: "FAIL: slower"
        case .possiblySlower: "warn: possibly slower"
        case .withinNoise: "ok"
        case .faster: "faster"
        case .notComparable: "not compared"
        }
    }

    /// A path or name as a code span: a backtick would end it, a newline the line (or the table).
    static func code(_ text: String) -> String { TextEscaping.codeSpan(text) }
}
