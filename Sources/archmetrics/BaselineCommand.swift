import ArchMetricsKit
import ArchMetricsSupport
import Foundation

enum BaselineCommand: Command {
    typealias Flow = BaselineWorkflow
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
        the previous baseline intact. A run that measures less than the baseline already in
        Reports/baseline.json (--no-build, --compile-work-only) writes to Reports/no-build/ or
        Reports/compile-work/ instead and says so; --force replaces it.

        ROOT is a folder with one subfolder per variant (default: the current folder, or its
        archmetrics.json's variants), discovered as 'archmetrics report' does.

        OPTIONS:
        \(options.helpText)

        EXIT STATUS: 0 written; 1 written, but a variant failed to build or pass its tests (or
                     measured nothing) or a file could not be scanned; 2 bad usage, a bad
                     config or a missing folder; 130 interrupted (the previous baseline kept).

        EXAMPLES:
          archmetrics baseline --no-build
              Source metrics of the bundled core into Reports/baseline.json (or
              Reports/no-build/baseline.json when that one holds timings).
          archmetrics baseline
              The same plus build and test timing samples (takes minutes).
          archmetrics baseline --output /tmp/before.json ~/src/football-gather-ios
              A baseline of another checkout, for 'archmetrics compare' later.
        """

    static let output = OptionSpec(
        "output", alias: "-o", .value(placeholder: "FILE"),
        "Where to write the baseline (default: Reports/baseline.json; a run\nthat measures less than the baseline there writes to\nReports/no-build/ or Reports/compile-work/ instead, and says so)."
    )
    static let force = OptionSpec(
        "force",
        "Replace Reports/baseline.json even when this run measures less\nthan it (its timings or coverage are dropped)."
    )
    static let from = OptionSpec(
        "from", .value(placeholder: "FILE"),
        "Promote a snapshot already taken (e.g. the Reports/metrics.json\nof a full 'archmetrics report') instead of measuring again."
    )
    static let config = OptionSpec(
        "config", .value(placeholder: "FILE"), notWith: [from],
        "Read settings from FILE (default: ./archmetrics.json when it\nexists), as 'archmetrics report' does."
    )

    static let options =
        [output, force, from, config]
        + MeasurementArguments.options.map { OptionSpec($0, alsoNotWith: [from]) }
        + [.helpOption]

    static func request(_ arguments: inout Arguments) throws -> BaselineWorkflow.Request {
        let namedOutput = try arguments.option(output)
        let forced = arguments.flag(force)
        let configPath = try arguments.option(config)
        let build = try MeasurementArguments.parse(&arguments)
        let fromPath = try arguments.option(from)
        let root = try arguments.optionalRoot()
        let source: BaselineWorkflow.Source
        if let fromPath {
            guard root == nil, configPath == nil else {
                throw ArchMetricsError.usage(
                    "baseline: --from promotes a snapshot as it is; it takes no ROOT or --config")
            }
            source = .snapshot(path: fromPath)
        } else {
            source = .measured(
                configPath: configPath.map { URL(fileURLWithPath: $0) },
                root: root.map { URL(fileURLWithPath: $0) }, build: build)
        }
        return BaselineWorkflow.Request(
            source: source, output: namedOutput ?? CheckWorkflow.defaultBaseline,
            asked: namedOutput != nil || forced)
    }
}
