import ArchMetricsModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The timed builds of one run: a clean build in a fresh scratch folder, the same build again,
/// then one file touched and built, then every file of the variant touched and built.
struct TimedBuilds: RunMeasure {
    let scratchPurpose = "build"

    func measure(
        _ step: MeasurementSchedule.Step, scratchFolder: URL,
        remaining: [MeasurementSchedule.Step], in session: MeasurementSession
    ) throws {
        let variant = session.variants[step.variantIndex]
        let arguments = [
            "build", "--package-path", variant.packageFolder.path, "--scratch-path",
            scratchFolder.path,
        ]

        let clean = try session.runStep(step, "clean build", arguments, remaining: remaining)
        guard session.accept(clean, step, "clean build", failure: .buildFailed) else { return }
        session.record(.cleanBuild, clean, step)

        let null = try session.runStep(
            step, "nothing-changed build", arguments, remaining: remaining)
        guard session.accept(null, step, "nothing-changed build", failure: .buildFailed) else {
            return
        }
        session.record(.nullBuild, null, step)

        if let touchFile = variant.incrementalTouchFile {
            guard touch([touchFile], step, "no incremental build measured", in: session) else {
                return
            }
            let incremental = try session.runStep(
                step, "incremental build (\(touchFile) touched)", arguments, remaining: remaining)
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
        guard touch(ownFiles, step, "no variant-only build measured", in: session) else { return }
        let variantOnly = try session.runStep(
            step, "variant-only build (\(ownFiles.count) files touched)", arguments,
            remaining: remaining)
        guard session.accept(variantOnly, step, "variant-only build", failure: .buildFailed)
        else { return }
        session.record(.variantBuild, variantOnly, step)
    }

    /// Bumps the modification time of `files` (relative to the package folder); content stays as
    /// it is, so there is nothing to restore. False, with a note saying `consequence`, when one
    /// cannot be touched.
    private func touch(
        _ files: [String], _ step: MeasurementSchedule.Step, _ consequence: String,
        in session: MeasurementSession
    ) -> Bool {
        let packageFolder = session.variants[step.variantIndex].packageFolder
        for file in files
        where utimensat(AT_FDCWD, packageFolder.appendingPathComponent(file).path, nil, 0) != 0 {
            session.note(
                "cannot touch \(file) (\(String(cString: strerror(errno)))); \(consequence)",
                step.variantIndex)
            return false
        }
        return true
    }
}
