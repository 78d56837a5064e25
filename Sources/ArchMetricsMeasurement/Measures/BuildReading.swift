/// One instrument's part in one build: its flags, its look at the output as it comes, and what
/// it makes of the finished, successful build.
struct BuildReading {
    var swiftFlags: [String]
    var observe: ((UnsafeRawBufferPointer) -> Void)?
    var finish: (ProcessOutcome, inout MeasureFindings) -> Void
}
