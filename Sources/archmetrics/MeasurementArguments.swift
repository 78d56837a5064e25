import ArchMetricsKit
import Foundation

/// The options every measuring command (`report`, `baseline`, `check`) shares, read the same way.
struct MeasurementArguments {
    var noBuild: Bool
    var runs: Int
    var warmup: Int
    var timeoutSeconds: Double
    var quiet: Bool
    var verbose: Bool

    /// These options, for each measuring command's table.
    static let options: [OptionSpec] = [
        OptionSpec("no-build", "Only read files: skip building and timing the variants."),
        OptionSpec(
            "runs", .value(placeholder: "N"), notWith: ["no-build"],
            "Timed runs per variant (default 3), interleaved across variants."),
        OptionSpec(
            "warmup", .value(placeholder: "N"), notWith: ["no-build"],
            "Untimed warm-up runs per variant before them (default 1)."),
        OptionSpec(
            "timeout", .value(placeholder: "SECONDS"), notWith: ["no-build"],
            "Kill a build or test command (its whole process group) after this\nlong (default 1200 = 20 minutes); the variant is reported as timed out."
        ),
        OptionSpec("quiet", "No progress on stderr."),
        OptionSpec(
            "verbose", notWith: ["quiet"], "Also print each command and the tool's own overhead."),
    ]

    init(_ arguments: inout Arguments) throws {
        noBuild = arguments.flag("no-build")
        runs = try arguments.intOption("runs", default: 3, range: 1...100)
        warmup = try arguments.intOption("warmup", default: 1, range: 0...100)
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
        return MeasurementOptions(
            logsFolder: logsFolder, runs: runs, warmup: warmup, timeoutSeconds: timeoutSeconds,
            swiftExecutable: swift, quiet: quiet, verbose: verbose)
    }

    /// A cancellation token that Ctrl-C (SIGINT) and SIGTERM trigger, so children die with the run.
    static func interruptibleToken() -> CancellationToken {
        let token = CancellationToken()
        InterruptHandler.install(token)
        return token
    }
}
