import ArchMetricsKit
import ArchMetricsSupport

enum MergeCommand: Command {
    typealias Flow = MergeWorkflow
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

    static let output = OptionSpec(
        "output", alias: "-o", .value(placeholder: "FILE"),
        "Where to write the merged snapshot (required; written atomically).")
    static let force = OptionSpec(
        "force",
        "Merge incomparable environments anyway. The result records it\nin its diagnostics, and drift checks then skip its timings."
    )
    static let focus = OptionSpec(
        "focus", .value(placeholder: "VARIANT"),
        "The focus variant of the result (default: the first part's).")
    static let reference = OptionSpec(
        "reference", .value(placeholder: "VARIANT"),
        "The variant build-time ratios are taken to (default: the\nfirst part's when merged, else the first variant)."
    )

    static let options = [output, force, focus, reference, .helpOption]

    static func request(_ arguments: inout Arguments) throws -> MergeWorkflow.Request {
        guard let outputPath = try arguments.option(output) else {
            throw ArchMetricsError.usage(
                "merge: --output FILE is required",
                hint: "Run '\(arguments.tool(writes: false)) help merge' for usage.")
        }
        let forced = arguments.flag(force)
        let focusName = try arguments.option(focus)
        let referenceName = try arguments.option(reference)
        let paths = try arguments.positionals()
        guard !paths.isEmpty else {
            throw ArchMetricsError.usage(
                "merge: give the snapshot files to merge",
                hint: "Run '\(arguments.tool(writes: false)) help merge' for usage.")
        }
        return MergeWorkflow.Request(
            paths: paths, output: outputPath, force: forced, focus: focusName,
            reference: referenceName)
    }
}
