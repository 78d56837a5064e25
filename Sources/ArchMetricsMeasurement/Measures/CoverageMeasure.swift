import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// One untimed `swift test --enable-code-coverage` per variant, then the llvm-cov export it
/// leaves, added up per feature and role.
struct CoverageMeasure: UntimedMeasure {
    /// An instrumented test run costs about what a clean test run does (it builds from scratch
    /// too; instrumentation adds a little, and the machine's load decides the rest): 1.2 times
    /// a clean test run, about half a timed run.
    let stepShare = 1.2 / 2

    let scratchPurpose = "coverage"

    func measure(scratchFolder: URL, in context: any MeasureContext) throws -> MeasureFindings {
        var findings = MeasureFindings()
        let variant = context.variant
        guard context.commands.isSwiftPM else {
            context.note(
                "coverage is measured for SwiftPM variants only (swift test --enable-code-coverage); its configured commands give none"
            )
            return findings
        }
        let arguments = [
            context.swiftExecutable, "test", "--package-path", variant.packageFolder.path,
            "--scratch-path",
            scratchFolder.path, "--enable-code-coverage",
        ]
        context.report(
            "\(variant.name) coverage: swift test --enable-code-coverage (untimed)",
            showingTimeLeft: true)
        let reader = TestOutputReader()
        let outcome = try context.run(
            arguments, logName: "coverage-test.log", observe: reader.consume)
        let summary = reader.summary
        findings.failure = context.failure(
            of: outcome, doing: "coverage test run",
            status: summary.counts == nil && summary.crash == nil ? .buildFailed : .testsFailed,
            crash: summary.crash)
        guard findings.failure == nil else { return findings }
        let pathOutcome = try context.run(
            arguments + ["--show-codecov-path"], logName: "coverage-path.log")
        guard pathOutcome.succeeded, let path = Self.codecovPath(inLog: pathOutcome.logText())
        else {
            context.note(
                "swift test --show-codecov-path gave no path (\(pathOutcome.termination)); no coverage figures"
            )
            return findings
        }
        do {
            let export = try CoverageExport.load(from: URL(fileURLWithPath: path))
            func figures(_ groups: [String: [String]]) -> [CoverageFigure] {
                groups.keys.sorted().map {
                    export.figure(
                        name: $0, files: groups[$0] ?? [], packageFolder: variant.packageFolder)
                }
            }
            let featureCoverage = figures(variant.features)
            let roleCoverage = figures(variant.roles)
            findings.coverage = (featureCoverage, roleCoverage)
            for figure in featureCoverage + roleCoverage {
                if let missing = figure.missingFiles {
                    context.note(
                        "\(figure.name): no coverage data for \(missing.joined(separator: ", "))")
                }
            }
            let shown = featureCoverage.map { figure in
                "\(figure.name) \(figure.percent.map { String(format: "%.1f%%", $0) } ?? "n/a")"
            }
            context.report(
                "\(variant.name) coverage: "
                    + (shown.isEmpty
                        ? "measured; no features given" : shown.joined(separator: ", ")))
        } catch let error as ArchMetricsError {
            context.note("\(error.message); no coverage figures")
        }
        return findings
    }

    /// The last line of `--show-codecov-path`'s log that names a JSON file.
    static func codecovPath(inLog log: String) -> String? {
        log.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .last { $0.hasPrefix("/") && $0.hasSuffix(".json") }
    }
}
