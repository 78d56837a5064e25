import ArchMetricsAnalysis
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// `archmetrics scan`: every Swift file of the paths counted (and, with `--analysis`, its
/// coupling and complexity measured in the same pass), written in the asked format; or one
/// file's lines shown with their classes (`--explain`).
package enum ScanWorkflow: Workflow {
    /// What the command line asked for.
    package struct Request {
        /// Files and folders to scan; none: the current folder (the bundled core inside the
        /// archmetrics repository).
        package var paths: [String] = []
        /// One row per file in table and CSV output.
        package var byFile = false
        package var format: ScanFormat = .table
        package var followSymlinks = false
        /// Coupling and complexity after the table; with JSON or CSV, every function instead.
        package var analysis = false
        /// `--explain FILE`: that file's lines with their classes, nothing scanned.
        package var explain: String?

        package init() {}

        /// `--analysis --format json|csv`: the functions listed instead of the scan.
        package var listsFunctions: Bool { analysis && format != .table }

        /// `format` as `--format` spells it, for the command line's messages (which import
        /// Kit, not the Reporting module that defines the formats).
        package var formatName: String { format.rawValue }
    }

    /// How the scan ended, and what it made: the command line keeps `result` and `functions`
    /// alive until the process exits, where freeing them one record at a time would only cost.
    package struct Outcome: WorkflowOutcome {
        /// A path or file could not be read, by the scan or by the analysis.
        package var failed: Bool
        package var result: ScanResult?
        package var functions: FunctionInventory?
    }

    package static func run(_ request: Request, in context: WorkflowContext) throws -> Outcome {
        if let path = request.explain {
            context.show(try explain(path, in: context))
            return Outcome(failed: false)
        }
        let roots =
            request.paths.isEmpty
            ? [
                try BundledCore.defaultSubject(
                    from: context.folder, environment: context.environment)
            ]
            : request.paths.map(context.url)
        let options = ScanOptions(
            followSymlinks: request.followSymlinks, cancellation: context.cancellation)
        let name = roots.count == 1 ? roots[0].lastPathComponent : "scan"
        // With --analysis, one pass reads and lexes each file for both the counts and the analysis.
        let result: ScanResult
        var variant: VariantArchitecture?
        var functions: FunctionInventory?
        if request.analysis {
            // The same stages as a report's: scan, classify, analyse.
            let analyzed: AnalyzedVariant
            (result, analyzed) = ScanAnalysis.run(paths: roots, options: options, name: name)
            variant = analyzed.architecture
            if request.listsFunctions { functions = analyzed.functionInventory() }
        } else {
            result = SourceScanner.scan(paths: roots, options: options)
        }
        context.diagnostics.report(result.allDiagnostics)
        if result.files.isEmpty && result.hasErrors {
            throw ArchMetricsError.input("scan: nothing could be read")
        }
        try write(result, functions: functions, request, in: context)
        if let variant {
            context.diagnostics.report(variant.diagnostics)
        }
        if let variant, functions == nil {
            context.show(
                "\n"
                    + ArchitectureAnalysisReport.markdown(
                        ArchitectureAnalysis(variants: [variant]), focusVariant: name,
                        toolCommand: ToolInvocation.command(
                            writes: false, environment: context.environment)))
        }
        // A file the scan or the analysis could not read was reported as an error: failed.
        return Outcome(failed: context.diagnostics.failed, result: result, functions: functions)
    }

    /// The scan, or the functions listed, in the asked format. Written into a buffered stream:
    /// the JSON of a large scan is megabytes, and building it as one string first cost as much
    /// as the scan.
    static func write(
        _ result: ScanResult, functions: FunctionInventory?, _ request: Request,
        in context: WorkflowContext
    ) throws {
        let output = context.stream()
        if let functions {
            if request.format == .csv {
                functions.writeCSV(to: output)
            } else {
                functions.writeJSON(to: output)
            }
        } else {
            request.format.write(result, byFile: request.byFile, to: output)
        }
        try output.flush()
    }

    /// `--explain FILE`: each line of the file with its class, then the counts.
    static func explain(_ path: String, in context: WorkflowContext) throws -> String {
        let file = context.url(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else {
            throw ArchMetricsError.input("scan: no such file: \(path)")
        }
        guard !isFolder.boolValue else {
            throw ArchMetricsError.usage("scan: --explain takes a file, and \(path) is a folder")
        }
        let lines = try SourceScanner.explain(fileAt: file)
        let width = String(lines.count).count
        var text = ""
        for (index, line) in lines.enumerated() {
            let number = String(index + 1)
            let label = line.lineClass.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            text +=
                String(repeating: " ", count: width - number.count) + number + " " + label + "| "
                + line.text + "\n"
        }
        let counts = lines.reduce(into: [LineClass: Int]()) { $0[$1.lineClass, default: 0] += 1 }
        text +=
            "\(lines.count) lines: \(counts[.code, default: 0]) code, \(counts[.comment, default: 0]) comment, \(counts[.blank, default: 0]) blank\n"
        return text
    }
}
