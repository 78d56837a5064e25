import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// One variant's section: its verdict and problems, then a table per kind of figure that
/// changed (files, role totals, screens, tests, timings).
extension DriftMarkdownFormatter {
    func section(_ variant: VariantDrift) -> [String] {
        var out = [
            "### \(TextEscaping.markdownText(variant.name)) — \(variant.hasDrift ? "FAIL: \(variant.driftSummary) beyond tolerance" : "within tolerance")"
        ]
        out += variant.problems.map { "- **\(TextEscaping.markdownCell($0))**" }
        // Each table after a blank line; a kind with nothing that changed has none.
        for lines in [
            files(variant), roleTotals(variant), screens(variant), tests(variant),
            timings(variant),
        ] where !lines.isEmpty {
            out.append("")
            out += lines
        }
        return out
    }

    /// The files that changed, with the structural changes counted against their tolerance.
    func files(_ variant: VariantDrift) -> [String] {
        guard !variant.files.isEmpty else { return [] }
        let structure =
            variant.structuralChangeCount == 0
            ? ""
            : " \(DriftText.plural(variant.structuralChangeCount, "structural change")) (added, removed, renamed or moved; tolerance \(variant.structureTolerance)\(variant.structureWithinTolerance ? "" : ", **exceeded**"))."
        return ["Files (\(variant.files.count) changed).\(structure)", ""]
            + table(
                ["File", "Change", "Role", "Screen", "Code", "Physical", "Verdict"],
                variant.files.map { file in
                    [
                        Self.code(file.path), Self.describe(file),
                        file.roleTitle
                            + (file.roleChanged ? " (was \(file.previousRoleTitle!))" : ""),
                        (file.screen ?? "–")
                            + (file.screenChanged ? " (was \(file.previousScreen ?? "–"))" : ""),
                        DriftText.delta(file.linesBefore.code, file.linesAfter.code),
                        DriftText.delta(file.linesBefore.physical, file.linesAfter.physical),
                        (file.isDrift ? "FAIL" : "ok") + " (\(judgedBy(file, in: variant)))",
                    ]
                })
    }

    /// The tolerance a file was judged by: its lines', or for a file added or removed (no
    /// growth to judge) the structure's.
    func judgedBy(_ file: FileChange, in variant: VariantDrift) -> String {
        file.kind == .added || file.kind == .removed
            ? "files \(variant.structureTolerance)" : "\(file.tolerance)"
    }

    func roleTotals(_ variant: VariantDrift) -> [String] {
        guard !variant.roles.isEmpty else { return [] }
        return table(
            ["Role total", "Code", "Physical", "Tolerance", "Verdict"],
            variant.roles.map { role in
                [
                    role.title, DriftText.delta(role.baseline.code, role.current.code),
                    DriftText.delta(role.baseline.physical, role.current.physical),
                    role.tolerance.map(\.description) ?? "–", role.isDrift ? "FAIL" : "ok",
                ]
            })
    }

    /// Per screen, then the variant's total: a breakdown, never judged.
    func screens(_ variant: VariantDrift) -> [String] {
        guard !variant.screens.isEmpty || variant.total.baseline != variant.total.current else {
            return []
        }
        return table(
            ["Screen", "Code", "Physical"],
            variant.screens.map { screen in
                [
                    screen.title, DriftText.delta(screen.baseline.code, screen.current.code),
                    DriftText.delta(screen.baseline.physical, screen.current.physical),
                ]
            } + [
                [
                    "**\(variant.name) total**",
                    DriftText.delta(variant.total.baseline.code, variant.total.current.code),
                    DriftText.delta(
                        variant.total.baseline.physical, variant.total.current.physical),
                ]
            ])
    }

    func tests(_ variant: VariantDrift) -> [String] {
        guard !variant.tests.isEmpty else { return [] }
        return table(
            ["Tests", "Count", "Verdict"],
            variant.tests.map { count in
                [
                    count.name, DriftText.delta(count.baseline, count.current),
                    count.isDrift ? "FAIL" : "ok",
                ]
            })
    }

    /// The timings that moved beyond noise in a table, those within it named on one line.
    func timings(_ variant: VariantDrift) -> [String] {
        var out: [String] = []
        let timings = variant.timings.filter { $0.verdict != .withinNoise }
        let quiet = variant.timings.count - timings.count
        if !timings.isEmpty {
            out += table(
                ["Timing", "Median before", "Median after", "Change", "Verdict", "How sure"],
                timings.map { timing in
                    [
                        timing.measure, DriftText.seconds(timing.baselineMedian),
                        DriftText.seconds(timing.currentMedian), timing.changeText,
                        Self.verdictText(timing.verdict), timing.confidence,
                    ]
                })
        }
        if quiet > 0 {
            let names = variant.timings.filter { $0.verdict == .withinNoise }.map {
                "\($0.measure) \($0.changeText)"
            }
            out.append(
                "\(timings.isEmpty ? "" : "\n")Timings within noise: \(names.joined(separator: ", "))."
            )
        }
        return out
    }
}
