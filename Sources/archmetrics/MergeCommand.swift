import ArchMetricsKit
import Foundation

enum MergeCommand: Command {
    static let name = "merge"
    static let summary = "Combine snapshots measured separately (one CI job per variant) into one."
    static let help = """
        USAGE: archmetrics merge PART.json ... --output FILE [--force] [--focus VARIANT] [--reference VARIANT]

        Combines metrics snapshots — typically one per variant, measured by parallel CI jobs
        with 'archmetrics report --variants NAME=PATH --format json' — into one snapshot that
        'check', 'compare' and the report read. Variants keep the order given, the focus first.

        Refuses to merge (exit 2):
          - parts whose timings were measured on machines that make them incomparable: a
            different CPU model, core count, Swift version or OS (unless --force);
          - a variant that appears in two parts with different data (the same data twice is
            merged once);
          - a part that is missing, malformed or of another schema version.
        Writes the merged snapshot but exits 1 when a part's variant failed to build or pass
        its tests (each is named on stderr): a failed matrix job stays a failure.

        OPTIONS:
        \(options.helpText)

        EXAMPLES:
          archmetrics merge parts/MVC.json parts/MVVM.json parts/MVP.json parts/MVP-C.json --output Reports/metrics.json
          archmetrics merge parts/*.json -o merged.json --focus MVP-C --reference MVC
          archmetrics merge laptop.json ci.json -o mixed.json --force
        """

    static let options: [OptionSpec] = [
        OptionSpec(
            "output", alias: "-o", .value(placeholder: "FILE"),
            "Where to write the merged snapshot (required; written atomically)."),
        OptionSpec(
            "force",
            "Merge incomparable environments anyway. The result records it\nin its diagnostics, and drift checks then skip its timings."
        ),
        OptionSpec(
            "focus", .value(placeholder: "VARIANT"),
            "The focus variant of the result (default: the first part's)."),
        OptionSpec(
            "reference", .value(placeholder: "VARIANT"),
            "The variant build-time ratios are taken to (default: the\nfirst part's when merged, else the first variant)."
        ),
        .helpOption,
    ]

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        guard let output = try arguments.option("output") else {
            throw ArchMetricsError.usage(
                "merge: --output FILE is required",
                hint: "Run '\(ToolInvocation.command(writes: false)) help merge' for usage.")
        }
        let force = arguments.flag("force")
        let focus = try arguments.option("focus")
        let reference = try arguments.option("reference")
        let paths = try arguments.positionals()
        guard !paths.isEmpty else {
            throw ArchMetricsError.usage(
                "merge: give the snapshot files to merge",
                hint: "Run '\(ToolInvocation.command(writes: false)) help merge' for usage.")
        }
        let parts = try paths.map { path in
            SnapshotMerger.Part(
                label: path,
                snapshot: try MetricsSnapshot.load(
                    from: URL(fileURLWithPath: path), kind: "part",
                    regenerateHint: "\(ToolInvocation.command()) report --format json"))
        }
        let merged = try SnapshotMerger.merge(
            parts, force: force, focusVariant: focus, referenceVariant: reference)
        // Ctrl-C while writing leaves the old file (or none) and no temporary file.
        try Interruption.write(
            [AtomicFile.Output(URL(fileURLWithPath: output), try StableJSON.encode(merged))],
            orSay: "\(output) was left as it was")
        for diagnostic in merged.diagnostics
        where diagnostic.message.hasPrefix(SnapshotMerger.forcedMergeMarker) {
            Output.error("archmetrics: warning: \(diagnostic.path): \(diagnostic.message)")
        }
        let measured = merged.measurements?.variants.count ?? 0
        Output.print(
            "Merged \(parts.count) part\(parts.count == 1 ? "" : "s") into \(output): \(merged.variants.count) variants (\(merged.variants.map(\.name).joined(separator: ", "))), \(measured) measured; focus \(merged.focusVariant)."
        )
        // A part whose variant failed makes the merged run a failure too: a CI job that merges
        // and renders must not turn a failed matrix job into a pass.
        let failures = RunFailures.variants(merged)
        for failure in failures { Output.error("archmetrics: \(failure)") }
        return failures.isEmpty ? .success : .checkFailed
    }
}
