import ArchMetricsKit
import Foundation

enum BaselineCommand: Command {
    static let name = "baseline"
    static let summary = "Record the current metrics as the drift baseline."
    static let help = """
        USAGE: archmetrics baseline [--output FILE] [--config FILE] [--no-build] [--from FILE]
                                    [--runs N] [--warmup N] [--compile-work-only] [--timeout SECONDS]
                                    [--quiet] [--verbose] [ROOT]

        Measures the variants now — source metrics always (lines per file with role and screen,
        declarations, unit-test inventory), build and test timing samples unless --no-build —
        and writes them as the baseline 'archmetrics check' compares against. Commit the file;
        regenerate it after an intended change. Written atomically: an interrupted run leaves
        the previous baseline intact.

        ROOT is a folder with one subfolder per variant (default: the current folder, or its
        archmetrics.json's variants), discovered as 'archmetrics report' does.

        OPTIONS:
        \(options.helpText)

        EXIT STATUS: 0 written, 2 bad usage, a bad config or a missing folder.

        EXAMPLES:
          archmetrics baseline --no-build
              Source metrics of the bundled core into Reports/baseline.json.
          archmetrics baseline
              The same plus build and test timing samples (takes minutes).
          archmetrics baseline --output /tmp/before.json ~/src/football-gather-ios
              A baseline of another checkout, for 'archmetrics compare' later.
        """

    static let options: [OptionSpec] =
        [
            OptionSpec(
                "output", alias: "-o", .value(placeholder: "FILE"),
                "Where to write the baseline (default: Reports/baseline.json)."),
            OptionSpec(
                "from", .value(placeholder: "FILE"),
                "Promote a snapshot already taken (e.g. the Reports/metrics.json\nof a full 'archmetrics report') instead of measuring again."
            ),
            OptionSpec(
                "config", .value(placeholder: "FILE"), notWith: ["from"],
                "Read settings from FILE (default: ./archmetrics.json when it\nexists), as 'archmetrics report' does."
            ),
        ]
        + MeasurementArguments.options.map { option in
            OptionSpec(option.name, option.kind, notWith: option.notWith + ["from"], option.help)
        } + [.helpOption]

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        let output = try arguments.option("output") ?? CheckCommand.defaultBaseline
        let configPath = try arguments.option("config")
        let measuring = try MeasurementArguments(&arguments)
        let fromPath = try arguments.option("from")
        let root = try arguments.optionalRoot()
        if let fromPath {
            guard root == nil, configPath == nil else {
                throw ArchMetricsError.usage(
                    "baseline: --from promotes a snapshot as it is; it takes no ROOT or --config")
            }
            // A metrics.json's rendered tables are not part of the snapshot read here.
            let snapshot = try MetricsSnapshot.load(
                from: URL(fileURLWithPath: fromPath), kind: "snapshot",
                regenerateHint: "archmetrics report")
            return try write(snapshot, timed: snapshot.measurements != nil, to: output)
        }
        let configuration = try ReportConfiguration.load(
            path: configPath.map { URL(fileURLWithPath: $0) },
            root: root.map { URL(fileURLWithPath: $0) }, variantOverrides: [])
        let logs = URL(fileURLWithPath: output).deletingLastPathComponent().appendingPathComponent(
            "logs")
        let current = try CurrentMetrics.measure(
            configuration, build: measuring.options(logsFolder: logs),
            cancellation: Interruption.token)
        for note in current.notes { Output.error("archmetrics: \(note)") }
        return try write(current.snapshot, timed: current.timed, to: output)
    }

    static func write(_ snapshot: MetricsSnapshot, timed: Bool, to output: String) throws
        -> ExitStatus
    {
        for diagnostic in snapshot.diagnostics { Output.error(diagnostic.formatted) }
        var snapshot = snapshot
        // Re-measuring the metrics forgives no rule violation: the frozen ones carry over
        // (`check --freeze` is the one way to change them).
        if snapshot.frozenViolations == nil,
            let previous = try? MetricsSnapshot.load(
                from: URL(fileURLWithPath: output), kind: "baseline", regenerateHint: "")
        {
            snapshot.frozenViolations = previous.frozenViolations
        }
        try Interruption.write(
            [AtomicFile.Output(URL(fileURLWithPath: output), try StableJSON.encode(snapshot))],
            orSay: "the baseline was left as it was")
        let files = snapshot.variants.reduce(0) { $0 + $1.files.count }
        let hasTimings = snapshot.measurements?.variants.contains { !$0.timings.isEmpty } == true
        let hasCompileWork =
            snapshot.measurements?.variants.contains { $0.compileWork != nil } == true
        let measured = [
            hasTimings ? "build and test timings" : nil, hasCompileWork ? "compile work" : nil,
        ].compactMap { $0 }.joined(separator: " and ")
        Output.print(
            "Wrote baseline \(output): \(snapshot.variants.count) variants (\(snapshot.variants.map(\.name).joined(separator: ", "))), \(files) files, \(timed && !measured.isEmpty ? "with \(measured)" : "source metrics only")."
        )
        return .success
    }
}
