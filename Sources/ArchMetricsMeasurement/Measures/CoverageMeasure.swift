import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// One untimed `swift test --enable-code-coverage` per variant, then the llvm-cov export it
/// leaves, added up per feature and role. With instruments to carry (`CarriedInstruments`: type
/// checking), the variant's targets are built first with `swift build --enable-code-coverage`
/// and their flags, and the test run, given the same flags, builds only the tests on top.
struct CoverageMeasure: UntimedMeasure {
    /// The instruments whose flags its build carries; nil: none.
    var carrier: CarriedInstruments?

    init(carrying carrier: CarriedInstruments? = nil) { self.carrier = carrier }

    /// An instrumented test run costs about what a clean test run does (it builds from scratch
    /// too; instrumentation adds a little, and the machine's load decides the rest): 1.2 times
    /// a clean test run, about half a timed run; the carried flags and the build's own start
    /// add about a fifth (the six bundled variants: 143 s against 117 s,
    /// Benchmarks/type-check-in-coverage.sh).
    var stepShare: Double { (carrier == nil ? 1.2 : 1.45) / 2 }

    let scratchPurpose = "coverage"

    func measure(scratchFolder: URL, in context: any MeasureContext) throws -> MeasureFindings {
        var findings = MeasureFindings()
        let variant = context.variant
        guard context.commands.isSwiftPM else {
            context.note(
                "coverage is measured for SwiftPM variants only (swift test --enable-code-coverage); its configured commands give none"
            )
            return findings
        }
        let common = [
            "--package-path", variant.packageFolder.path, "--scratch-path", scratchFolder.path,
            "--enable-code-coverage",
        ]
        let carriedFlags = try buildCarrying(common, scratchFolder: scratchFolder, in: context)
        let arguments = [context.swiftExecutable, "test"] + common + carriedFlags
        if carriedFlags.isEmpty {
            context.report(
                "\(variant.name) coverage: swift test --enable-code-coverage (untimed)",
                showingTimeLeft: true)
        }
        let reader = TestOutputReader()
        let outcome = try context.run(
            arguments, logName: "coverage-test.log", observe: reader.consume)
        let summary = reader.summary
        findings.failure = context.failure(
            of: outcome, doing: "coverage test run",
            status: summary.counts == nil && summary.crash == nil ? .buildFailed : .testsFailed,
            crash: summary.crash)
        guard findings.failure == nil else { return findings }
        let pathOutcome = try context.run(
            arguments + ["--show-codecov-path"], logName: "coverage-path.log")
        guard pathOutcome.succeeded, let path = Self.codecovPath(inLog: pathOutcome.logText())
        else {
            context.note(
                "swift test --show-codecov-path gave no path (\(pathOutcome.termination)); no coverage figures"
            )
            return findings
        }
        do {
            let export = try CoverageExport.load(from: URL(fileURLWithPath: path))
            func figures(_ groups: [String: [String]]) -> [CoverageFigure] {
                groups.keys.sorted().map {
                    export.figure(
                        name: $0, files: groups[$0] ?? [], packageFolder: variant.packageFolder)
                }
            }
            let featureCoverage = figures(variant.features)
            let roleCoverage = figures(variant.roles)
            findings.coverage = (featureCoverage, roleCoverage)
            for figure in featureCoverage + roleCoverage {
                if let missing = figure.missingFiles {
                    context.note(
                        "\(figure.name): no coverage data for \(missing.joined(separator: ", "))")
                }
            }
            let shown = featureCoverage.map { figure in
                "\(figure.name) \(figure.percent.map { String(format: "%.1f%%", $0) } ?? "n/a")"
            }
            context.report(
                "\(variant.name) coverage: "
                    + (shown.isEmpty
                        ? "measured; no features given" : shown.joined(separator: ", ")))
        } catch let error as ArchMetricsError {
            context.note("\(error.message); no coverage figures")
        }
        return findings
    }

    /// The variant's targets built with coverage and the carried instruments' flags, before the
    /// test run (`coverage-build.log`), their readings held for `InstrumentedBuildMeasure`.
    /// Returns the flags, spelled for `swift test`, that keep those targets up to date in the
    /// test run; none when nothing is carried, or when the build failed: then the test run builds
    /// everything without them, so a toolchain that refuses a flag costs only its figures (the
    /// instrument then builds alone, and says what failed).
    private func buildCarrying(
        _ common: [String], scratchFolder: URL, in context: any MeasureContext
    ) throws -> [String] {
        guard let carrier, !carrier.instruments.isEmpty else { return [] }
        let readings = try carrier.instruments.map {
            try $0.start(scratchFolder: scratchFolder, in: context)
        }
        let flags = context.commands.spelled(readings.flatMap(\.swiftFlags))
        let observers = readings.compactMap(\.observe)
        let flagNames = carrier.instruments.map(\.flag).joined(separator: " ")
        context.report(
            "\(context.variant.name) coverage and \(carrier.instruments.map(\.title).joined(separator: ", ")): swift build --enable-code-coverage \(flagNames), then swift test (untimed)",
            showingTimeLeft: true)
        let outcome = try context.run(
            [context.swiftExecutable, "build"] + common + flags, logName: "coverage-build.log",
            observe: observers.isEmpty
                ? nil : { bytes in for observe in observers { observe(bytes) } })
        guard outcome.succeeded else {
            context.note(
                "the coverage build with \(flagNames) failed (\(outcome.termination)); the test run builds without it; log: \(context.logPath(outcome))"
            )
            return []
        }
        carrier.hold(readings, of: outcome, for: context.variant.name)
        return flags
    }

    /// The last line of `--show-codecov-path`'s log that names a JSON file.
    static func codecovPath(inLog log: String) -> String? {
        log.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .last { $0.hasPrefix("/") && $0.hasSuffix(".json") }
    }
}
