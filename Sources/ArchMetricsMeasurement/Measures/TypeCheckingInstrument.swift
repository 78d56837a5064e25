import ArchMetricsModel
import Foundation

/// The compiler timing every function body it type-checks, added up by role and feature.
struct TypeCheckingInstrument: BuildInstrument {
    let purpose = "type-check"
    let title = "type-checking"
    let figures = "type-checking"
    let flag = "-debug-time-function-bodies"
    /// About what a clean build costs.
    let cleanBuildShare = 1.1

    func start(scratchFolder: URL, in context: any MeasureContext) throws -> BuildReading {
        // The lines are read as they stream by: the log keeps only its head and tail.
        let reader = TypeCheckLogReader(variant: context.variant)
        return BuildReading(swiftFlags: TypeCheckTimes.compilerFlags, observe: reader.consume) {
            outcome, findings, context in
            let log = context.logPath(outcome)
            let profile = reader.profile()
            if reader.impossible > 0 {
                context.note(
                    "\(reader.impossible) -debug-time-function-bodies lines in \(log) hold a time no compiler prints (the first for \(reader.firstImpossibleFile ?? "?")); left out"
                )
            }
            guard let profile else {
                context.note(
                    "no -debug-time-function-bodies times in \(log); no type-checking figures")
                return
            }
            findings.figures[TypeCheckingFigure.self] = profile
            context.report(
                String(
                    format: "%@ type-checking: %.0f ms in %d function bodies of its own files",
                    context.variant.name, profile.ownMilliseconds, profile.ownFunctions))
        }
    }
}
