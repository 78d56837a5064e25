import ArchMetricsKit
import Foundation

/// The options every measuring command (`report`, `baseline`, `check`) shares, read the same way.
struct MeasurementArguments {
    var noBuild: Bool
    /// The fast path: one clean build per variant for the compiler's work counters, nothing timed.
    var compileWorkOnly: Bool
    var runs: Int
    var warmup: Int
    /// Adaptive sampling's target as a fraction (0.03), nil for a fixed number of runs.
    var precision: Double?
    var maxRuns: Int
    var timeoutSeconds: Double
    var quiet: Bool
    var verbose: Bool

    /// These options, for each measuring command's table.
    static let options: [OptionSpec] = [
        OptionSpec("no-build", "Only read files: skip building and timing the variants."),
        OptionSpec(
            "compile-work-only", notWith: ["no-build", "runs", "warmup", "precision", "max-runs"],
            "The fast path: build each variant once, clean, for the compiler's\nown work counters (exact, the figures to gate on in CI); time\nnothing, no coverage or type-checking build. Minutes, not half an hour."
        ),
        OptionSpec(
            "runs", .value(placeholder: "N"), notWith: ["no-build"],
            "Timed runs per variant (default 3), interleaved across variants."),
        OptionSpec(
            "warmup", .value(placeholder: "N"), notWith: ["no-build"],
            "Untimed warm-up runs per variant before them (default 1)."),
        OptionSpec(
            "precision", .value(placeholder: "P%"), notWith: ["no-build"],
            "Adaptive runs: after the --runs, keep adding interleaved rounds\nuntil every measure's 95% confidence interval is within ±P% of\nits mean in every variant (e.g. 3%), or --max-runs is reached."
        ),
        OptionSpec(
            "max-runs", .value(placeholder: "N"), notWith: ["no-build"],
            "The most timed runs per variant with --precision (default 10)."),
        OptionSpec(
            "timeout", .value(placeholder: "SECONDS"), notWith: ["no-build"],
            "Kill a build or test command (every process it started) after this\nlong (default 1200 = 20 minutes); the variant is reported as timed out."
        ),
        OptionSpec("quiet", "No progress on stderr."),
        OptionSpec(
            "verbose", notWith: ["quiet"], "Also print each command and the tool's own overhead."),
    ]

    init(_ arguments: inout Arguments) throws {
        noBuild = arguments.flag("no-build")
        compileWorkOnly = arguments.flag("compile-work-only")
        runs = try arguments.intOption("runs", default: 3, range: 1...100)
        warmup = try arguments.intOption("warmup", default: 1, range: 0...100)
        maxRuns = try arguments.intOption("max-runs", default: 10, range: 1...100)
        precision = nil
        if let text = try arguments.option("precision") {
            // `3%` or `3`: percent either way; a confidence interval tighter than 0.1% or wider
            // than half the mean is not a useful target.
            let number = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let percent = Double(number), percent >= 0.1, percent <= 50 else {
                throw ArchMetricsError.usage(
                    "\(arguments.command): --precision expects a percentage from 0.1% to 50% (e.g. 3%), got '\(text)'"
                )
            }
            precision = percent / 100
        }
        if precision != nil, maxRuns < runs {
            throw ArchMetricsError.usage(
                "\(arguments.command): --max-runs \(maxRuns) is below --runs \(runs); adaptive runs start after --runs"
            )
        }
        timeoutSeconds = Double(
            try arguments.intOption("timeout", default: 1200, range: 1...86_400))
        quiet = arguments.flag("quiet")
        verbose = arguments.flag("verbose")
    }

    /// Harness options writing logs under `logsFolder`; nil with `--no-build`.
    func options(logsFolder: URL) -> MeasurementOptions? {
        guard !noBuild else { return nil }
        // ARCHMETRICS_SWIFT picks another `swift` (a toolchain elsewhere, or a test's fake).
        let swift = ProcessInfo.processInfo.environment["ARCHMETRICS_SWIFT"] ?? "swift"
        var options = MeasurementOptions(
            logsFolder: logsFolder, runs: runs, warmup: warmup, timeoutSeconds: timeoutSeconds,
            swiftExecutable: swift, quiet: quiet, verbose: verbose)
        options.precision = precision
        options.maxRuns = maxRuns
        if compileWorkOnly {
            options.measureTimings = false
            options.measureCoverage = false
            options.measureTypeChecking = false
        }
        return options
    }
}
