import Foundation

/// One instrument's part in one build: its flags, its look at the output as it comes, and what
/// it makes of the finished, successful build. `finish` gets the context of the measure that
/// records the figures, which is not the one that started the build when the coverage run
/// carried it (`CarriedInstruments`).
struct BuildReading {
    var swiftFlags: [String]
    /// Where the build runs when not in the fresh scratch folder it was given: the compile-work
    /// builds' shared folder (`SharedDependencyBuild`).
    var buildFolder: URL? = nil
    var observe: ((UnsafeRawBufferPointer) -> Void)?
    var finish: (ProcessOutcome, inout MeasureFindings, any MeasureContext) -> Void
}
