import ArchMetricsKit
import Foundation

enum ScanCommand: Command {
    static let name = "scan"
    static let summary = "Count Swift lines (code, comment, blank) and type declarations exactly."
    static let help = """
        USAGE: archmetrics scan [PATH ...] [--by-file] [--format table|json|csv] [--follow-symlinks]
               archmetrics scan [PATH ...] --analysis [--format table|json|csv]
               archmetrics scan --explain FILE

        Walks the given files and folders (default: the current folder;
        the bundled FootballGather/ core inside the archmetrics repository) and counts
        every .swift file exactly, following Swift's lexical grammar: physical lines, code lines
        (any part of a token, including every line of a multi-line string), comment lines (//,
        ///, nested /* */, #! on line 1) and blank lines, plus bytes and top-level type
        declarations. Hidden folders (.git, .build*, …) are skipped. A file given by name is
        scanned whatever its extension.

        OPTIONS:
        \(options.helpText)

        With --analysis, the table is followed by the Coupling and Complexity sections as
        Markdown; --analysis --format json or csv lists every function measured instead (file,
        line, end line, qualified name, kind, complexity, length, role; test files left out),
        sorted and stable: JSON with schemaVersion, CSV with a header row.

        Problems with a path or file (missing, unreadable, binary, invalid UTF-8, unterminated
        comment or string) are printed to stderr as `path:line: severity: message`; the scan
        goes on. Exit status: 0 ok (warnings allowed), 1 a path or file could not be read,
        2 bad usage or nothing could be read.

        EXAMPLES:
          archmetrics scan
          archmetrics scan Sources Tests --by-file
          archmetrics scan FootballGather/MVP-C --format json > scan.json
          archmetrics scan --explain Sources/archmetrics/main.swift
          archmetrics scan FootballGather/MVC --analysis
          archmetrics scan Sources --analysis --format csv > functions.csv
        """

    static let options: [OptionSpec] = [
        OptionSpec(
            "by-file", notWith: ["explain"],
            "One row per file in table and CSV output (JSON always lists files)."),
        OptionSpec(
            "format", .value(placeholder: "FORMAT"), notWith: ["explain"],
            "table (default), json (stable, sorted keys, schemaVersion; what\nlater commands consume) or csv."
        ),
        OptionSpec(
            "follow-symlinks", notWith: ["explain"],
            "Also follow symbolic links that lead outside a scanned folder.\nLinks inside it are always followed; nothing is scanned twice."
        ),
        OptionSpec(
            "explain", .value(placeholder: "FILE"),
            "Print each line of FILE with its class (code/comment/blank)."),
        OptionSpec(
            "analysis", notWith: ["explain"],
            "After the table, measure coupling and cyclomatic complexity of\neverything scanned, as one variant with roles from the default\nrules, and print them as Markdown; with --format json or csv,\nlist every function instead (no table)."
        ),
        .helpOption,
    ]

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        let byFile = arguments.flag("by-file")
        let followSymlinks = arguments.flag("follow-symlinks")
        let format = try arguments.choice(
            "format", ScanResult.Format.allCases.map(\.rawValue), default: "table")
        let explainPath = try arguments.option("explain")
        let analysis = arguments.flag("analysis")
        let paths = try arguments.positionals()

        if let explainPath {
            guard paths.isEmpty else {
                throw ArchMetricsError.usage("scan: --explain takes one FILE and no other paths")
            }
            return try explain(explainPath)
        }

        let listsFunctions = analysis && format != "table"
        if listsFunctions && byFile {
            throw ArchMetricsError.usage(
                "scan: --analysis --format \(format) lists every function; --by-file is for the table and the scan's CSV"
            )
        }
        let roots =
            paths.isEmpty
            ? [
                try BundledCore.defaultSubject(
                    from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            ]
            : paths.map { URL(fileURLWithPath: $0) }
        let options = ScanOptions(followSymlinks: followSymlinks, cancellation: .process)
        let name = roots.count == 1 ? roots[0].lastPathComponent : "scan"
        // With --analysis, one pass reads and lexes each file for both the counts and the analysis.
        let result: ScanResult
        var variant: VariantArchitecture?
        var functions: FunctionInventory?
        if analysis {
            let analyzed: AnalyzedVariant
            (result, analyzed) = ScanAnalysis.run(
                paths: roots, options: options, name: name)
            variant = analyzed.architecture
            if listsFunctions { functions = analyzed.functionInventory() }
        } else {
            result = SourceScanner.scan(paths: roots, options: options)
        }
        LeftForExit.keep(result)
        LeftForExit.keep(functions)
        for diagnostic in result.allDiagnostics { Output.error(diagnostic.formatted) }
        if result.files.isEmpty && result.hasErrors {
            throw ArchMetricsError.input("scan: nothing could be read")
        }
        // Written into a buffered standard output: the JSON of a large scan is megabytes, and
        // building it as one string first cost as much as the scan.
        let output = BufferedOutput.standardOutput()
        if let functions {
            if format == "csv" {
                functions.writeCSV(to: output)
            } else {
                functions.writeJSON(to: output)
            }
        } else {
            result.write(
                as: ScanResult.Format(rawValue: format) ?? .table, byFile: byFile, to: output)
        }
        try output.flush()
        if let variant {
            for diagnostic in variant.diagnostics { Output.error(diagnostic.formatted) }
        }
        if let variant, functions == nil {
            Output.print(
                "\n"
                    + ArchitectureAnalysisReport.markdown(
                        ArchitectureAnalysis(variants: [variant]), focusVariant: name))
        }
        // A file the analysis could not read is as much a failure as one the scan could not.
        let analysisFailed = variant?.diagnostics.contains { $0.severity == .error } ?? false
        return result.hasErrors || analysisFailed ? .checkFailed : .success
    }

    private static func explain(_ path: String) throws -> ExitStatus {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ArchMetricsError.input("scan: no such file: \(path)")
        }
        guard !isFolder.boolValue else {
            throw ArchMetricsError.usage("scan: --explain takes a file, and \(path) is a folder")
        }
        let lines = try SourceScanner.explain(fileAt: URL(fileURLWithPath: path))
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
        Output.print(text)
        return .success
    }
}
