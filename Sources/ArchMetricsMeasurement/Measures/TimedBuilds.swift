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

    func measure(
        _ step: MeasurementSchedule.Step, scratchFolder: URL,
        remaining: [MeasurementSchedule.Step], in session: MeasurementSession
    ) throws {
        let variant = session.variants[step.variantIndex]
        let commands = session.commands(step.variantIndex)
        let build = session.commandLine(
            commands.build, step.variantIndex, scratchFolder: scratchFolder)
        let nothingChanged =
            commands.nothingChanged.map {
                session.commandLine($0, step.variantIndex, scratchFolder: scratchFolder)
            } ?? build

        if let clean = commands.clean {
            let outcome = try session.runStep(
                step, "clean (untimed)",
                session.commandLine(clean, step.variantIndex, scratchFolder: scratchFolder),
                logKind: "clean", remaining: remaining)
            guard session.accept(outcome, step, "clean", failure: .buildFailed) else { return }
        }
        let clean = try session.runStep(
            step, "clean build", build, logKind: "build", remaining: remaining)
        guard session.accept(clean, step, "clean build", failure: .buildFailed) else { return }
        session.record(.cleanBuild, clean, step)

        let null = try session.runStep(
            step, "nothing-changed build", nothingChanged, logKind: "build", remaining: remaining)
        guard session.accept(null, step, "nothing-changed build", failure: .buildFailed) else {
            return
        }
        session.record(.nullBuild, null, step)

        if let touchFile = variant.incrementalTouchFile {
            guard
                try touch(
                    [touchFile], "incremental", step, scratchFolder, remaining,
                    "no incremental build measured",
                    in: session)
            else { return }
            let incremental = try session.runStep(
                step, "incremental build (\(touchFile) touched)", build, logKind: "build",
                remaining: remaining)
            guard
                session.accept(incremental, step, "incremental build", failure: .buildFailed)
            else { return }
            session.record(.incrementalBuild, incremental, step)
        }

        // Every file of the variant touched, nothing else: SwiftPM recompiles the variant's own
        // targets and relinks, while its dependencies (the bundled core's Kit) stay built.
        // Deleting the targets' build folders instead leaves SwiftPM's build database out of step
        // with the folder (it fails to find its output file maps), so touching is what SwiftPM allows.
        let ownFiles = variant.ownSourceFiles
        guard !ownFiles.isEmpty else { return }
        guard
            try touch(
                ownFiles, "variant-only", step, scratchFolder, remaining,
                "no variant-only build measured",
                in: session)
        else { return }
        let variantOnly = try session.runStep(
            step, "variant-only build (\(ownFiles.count) files touched)", build, logKind: "build",
            remaining: remaining)
        guard session.accept(variantOnly, step, "variant-only build", failure: .buildFailed)
        else { return }
        session.record(.variantBuild, variantOnly, step)
    }

    /// Bumps the modification time of `files` (relative to the package folder); content stays as
    /// it is, so there is nothing to restore. A configured `touch` command runs (untimed) once per
    /// file instead. False, with a note saying `consequence`, when one cannot be touched.
    private func touch(
        _ files: [String], _ purpose: String, _ step: MeasurementSchedule.Step,
        _ scratchFolder: URL,
        _ remaining: [MeasurementSchedule.Step], _ consequence: String,
        in session: MeasurementSession
    ) throws -> Bool {
        let packageFolder = session.variants[step.variantIndex].packageFolder
        let command = session.commands(step.variantIndex).touch
        for (offset, file) in files.enumerated() {
            let path = packageFolder.appendingPathComponent(file).path
            if let command {
                let outcome = try session.runStep(
                    step, "\(purpose)-touch (untimed)",
                    session.commandLine(
                        command, step.variantIndex, scratchFolder: scratchFolder, file: path),
                    logKind: "touch\(offset + 1)", remaining: remaining)
                if outcome.succeeded { continue }
                session.note(
                    "the touch command failed for \(file) (\(outcome.termination)); \(consequence)",
                    step.variantIndex)
                return false
            }
            guard utimensat(AT_FDCWD, path, nil, 0) != 0 else { continue }
            session.note(
                "cannot touch \(file) (\(String(cString: strerror(errno)))); \(consequence)",
                step.variantIndex)
            return false
        }
        return true
    }
}
