import ArchMetricsKit
import ArchMetricsSupport

enum ScanCommand: Command {
    typealias Flow = ScanWorkflow
    // Reads files only: Ctrl-C ends the tool at once, nothing to stop or leave whole.
    static let cancelsOnInterrupt = false
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

    static let byFile = OptionSpec(
        "by-file", notWith: [explain],
        "One row per file in table and CSV output (JSON always lists files).")
    static let format = OptionSpec(
        "format", .value(placeholder: "FORMAT"), notWith: [explain],
        "table (default), json (stable, sorted keys, schemaVersion; what\nlater commands consume) or csv."
    )
    static let followSymlinks = OptionSpec(
        "follow-symlinks", notWith: [explain],
        "Also follow symbolic links that lead outside a scanned folder.\nLinks inside it are always followed; nothing is scanned twice."
    )
    static let explain = OptionSpec(
        "explain", .value(placeholder: "FILE"),
        "Print each line of FILE with its class (code/comment/blank).")
    static let analysis = OptionSpec(
        "analysis", notWith: [explain],
        "After the table, measure coupling and cyclomatic complexity of\neverything scanned, as one variant with roles from the default\nrules, and print them as Markdown; with --format json or csv,\nlist every function instead (no table)."
    )

    static let options = [byFile, format, followSymlinks, explain, analysis, .helpOption]

    static func request(_ arguments: inout Arguments) throws -> ScanWorkflow.Request {
        var request = ScanWorkflow.Request()
        request.byFile = arguments.flag(byFile)
        request.followSymlinks = arguments.flag(followSymlinks)
        request.format = try arguments.choice(format, default: request.format)
        request.explain = try arguments.option(explain)
        request.analysis = arguments.flag(analysis)
        request.paths = try arguments.positionals()
        if request.explain != nil {
            guard request.paths.isEmpty else {
                throw ArchMetricsError.usage("scan: --explain takes one FILE and no other paths")
            }
        } else if request.listsFunctions && request.byFile {
            throw ArchMetricsError.usage(
                "scan: --analysis --format \(request.formatName) lists every function; --by-file is for the table and the scan's CSV"
            )
        }
        return request
    }
}
