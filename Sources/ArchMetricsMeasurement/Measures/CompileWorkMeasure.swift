import ArchMetricsModel
import Foundation

/// One untimed clean build per variant with the compiler writing its own work counters
/// (`-stats-output-dir`, batch mode off), added up per file, role and feature. A toolchain that
/// writes no statistics gives a note, and the variant's other figures stand.
struct CompileWorkMeasure: UntimedMeasure {
    let scratchPurpose = "compile-work"

    /// A clean build with one job per file: somewhat more than a batched clean build.
    func estimatedSeconds(state: VariantMeasurementState, averageStepSeconds: Double) -> Double {
        1.5 * (state.meanSeconds(.cleanBuild) ?? averageStepSeconds / 3)
    }

    func measure(_ variantIndex: Int, scratchFolder: URL, in session: MeasurementSession) throws {
        let variant = session.variants[variantIndex]
        // Inside the scratch folder, so it goes when the folder does.
        let statsFolder = scratchFolder.appendingPathComponent("compile-stats")
        try FileManager.default.createDirectory(
            at: statsFolder, withIntermediateDirectories: true)
        session.progress.report(
            "\(variant.name) compile work: swift build -stats-output-dir (untimed)",
            secondsLeft: session.secondsLeftInUntimedMeasures())
        guard
            let outcome = try session.runUntimedBuild(
                variantIndex, scratchFolder: scratchFolder,
                swiftFlags: CompileWorkStats.compilerFlags(statsFolder: statsFolder),
                logPrefix: "compile-work", consequence: "no compile-work figures")
        else { return }
        let log = session.folders.relativeLogPath(outcome.logFile)
        guard outcome.succeeded else {
            session.note(
                "the build with -stats-output-dir failed (\(outcome.termination)); no compile-work figures; log: \(log)",
                variantIndex)
            return
        }
        let read = CompileWorkStats.readJobs(inFolder: statsFolder)
        for file in read.unreadable {
            session.note(
                "compiler statistics file \(file.file) is unreadable and left out: \(file.reason)",
                variantIndex)
        }
        guard
            let profile = CompileWorkStats.profile(
                jobs: read.jobs,
                moduleSources: session.commands(variantIndex).isSwiftPM
                    ? CompileWorkStats.moduleSources(scratchFolder: scratchFolder) : nil,
                variant: variant, compilerVersion: session.compilerVersion)
        else {
            session.note(
                "the compiler wrote no statistics (-stats-output-dir); no compile-work figures; log: \(log)",
                variantIndex)
            return
        }
        session.update(variantIndex) { $0.compileWork = profile }
        session.progress.report(
            "\(variant.name) compile work: \(profile.own.counters["Sema.NumConstraintScopes"] ?? 0) constraint scopes in \(profile.files.count) own files (\(profile.jobs) jobs)"
        )
    }
}
