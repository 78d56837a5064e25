import ArchMetricsModel
import Foundation

/// One untimed clean build per variant with the compiler flags of every instrument in
/// `instruments`, each reading its own figures from it. A toolchain without a flag fails the
/// build or leaves no figures: either way a note, and the variant's other figures stand. When
/// the build with several instruments' flags fails, each instrument builds again alone, so a
/// flag one of them needs and the toolchain refuses costs only that instrument's figures.
struct InstrumentedBuildMeasure: UntimedMeasure {
    let instruments: [any BuildInstrument]
    let needsOnlyABuild = true

    var scratchPurpose: String { instruments.map(\.purpose).joined(separator: "-and-") }

    /// Its share of a clean build, about a third of a timed run: the slowest instrument's, and
    /// half of each other's, which its flags add (the type-checking flag made MVP-C's
    /// compile-work build take 1.45–1.75 times its CPU time, where a type-checking build of its
    /// own took 0.85 times it; Benchmarks/RESULTS.md).
    var stepShare: Double {
        let shares = instruments.map(\.cleanBuildShare).sorted(by: >)
        return ((shares.first ?? 1) + shares.dropFirst().reduce(0, +) / 2) / 3
    }

    func measure(scratchFolder: URL, in context: any MeasureContext) throws -> MeasureFindings {
        var findings = MeasureFindings()
        try measure(scratchFolder: scratchFolder, into: &findings, in: context)
        return findings
    }

    /// The build, its figures added to `findings`.
    private func measure(
        scratchFolder: URL, into findings: inout MeasureFindings, in context: any MeasureContext
    ) throws {
        let flags = instruments.map(\.flag).joined(separator: " ")
        let consequence = "no \(instruments.map(\.figures).joined(separator: " or ")) figures"
        context.report(
            "\(context.variant.name) \(instruments.map(\.title).joined(separator: ", ")): \(context.commands.buildName) \(flags) (untimed)",
            showingTimeLeft: true)
        let readings = try instruments.map {
            try $0.start(scratchFolder: scratchFolder, in: context)
        }
        let observers = readings.compactMap(\.observe)
        guard
            let outcome = try runBuild(
                scratchFolder: scratchFolder, swiftFlags: readings.flatMap(\.swiftFlags),
                consequence: consequence,
                observe: observers.isEmpty
                    ? nil : { bytes in for observe in observers { observe(bytes) } },
                in: context)
        else { return }
        guard outcome.succeeded else {
            if instruments.count > 1 {
                try measureAlone(scratchFolder: scratchFolder, into: &findings, in: context)
            }
            // After the single builds' notes, which say what each instrument lost: a missing
            // figure's reason is the first note that names it.
            let then = instruments.count > 1 ? "built again with each alone" : consequence
            context.note(
                "the build with \(flags) failed (\(outcome.termination)); \(then); log: \(context.logPath(outcome))"
            )
            return
        }
        for reading in readings { reading.finish(outcome, &findings) }
    }

    /// Each instrument's own build, in a fresh folder inside `scratchFolder`, its log and notes
    /// as when it was built alone.
    private func measureAlone(
        scratchFolder: URL, into findings: inout MeasureFindings, in context: any MeasureContext
    ) throws {
        for instrument in instruments {
            let folder = scratchFolder.appendingPathComponent("alone-\(instrument.purpose)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try InstrumentedBuildMeasure(instruments: [instrument])
                .measure(scratchFolder: folder, into: &findings, in: context)
        }
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
