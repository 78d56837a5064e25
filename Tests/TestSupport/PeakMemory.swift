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

    /// `report --runs 1` of a one-file variant `App` in `folder` with the configured
    /// `commands`, run as `run` does; the report is written to `folder/Reports`.
    package static func report(commands: [String: Any], in folder: URL) throws -> (
        result: BuiltTool.Result, kilobytes: Int?, output: URL
    ) {
        let variant = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: variant, withIntermediateDirectories: true)
        try Data("final class GatherPresenter {}\n".utf8).write(
            to: variant.appendingPathComponent("GatherPresenter.swift"))
        let config: [String: Any] = [
            "variants": [["name": "App", "path": "App"]], "commands": commands,
        ]
        let configFile = folder.appendingPathComponent("archmetrics.json")
        try JSONSerialization.data(withJSONObject: config).write(to: configFile)
        let output = folder.appendingPathComponent("Reports")
        let (result, kilobytes) = try run([
            "report", "--config", configFile.path, "--runs", "1", "--quiet",
            "--output", output.path,
        ])
        return (result, kilobytes, output)
    }

    /// The first measured variant of the report in `output`, as JSON; empty when there is none.
    package static func firstMeasuredVariant(in output: URL) -> [String: Any] {
        let snapshot =
            (try? JSONSerialization.jsonObject(
                with: Data(contentsOf: output.appendingPathComponent("metrics.json"))))
            as? [String: Any] ?? [:]
        let variants =
            (snapshot["measurements"] as? [String: Any])?["variants"] as? [[String: Any]] ?? []
        return variants.first ?? [:]
    }
}
