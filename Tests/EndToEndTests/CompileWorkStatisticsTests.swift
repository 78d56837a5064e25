import Foundation
import TestSupport
import Testing

/// The compile-work fast path (`--compile-work-only`, one build) against a build command that
/// writes the statistics files a test gives it, as a compiler would with `-stats-output-dir`:
/// an own file compiled without valid statistics, and own files matched to no job at all, are
/// failed measurements that name the file or the configuration key that fixes them.
@Suite(.serialized) struct CompileWorkStatisticsTests {
    static let presenter = "GatherPresenter.swift"
    static let controller = "GatherViewController.swift"

    /// A statistics file's name for `file` compiled in `module`.
    static func statsName(_ module: String, _ file: String) -> String {
        "stats-1-swift-frontend-\(module)-\(file)-x86_64_unknown_linux_gnu-o-Onone-1.json"
    }

    static let valid = #"{"Sema.NumConstraintScopes": 12, "LLVM.NumLLVMBytesOutput": 300}"#

    /// One variant, App, whose two own files are in `App/Lib/`; its build copies `statistics`
    /// (file name → contents) into the folder after `-stats-output-dir`. `modules`: the
    /// configuration's `commands.modules`, as JSON, or nil.
    static func measure(statistics: [String: String], modules: String? = nil) throws -> (
        BuiltTool.Result, [String: Any]
    ) {
        let folder = try makeTemporaryFolder("archmetrics-compile-work-stats")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("App/Lib")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try Data("final class GatherPresenter {}\n".utf8).write(
            to: library.appendingPathComponent(presenter))
        try Data("final class GatherViewController {}\n".utf8).write(
            to: library.appendingPathComponent(controller))
        let prepared = folder.appendingPathComponent("prepared")
        try FileManager.default.createDirectory(at: prepared, withIntermediateDirectories: true)
        for (name, contents) in statistics {
            try Data(contents.utf8).write(to: prepared.appendingPathComponent(name))
        }
        let script = """
            while [ $# -gt 0 ]; do
              if [ "$1" = -stats-output-dir ]; then cp '\(prepared.path)'/* "$2"/ 2>/dev/null || true; fi
              shift
            done
            """
        let modulesMember = modules.map { #", "modules": \#($0)"# } ?? ""
        let config = """
            {"variants": [{"name": "App", "path": "App"}],
             "commands": {"build": ["sh", "-c", \(Self.jsonString(script)), "sh", "{swiftFlags}"],
                          "test": ["true"], "swiftFlags": "swiftc"\(modulesMember)}}
            """
        let configFile = folder.appendingPathComponent("archmetrics.json")
        try Data(config.utf8).write(to: configFile)
        let output = folder.appendingPathComponent("Reports")
        let result = try BuiltTool.run([
            "report", "--compile-work-only", "--config", configFile.path, "--quiet", "--output",
            output.path,
        ])
        return (result, PeakMemory.firstMeasuredVariant(in: output))
    }

    static func jsonString(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text])
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    /// Both own files with valid statistics: measured, exit 0 (the control for the cases below).
    @Test func ownFilesWithValidStatisticsAreMeasured() throws {
        let (result, variant) = try Self.measure(statistics: [
            Self.statsName("Lib", Self.presenter): Self.valid,
            Self.statsName("Lib", Self.controller): Self.valid,
        ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let work = variant["compileWork"] as? [String: Any] ?? [:]
        #expect((work["files"] as? [Any])?.count == 2, "\(variant)")
    }

    /// An own file whose statistics are missing, not JSON, not a number a compiler writes, or
    /// out of range does not drop out of the sum: the variant fails, naming the file and why.
    /// (`1e400` is not valid JSON to Foundation on Linux; read as infinity elsewhere, it is an
    /// impossible figure: either reason names the file.)
    @Test(
        arguments: [
            (nil, ["no statistics"]),
            (#"{"Sema.NumConstraintScopes": 5000"#, ["not valid JSON"]),
            (#"{"Sema.NumConstraintScopes": NaN}"#, ["not valid JSON"]),
            (
                #"{"Sema.NumConstraintScopes": 1e400}"#,
                ["not valid JSON", "Sema.NumConstraintScopes"]
            ),
            (#"{"Sema.NumConstraintScopes": -5}"#, ["Sema.NumConstraintScopes is -5"]),
        ] as [(String?, [String])])
    func anOwnFileWithoutValidStatisticsFailsTheMeasurement(
        _ contents: String?, _ reasons: [String]
    ) throws {
        var statistics = [Self.statsName("Lib", Self.presenter): Self.valid]
        if let contents { statistics[Self.statsName("Lib", Self.controller)] = contents }
        let (result, variant) = try Self.measure(statistics: statistics)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(variant["status"] as? String == "buildFailed", "\(variant)")
        let reason = variant["failureReason"] as? String ?? ""
        #expect(reason.contains("Lib/\(Self.controller)"), "\(reason)")
        #expect(reasons.contains { reason.contains($0) }, "\(reason)")
        #expect(result.stderr.contains("Lib/\(Self.controller)"), "\(result.stderr)")
    }

    /// Modules built from folders not named after them, and no output file maps: no own file
    /// matches a job. A failed measurement whose message names the `modules` key; with that
    /// key the same build is measured.
    @Test func ownFilesMatchedToNoJobNameTheModulesKey() throws {
        let statistics = [
            Self.statsName("Core", Self.presenter): Self.valid,
            Self.statsName("Core", Self.controller): Self.valid,
        ]
        let (result, variant) = try Self.measure(statistics: statistics)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let reason = variant["failureReason"] as? String ?? ""
        #expect(reason.contains("\"modules\""), "\(reason)")
        #expect(reason.contains("0 of 2 own files"), "\(reason)")

        let (fixed, measured) = try Self.measure(
            statistics: statistics, modules: #"{"Core": ["Lib"]}"#)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        let work = measured["compileWork"] as? [String: Any] ?? [:]
        #expect((work["files"] as? [Any])?.count == 2, "\(measured)")
    }

    /// A build that writes no statistics at all (a tool that does nothing) found no compile
    /// job: a failed measurement, not a note beside an "ok".
    @Test func aBuildThatWritesNoStatisticsFails() throws {
        let (result, variant) = try Self.measure(statistics: [:])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let reason = variant["failureReason"] as? String ?? ""
        #expect(reason.contains("no compile job"), "\(reason)")
    }
}
