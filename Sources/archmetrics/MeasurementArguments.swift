import ArchMetricsKit
import ArchMetricsSupport

/// The options every measuring command (`report`, `baseline`, `check`) shares, read the same way.
enum MeasurementArguments {
    static let noBuild = OptionSpec(
        "no-build", "Only read files: skip building and timing the variants.")
    static let compileWorkOnly = OptionSpec(
        "compile-work-only", notWith: [noBuild, runs, warmup, precision, maxRuns],
        "The fast path: build each variant once, clean, for the compiler's\nown work counters (exact, the figures to gate on in CI); time\nnothing, no coverage or type-checking build. Minutes, not half an hour."
    )
    static let runs = OptionSpec(
        "runs", .value(placeholder: "N"), notWith: [noBuild],
        "Timed runs per variant (default 3), interleaved across variants.")
    static let warmup = OptionSpec(
        "warmup", .value(placeholder: "N"), notWith: [noBuild],
        "Discarded warm-up runs per variant before them (default 0: the\nuntimed coverage, type-checking and compile-work builds run first\nand warm the caches)."
    )
    static let precision = OptionSpec(
        "precision", .value(placeholder: "P%"), notWith: [noBuild],
        "Adaptive runs: after the --runs, keep adding interleaved rounds\nuntil every measure's 95% confidence interval is within ±P% of\nits mean in every variant (e.g. 3%), or --max-runs is reached."
    )
    static let maxRuns = OptionSpec(
        "max-runs", .value(placeholder: "N"), notWith: [noBuild],
        "The most timed runs per variant with --precision (default 10).")
    static let timeout = OptionSpec(
        "timeout", .value(placeholder: "SECONDS"), notWith: [noBuild],
        "Kill a build or test command (every process it started) after this\nlong (default 1200 = 20 minutes); the variant is reported as timed out."
    )
    static let quiet = OptionSpec("quiet", "No progress on stderr.")
    static let verbose = OptionSpec(
        "verbose", notWith: [quiet], "Also print each command and the tool's own overhead.")

    /// These options, for each measuring command's table.
    static let options: [OptionSpec] = [
        noBuild, compileWorkOnly, runs, warmup, precision, maxRuns, timeout, quiet, verbose,
    ]

    /// The measurement asked for; nil with `--no-build`.
    static func parse(_ arguments: inout Arguments) throws -> MeasurementSettings? {
        let skipsBuild = arguments.flag(noBuild)
        var settings = MeasurementSettings()
        settings.compileWorkOnly = arguments.flag(compileWorkOnly)
        settings.runs = try arguments.intOption(runs, default: 3, range: 1...100)
        settings.warmup = try arguments.intOption(
            warmup, default: MeasurementSettings().warmup, range: 0...100)
        settings.maxRuns = try arguments.intOption(maxRuns, default: 10, range: 1...100)
        if let text = try arguments.option(precision) {
            // `3%` or `3`: percent either way; a confidence interval tighter than 0.1% or wider
            // than half the mean is not a useful target.
            let number = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let percent = Double(number), percent >= 0.1, percent <= 50 else {
                throw ArchMetricsError.usage(
                    "\(arguments.command): --precision expects a percentage from 0.1% to 50% (e.g. 3%), got '\(text)'"
                )
            }
            settings.precision = percent / 100
        }
        if settings.precision != nil, settings.maxRuns < settings.runs {
            throw ArchMetricsError.usage(
                "\(arguments.command): --max-runs \(settings.maxRuns) is below --runs \(settings.runs); adaptive runs start after --runs"
            )
        }
        settings.timeoutSeconds = Double(
            try arguments.intOption(timeout, default: 1200, range: 1...86_400))
        settings.quiet = arguments.flag(quiet)
        settings.verbose = arguments.flag(verbose)
        return skipsBuild ? nil : settings
    }
}
