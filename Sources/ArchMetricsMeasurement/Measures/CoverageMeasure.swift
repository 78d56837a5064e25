import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// One untimed `swift test --enable-code-coverage` per variant, then the llvm-cov export it
/// leaves, added up per feature and role.
struct CoverageMeasure: UntimedMeasure {
    /// An instrumented test run costs about what a clean test run does (it builds from scratch
    /// too; instrumentation adds a little, and the machine's load decides the rest).
    func estimatedSeconds(state: VariantMeasurementState, averageStepSeconds: Double) -> Double {
        1.2 * (state.meanSeconds(.cleanTest) ?? averageStepSeconds / 2)
    }

    let scratchPurpose = "coverage"

    func measure(
        _ variantIndex: Int, scratchFolder: URL, in session: MeasurementSession
    ) throws {
        let variant = session.variants[variantIndex]
        guard session.commands(variantIndex).isSwiftPM else {
            session.note(
                "coverage is measured for SwiftPM variants only (swift test --enable-code-coverage); its configured commands give none",
                variantIndex)
            return
        }
        let arguments = [
            "test", "--package-path", variant.packageFolder.path, "--scratch-path",
            scratchFolder.path, "--enable-code-coverage",
        ]
        session.progress.report(
            "\(variant.name) coverage: swift test --enable-code-coverage (untimed)",
            secondsLeft: session.secondsLeftInUntimedMeasures())
        let reader = TestOutputReader()
        let outcome = try session.runSwift(
            arguments, logName: "coverage-test.log", variantIndex: variantIndex,
            observe: reader.consume)
        let summary = reader.summary
        guard
            session.accept(
                outcome, nil, variantIndex, "coverage test run",
                failure: summary.counts == nil && summary.crash == nil
                    ? .buildFailed : .testsFailed,
                crash: summary.crash)
        else { return }
        let pathOutcome = try session.runSwift(
            arguments + ["--show-codecov-path"], logName: "coverage-path.log",
            variantIndex: variantIndex)
        guard pathOutcome.succeeded, let path = Self.codecovPath(inLog: pathOutcome.logText())
        else {
            session.note(
                "swift test --show-codecov-path gave no path (\(pathOutcome.termination)); no coverage figures",
                variantIndex)
            return
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
            session.update(variantIndex) {
                $0.featureCoverage = featureCoverage
                $0.roleCoverage = roleCoverage
            }
            for figure in featureCoverage + roleCoverage {
                if let missing = figure.missingFiles {
                    session.note(
                        "\(figure.name): no coverage data for \(missing.joined(separator: ", "))",
                        variantIndex)
                }
            }
            let shown = featureCoverage.map { figure in
                "\(figure.name) \(figure.percent.map { String(format: "%.1f%%", $0) } ?? "n/a")"
            }
            session.progress.report(
                "\(variant.name) coverage: "
                    + (shown.isEmpty
                        ? "measured; no features given" : shown.joined(separator: ", ")))
        } catch let error as ArchMetricsError {
            session.note("\(error.message); no coverage figures", variantIndex)
        }
    }

    /// The last line of `--show-codecov-path`'s log that names a JSON file.
    static func codecovPath(inLog log: String) -> String? {
        log.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .last { $0.hasPrefix("/") && $0.hasSuffix(".json") }
    }
}
