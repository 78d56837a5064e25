import ArchMetricsModel
import Foundation

/// The compiler writing its own work counters (`-stats-output-dir`, batch mode off), added up
/// per file, role and feature. A toolchain that writes no statistics gives a note.
///
/// SwiftPM variants build one after another in one shared folder (`SharedDependencyBuild`), so
/// the packages they share are compiled once; a variant built by configured commands builds in
/// its own fresh folder.
struct CompileWorkInstrument: BuildInstrument {
    let purpose = "compile-work"
    let title = "compile work"
    let figures = "compile-work"
    let flag = "-stats-output-dir"
    /// The SwiftPM variants' shared build folder; nil: each variant builds in its own.
    var shared: SharedDependencyBuild? = nil

    /// A clean build with one job per file: somewhat more than a batched clean build. Over
    /// dependencies an earlier variant built, about a third of a clean build (the bundled
    /// variants: 2.5–4.8 s against 10–13 s; the first, which builds them, 14 s).
    var cleanBuildShare: Double { shared == nil ? 1.5 : 0.3 }

    func start(scratchFolder: URL, in context: any MeasureContext) throws -> BuildReading {
        let sharing = context.commands.isSwiftPM ? shared : nil
        let buildFolder = try sharing?.nextBuildFolder() ?? scratchFolder
        // Inside the build folder, so it goes when the folder does; emptied for each build.
        let statsFolder = buildFolder.appendingPathComponent("compile-stats")
        try? FileManager.default.removeItem(at: statsFolder)
        try FileManager.default.createDirectory(
            at: statsFolder, withIntermediateDirectories: true)
        var flags = CompileWorkStats.compilerFlags(statsFolder: statsFolder)
        if sharing != nil { flags += SharedDependencyBuild.compilerFlags }
        return BuildReading(swiftFlags: flags, buildFolder: buildFolder, observe: nil) {
            outcome, findings, context in
            switch Self.profile(
                of: outcome, statsFolder: statsFolder, scratchFolder: buildFolder,
                sharing: sharing, in: context)
            {
            case .success(let profile): findings.figures[CompileWorkFigure.self] = profile
            case .failure(let incomplete):
                findings.failure = VariantFailure(
                    status: .buildFailed,
                    reason: "compile work: \(incomplete.reason); log: \(context.logPath(outcome))")
            }
        }
    }

    /// Why the build's statistics are not a measurement of the variant's own code.
    struct Incomplete: Error { var reason: String }

    /// How many reasons for unreadable statistics files are named, each with its first file.
    static let unreadableNamed = 3

    /// The counters of the finished build, with a note for each one that is not exact;
    /// `Incomplete` when the build wrote no statistics, compiled an own file without valid
    /// ones, or matched none of the own files to a job (`CompileWorkCompleteness`).
    private static func profile(
        of outcome: ProcessOutcome, statsFolder: URL, scratchFolder: URL,
        sharing: SharedDependencyBuild?, in context: any MeasureContext
    ) -> Result<CompileWorkProfile, Incomplete> {
        let variant = context.variant
        let read = CompileWorkStats.readJobs(inFolder: statsFolder)
        noteUnreadable(read.unreadable, in: context)
        let maps = OutputFileMap.all(in: scratchFolder)
        // The jobs of the modules a shared folder's build reused count as if it compiled them.
        let (jobs, reused) = sharing?.jobs(adding: read.jobs, maps: maps) ?? (read.jobs, [])
        guard !read.jobs.isEmpty || !read.unreadable.isEmpty else {
            let how =
                context.commands.isSwiftPM
                ? "" : " (does the build command pass {swiftFlags} to the compiler?)"
            return .failure(
                Incomplete(
                    reason:
                        "the build wrote no compiler statistics (-stats-output-dir): no compile job was found\(how)"
                ))
        }
        let modules = CompileWorkModules.resolve(
            ownFiles: variant.ownSourceFiles + variant.toolingFiles,
            packageFolder: variant.packageFolder,
            outputFileMaps: CompileWorkModules.outputFileMaps(maps, jobs: jobs),
            configured: context.commands.modules, targets: variant.targets, jobs: jobs)
        let profile = CompileWorkStats.profile(
            jobs: jobs, modules: modules, variant: variant,
            compilerVersion: context.compilerVersion)
        if let problem = CompileWorkCompleteness.problem(
            ownFiles: variant.ownSourceFiles, matched: Set(profile?.files.map(\.file) ?? []),
            modules: modules, jobs: jobs, unreadable: read.unreadable,
            packageFolder: variant.packageFolder,
            configured: context.commands.modules != nil)
        {
            return .failure(Incomplete(reason: problem))
        }
        guard var profile else {
            return .failure(
                Incomplete(reason: "no compile job was found: every statistics file is unreadable"))
        }
        // Read before the scratch folder goes: whether the own files' object code depends on
        // its folder (other jobs' objects, such as generated sources', say nothing of it).
        let inexact = ObjectFileCheck.inexactCounters(
            buildFolder: scratchFolder, paths: [scratchFolder.path, variant.packageFolder.path],
            ownSources: variant.ownSourceFiles.map {
                variant.packageFolder.appendingPathComponent($0).path
            }, maps: maps)
        if !reused.isEmpty { profile.reusedModules = reused }
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
        return .success(profile)
    }

    /// One note for the statistics files left out, grouped by reason: the first file of each of
    /// the first few reasons by name, the rest counted (a hostile build may leave thousands).
    private static func noteUnreadable(
        _ unreadable: [CompileWorkStats.Unreadable], in context: any MeasureContext
    ) {
        guard !unreadable.isEmpty else { return }
        var reasons: [String] = []
        var byReason: [String: [CompileWorkStats.Unreadable]] = [:]
        for entry in unreadable {
            if byReason[entry.reason] == nil { reasons.append(entry.reason) }
            byReason[entry.reason, default: []].append(entry)
        }
        let named = reasons.prefix(unreadableNamed).map { reason in
            let files = byReason[reason] ?? []
            return "\(files[0].file): \(reason)"
                + (files.count > 1 ? " (and \(files.count - 1) more such)" : "")
        }
        let others = reasons.dropFirst(unreadableNamed).reduce(0) {
            $0 + (byReason[$1]?.count ?? 0)
        }
        let count = unreadable.count
        context.note(
            "\(count) compiler statistics file\(count == 1 ? " is" : "s are") unreadable and left out: "
                + named.joined(separator: "; ")
                + (others > 0 ? "; and \(others) more for other reasons" : ""))
    }
}
