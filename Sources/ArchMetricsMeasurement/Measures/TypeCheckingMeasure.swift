import ArchMetricsModel
import Foundation

/// One untimed clean build with the compiler timing every function body it type-checks,
/// added up by role and feature. A toolchain without the flag fails the build or prints no
/// times: either way a note, and the variant's other figures stand.
struct TypeCheckingMeasure: UntimedMeasure {
    /// About what a clean build costs.
    func estimatedSeconds(state: VariantMeasurementState, averageStepSeconds: Double) -> Double {
        1.1 * (state.meanSeconds(.cleanBuild) ?? averageStepSeconds / 3)
    }

    let scratchPurpose = "type-check"
    let needsOnlyABuild = true

    func measure(
        _ variantIndex: Int, scratchFolder: URL, in session: MeasurementSession
    ) throws {
        let variant = session.variants[variantIndex]
        session.progress.report(
            "\(variant.name) type-checking: \(session.commands(variantIndex).buildName) -debug-time-function-bodies (untimed)",
            secondsLeft: session.secondsLeftInUntimedMeasures())
        // The lines are read as they stream by: the log keeps only its head and tail.
        let reader = TypeCheckLogReader(variant: variant)
        guard
            let outcome = try session.runUntimedBuild(
                variantIndex, scratchFolder: scratchFolder,
                swiftFlags: TypeCheckTimes.compilerFlags,
                logPrefix: "type-check", consequence: "no type-checking figures",
                observe: reader.consume)
        else { return }
        let log = session.folders.relativeLogPath(outcome.logFile)
        guard outcome.succeeded else {
            session.note(
                "the build with -debug-time-function-bodies failed (\(outcome.termination)); no type-checking figures; log: \(log)",
                variantIndex)
            return
        }
        let profile = reader.profile()
        if reader.impossible > 0 {
            session.note(
                "\(reader.impossible) -debug-time-function-bodies lines in \(log) hold a time no compiler prints (the first for \(reader.firstImpossibleFile ?? "?")); left out",
                variantIndex)
        }
        guard let profile else {
            session.note(
                "no -debug-time-function-bodies times in \(log); no type-checking figures",
                variantIndex)
            return
        }
        session.update(variantIndex) { $0.typeChecking = profile }
        session.progress.report(
            String(
                format: "%@ type-checking: %.0f ms in %d function bodies of its own files",
                variant.name, profile.ownMilliseconds, profile.ownFunctions))
    }
}
