import Foundation

/// What an untimed instrumented clean build measures (type-checking times, compile-work
/// counters): the compiler flags it adds, what it reads of the output as it streams by, and the
/// figures it makes of the finished build. `InstrumentedBuildMeasure` runs the build, or
/// finishes what the coverage run's build read for it (`CarriedInstruments`).
protocol BuildInstrument {
    /// Its log's and scratch folder's name: `type-check`, `compile-work`.
    var purpose: String { get }
    /// What its progress line says it measures: `type-checking`, `compile work`.
    var title: String { get }
    /// What its notes say is missing: "no `figures` figures".
    var figures: String { get }
    /// The flag its notes name: `-debug-time-function-bodies`.
    var flag: String { get }
    /// Its build's wall time in clean builds: the time-left estimate's guess before one ran.
    var cleanBuildShare: Double { get }

    /// Prepares one build in `scratchFolder` (fresh) of the context's variant.
    func start(scratchFolder: URL, in context: any MeasureContext) throws -> BuildReading
}
