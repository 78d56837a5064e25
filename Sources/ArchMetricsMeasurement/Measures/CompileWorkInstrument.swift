import ArchMetricsModel
import Foundation

/// The compiler writing its own work counters (`-stats-output-dir`, batch mode off), added up
/// per file, role and feature. A toolchain that writes no statistics gives a note.
struct CompileWorkInstrument: BuildInstrument {
    let purpose = "compile-work"
    let title = "compile work"
    let figures = "compile-work"
    let flag = "-stats-output-dir"
    /// A clean build with one job per file: somewhat more than a batched clean build.
    let cleanBuildShare = 1.5

    func start(scratchFolder: URL, in context: any MeasureContext) throws -> BuildReading {
        // Inside the scratch folder, so it goes when the folder does.
        let statsFolder = scratchFolder.appendingPathComponent("compile-stats")
        try FileManager.default.createDirectory(
            at: statsFolder, withIntermediateDirectories: true)
        return BuildReading(
            swiftFlags: CompileWorkStats.compilerFlags(statsFolder: statsFolder), observe: nil
        ) { outcome, findings in
            findings.compileWork = Self.profile(
                of: outcome, statsFolder: statsFolder, scratchFolder: scratchFolder, in: context)
        }
    }

    /// The counters of the finished build, with a note for each one that is not exact; nil,
    /// with a note, when the compiler wrote none.
    private static func profile(
        of outcome: ProcessOutcome, statsFolder: URL, scratchFolder: URL,
        in context: any MeasureContext
    ) -> CompileWorkProfile? {
        let variant = context.variant
        let read = CompileWorkStats.readJobs(inFolder: statsFolder)
        for file in read.unreadable {
            context.note(
                "compiler statistics file \(file.file) is unreadable and left out: \(file.reason)")
        }
        let jobs = read.jobs
        let maps = OutputFileMap.all(in: scratchFolder)
        let modules = CompileWorkModules.resolve(
            ownFiles: variant.ownSourceFiles + variant.toolingFiles,
            packageFolder: variant.packageFolder,
            outputFileMaps: CompileWorkModules.outputFileMaps(maps, jobs: jobs),
            configured: context.commands.modules, jobs: jobs)
        guard
            var profile = CompileWorkStats.profile(
                jobs: jobs, modules: modules, variant: variant,
                compilerVersion: context.compilerVersion)
        else {
            context.note(
                "the compiler wrote no statistics (-stats-output-dir); no compile-work figures; log: \(context.logPath(outcome))"
            )
            return nil
        }
        // Read before the scratch folder goes: whether the own files' object code depends on
        // its folder (other jobs' objects, such as generated sources', say nothing of it).
        let inexact = ObjectFileCheck.inexactCounters(
            buildFolder: scratchFolder, paths: [scratchFolder.path, variant.packageFolder.path],
            ownSources: variant.ownSourceFiles.map {
                variant.packageFolder.appendingPathComponent($0).path
            }, maps: maps)
        if !inexact.isEmpty {
            profile.inexactCounters = inexact
            for counter in inexact.keys.sorted() {
                context.note(
                    "\(CompileWorkProfile.title(of: counter)) not exact: \(inexact[counter] ?? "")")
            }
        }
        context.report(
            "\(variant.name) compile work: \(profile.own.counters["Sema.NumConstraintScopes"] ?? 0) constraint scopes in \(profile.files.count) own files (\(profile.jobs) jobs)"
        )
        return profile
    }
}
