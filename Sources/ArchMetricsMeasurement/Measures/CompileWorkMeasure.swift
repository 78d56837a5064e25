import ArchMetricsModel
import Foundation

/// One untimed clean build per variant with the compiler writing its own work counters
/// (`-stats-output-dir`, batch mode off), added up per file, role and feature. A toolchain that
/// writes no statistics gives a note, and the variant's other figures stand.
struct CompileWorkMeasure: UntimedMeasure {
    let scratchPurpose = "compile-work"
    let needsOnlyABuild = true

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
            "\(variant.name) compile work: \(session.commands(variantIndex).buildName) -stats-output-dir (untimed)",
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
        let jobs = read.jobs
        let modules = CompileWorkModules.resolve(
            ownFiles: variant.ownSourceFiles + variant.toolingFiles,
            packageFolder: variant.packageFolder,
            outputFileMaps: CompileWorkModules.outputFileMaps(in: scratchFolder, jobs: jobs),
            configured: session.commands(variantIndex).modules, jobs: jobs)
        guard
            var profile = CompileWorkStats.profile(
                jobs: jobs, modules: modules, variant: variant,
                compilerVersion: session.compilerVersion)
        else {
            session.note(
                "the compiler wrote no statistics (-stats-output-dir); no compile-work figures; log: \(log)",
                variantIndex)
            return
        }
        // Read before the scratch folder goes: whether the own files' object code depends on
        // its folder (other jobs' objects, such as generated sources', say nothing of it).
        let inexact = ObjectFileCheck.inexactCounters(
            buildFolder: scratchFolder, paths: [scratchFolder.path, variant.packageFolder.path],
            ownSources: variant.ownSourceFiles.map {
                variant.packageFolder.appendingPathComponent($0).path
            })
        if !inexact.isEmpty {
            profile.inexactCounters = inexact
            for counter in inexact.keys.sorted() {
                session.note(
                    "\(CompileWorkProfile.title(of: counter)) not exact: \(inexact[counter] ?? "")",
                    variantIndex)
            }
        }
        session.update(variantIndex) { [profile] in $0.compileWork = profile }
        session.progress.report(
            "\(variant.name) compile work: \(profile.own.counters["Sema.NumConstraintScopes"] ?? 0) constraint scopes in \(profile.files.count) own files (\(profile.jobs) jobs)"
        )
    }
}
