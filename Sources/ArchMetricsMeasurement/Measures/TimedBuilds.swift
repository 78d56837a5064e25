import ArchMetricsModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The timed builds of one run: a clean build in a fresh scratch folder, the same build again,
/// then one file touched and built, then every file of the variant touched and built: the
/// variant's configured commands (`BuildCommands`), SwiftPM's by default.
struct TimedBuilds: RunMeasure {
    let scratchPurpose = "build"

    func measure(scratchFolder: URL, in context: any RunContext) throws -> MeasureFindings {
        var findings = MeasureFindings()
        let variant = context.variant
        let commands = context.commands
        let build = context.commandLine(commands.build, scratchFolder: scratchFolder)
        let nothingChanged =
            commands.nothingChanged.map { context.commandLine($0, scratchFolder: scratchFolder) }
            ?? build

        if let clean = commands.clean {
            guard
                try runBuild(
                    "clean", detail: " (untimed)",
                    context.commandLine(clean, scratchFolder: scratchFolder), logKind: "clean",
                    timing: nil, into: &findings, context)
            else { return findings }
        }
        guard
            try runBuild("clean build", build, timing: .cleanBuild, into: &findings, context),
            try runBuild(
                "nothing-changed build", nothingChanged, timing: .nullBuild, into: &findings,
                context)
        else { return findings }

        if let touchFile = variant.incrementalTouchFile {
            guard
                try touch(
                    [touchFile], "incremental", scratchFolder, "no incremental build measured",
                    in: context),
                try runBuild(
                    "incremental build", detail: " (\(touchFile) touched)", build,
                    timing: .incrementalBuild, into: &findings, context)
            else { return findings }
        } else {
            findings.notes.append(
                "no file to touch for the incremental build (the variant has no source file of the unit-test screen); no incremental build measured"
            )
        }

        // Every file of the variant touched, nothing else: SwiftPM recompiles the variant's own
        // targets and relinks, while its dependencies (the bundled core's Kit) stay built.
        // Deleting the targets' build folders instead leaves SwiftPM's build database out of step
        // with the folder (it fails to find its output file maps), so touching is what SwiftPM allows.
        let ownFiles = variant.ownSourceFiles
        guard !ownFiles.isEmpty,
            try touch(
                ownFiles, "variant-only", scratchFolder, "no variant-only build measured",
                in: context)
        else { return findings }
        _ = try runBuild(
            "variant-only build", detail: " (\(ownFiles.count) files touched)", build,
            timing: .variantBuild, into: &findings, context)
        return findings
    }

    /// The one way a command of the run goes: announced as `what` + `detail`, run, accepted,
    /// and its time kept as `timing` (none for an untimed clean). False, with the failure in
    /// `findings`, when it failed: the run stops there.
    private func runBuild(
        _ what: String, detail: String = "", _ command: [String], logKind: String = "build",
        timing: TimingMeasure?, into findings: inout MeasureFindings, _ context: any RunContext
    ) throws -> Bool {
        let outcome = try context.runStep(what + detail, command, logKind: logKind)
        if let failure = context.failure(of: outcome, doing: what, status: .buildFailed, crash: nil)
        {
            findings.failure = failure
            return false
        }
        if let timing { findings.time(timing, outcome) }
        return true
    }

    /// Bumps the modification time of `files` (relative to the package folder); content stays as
    /// it is, so there is nothing to restore. A configured `touch` command runs (untimed) once per
    /// file instead. False, with a note saying `consequence`, when one cannot be touched.
    private func touch(
        _ files: [String], _ purpose: String, _ scratchFolder: URL, _ consequence: String,
        in context: any RunContext
    ) throws -> Bool {
        let packageFolder = context.variant.packageFolder
        let command = context.commands.touch
        for (offset, file) in files.enumerated() {
            let path = packageFolder.appendingPathComponent(file).path
            if let command {
                let outcome = try context.runStep(
                    "\(purpose)-touch (untimed)",
                    context.commandLine(
                        command, scratchFolder: scratchFolder, swiftFlags: [], file: path),
                    logKind: "touch\(offset + 1)")
                if outcome.succeeded { continue }
                context.note(
                    "the touch command failed for \(file) (\(outcome.termination)); \(consequence)")
                return false
            }
            guard utimensat(AT_FDCWD, path, nil, 0) != 0 else { continue }
            context.note(
                "cannot touch \(file) (\(String(cString: strerror(errno)))); \(consequence)")
            return false
        }
        return true
    }
}
