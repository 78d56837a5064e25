import ArchMetricsModel
import Foundation

/// One instrument's figures per variant (type checking, compile work): from an untimed clean
/// build with its compiler flags, or, when the coverage run's build carried them
/// (`CarriedInstruments`), from that build. A toolchain without a flag fails the build or leaves
/// no figures: either way a note, and the variant's other figures stand.
///
/// One build per instrument, never one build for several: the compile-work flags turn batch
/// mode off, which times the same bodies about 1.5 times higher, and a build with both flags
/// took as long as the two builds alone (Benchmarks/RESULTS.md, stop 56).
struct InstrumentedBuildMeasure: UntimedMeasure {
    let instrument: any BuildInstrument
    /// The instruments the coverage run's build carries, when coverage is measured.
    var carrier: CarriedInstruments?
    let needsOnlyABuild = true

    init(_ instrument: any BuildInstrument, carrier: CarriedInstruments? = nil) {
        self.instrument = instrument
        self.carrier = carrier
    }

    var scratchPurpose: String { instrument.purpose }

    /// Its share of a clean build, about a third of a timed run; next to nothing when the
    /// coverage run's build carries it (a variant that builds alone is learnt from its time).
    var stepShare: Double {
        carrier?.carries(instrument) == true ? 0.01 : instrument.cleanBuildShare / 3
    }

    func measure(scratchFolder: URL, in context: any MeasureContext) throws -> MeasureFindings {
        var findings = MeasureFindings()
        if let carried = carrier?.take(instrument, for: context.variant.name) {
            carried.reading.finish(carried.outcome, &findings, context)
            return findings
        }
        let consequence = "no \(instrument.figures) figures"
        context.report(
            "\(context.variant.name) \(instrument.title): \(context.commands.buildName) \(instrument.flag) (untimed)",
            showingTimeLeft: true)
        let reading = try instrument.start(scratchFolder: scratchFolder, in: context)
        guard
            let outcome = try runBuild(
                scratchFolder: reading.buildFolder ?? scratchFolder, swiftFlags: reading.swiftFlags,
                consequence: consequence, observe: reading.observe, in: context)
        else { return findings }
        guard outcome.succeeded else {
            context.note(
                "the build with \(instrument.flag) failed (\(outcome.termination)); \(consequence); log: \(context.logPath(outcome))"
            )
            return findings
        }
        reading.finish(outcome, &findings, context)
        return findings
    }

    /// The build, logged as `<purpose>-build.log`. The variant's configured `clean` runs first
    /// (`<purpose>-clean.log`): a build whose outputs live outside the scratch folder (Bazel's,
    /// Xcode's derived data elsewhere) would otherwise compile nothing. nil, with a note saying
    /// `consequence`, when that clean failed.
    private func runBuild(
        scratchFolder: URL, swiftFlags: [String], consequence: String,
        observe: ((UnsafeRawBufferPointer) -> Void)?, in context: any MeasureContext
    ) throws -> ProcessOutcome? {
        if let clean = context.commands.clean {
            let outcome = try context.run(
                context.commandLine(clean, scratchFolder: scratchFolder),
                logName: "\(scratchPurpose)-clean.log")
            guard outcome.succeeded else {
                context.note(
                    "the clean command failed (\(outcome.termination)); \(consequence); log: \(context.logPath(outcome))"
                )
                return nil
            }
        }
        return try context.run(
            context.commandLine(
                context.commands.build, scratchFolder: scratchFolder, swiftFlags: swiftFlags),
            logName: "\(scratchPurpose)-build.log", observe: observe)
    }
}
