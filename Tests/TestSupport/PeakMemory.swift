import Foundation

/// The tool run under GNU time, which reports its peak resident memory: a test of bounded memory
/// that sees the whole process, not a figure the code reports about itself. nil where there is
/// no GNU time (macOS's `time` takes other flags): such tests check only their counts there.
package enum PeakMemory {
    /// The result of the tool run with `arguments`, and its peak resident memory in kilobytes.
    package static func run(_ arguments: [String]) throws -> (
        result: BuiltTool.Result, kilobytes: Int?
    ) {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time),
            (try? BuiltTool.run(["-f", "%M", "true"], executable: time))?.status == 0
        else { return (try BuiltTool.run(arguments), nil) }
        let result = try BuiltTool.run(
            ["-f", "peak-kb %M", BuiltTool.binary.path] + arguments, executable: time)
        let line = result.stderr.split(separator: "\n").last { $0.hasPrefix("peak-kb ") }
        return (result, line.flatMap { Int($0.dropFirst(8)) })
    }
}
