import ArchMetricsKit
import Foundation

enum ReportCommand: Command {
    static let name = "report"
    static let summary = "Compare variants: lines per role and screen, unit tests, build times."
    static let help = """
        USAGE: archmetrics report [--variants NAME=PATH ...] [--config FILE] [--output DIR]
                                  [--format markdown|json] [--measure physical|code] [--no-build] [ROOT]

        Scans every variant of an app, classifies each Swift file by role (coordinator, view
        controller, view, presenter/view model, local model, shared, test) and screen, and writes
        the "Architecture Series" comparison tables: lines of code per screen for each role, the
        unit-test table, a per-role summary, and (when measured) build and test times. Rows are
        screens, columns are variants with the focus variant first; a cell `59 (-5)` shows the
        variant's figure and the focus variant's figure minus it.

        Writes comparison.md, metrics.json and lines-per-role.svg (plus build-times.svg when
        times are measured) to the output folder, each file atomically, and prints the Markdown
        (or the JSON) to stdout. Scan problems are listed on stderr and in the report.

        ROOT is a folder with one subfolder per variant (default: the bundled Football Gather
        core). Variants are its subfolders holding Swift files, except Kit; MVC, MVVM, MVP and
        MVP-C come in that order, others alphabetically. The focus is MVP-C if present, else the
        last variant; ratios are taken to MVC if present, else the first.

        OPTIONS:
          --variants NAME=PATH  Compare exactly these variant folders (repeat for each; paths
                                relative to the current directory). Overrides discovery.
          --config FILE         Read settings from FILE (default: ./archmetrics.json when it
                                exists): variants, focus, reference, roleRules, screenFolders,
                                screens, roleEquivalences, features, unitTestScreen. See
                                Examples/article-layout.json. Unknown keys are errors.
          --output DIR          Folder for the report files (default: Reports).
          --format FORMAT       What to print on stdout: markdown (default) or json.
          --measure MEASURE     physical (default; lines as `wc -l` counts them, like the
                                article) or code (code lines only) for every table.
          --no-build            Only read files: skip building and timing the variants.
          -h, --help            Show this help.

        EXIT STATUS: 0 report written; 1 written, but a file could not be scanned;
                     2 bad usage, a bad config or a missing folder.

        EXAMPLES:
          archmetrics report --no-build
              Source tables of the bundled core, written to Reports/.
          archmetrics report --no-build ~/src/football-gather-ios
              The same for a checkout with one folder per variant.
          archmetrics report --no-build --variants MVC=old/App --variants MVP-C=new/App --output /tmp/r
              Compare two folders; the focus is the last one given unless the config says otherwise.
          archmetrics report --no-build --config Examples/article-layout.json --measure code --format json
              Code lines only, with the rules spelled out in a config file; JSON on stdout.
        """

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        let variantSpecs = try arguments.options("variants")
        let configPath = try arguments.option("config")
        let output = try arguments.option("output") ?? "Reports"
        let format = try arguments.choice("format", ["markdown", "json"], default: "markdown")
        let measure = LineMeasure(rawValue: try arguments.choice("measure", LineMeasure.allCases.map(\.rawValue), default: "physical"))!
        let noBuild = arguments.flag("no-build")
        let positionals = try arguments.positionals()
        guard positionals.count <= 1 else {
            throw ArchMetricsError.usage("report: expected at most one ROOT folder, got \(positionals.count)", hint: "Run 'archmetrics help report' for usage.")
        }
        let overrides = try variantSpecs.map { spec -> (String, String) in
            guard let equals = spec.firstIndex(of: "="), equals != spec.startIndex, spec.index(after: equals) != spec.endIndex else {
                throw ArchMetricsError.usage("report: --variants expects NAME=PATH, got '\(spec)'")
            }
            return (String(spec[..<equals]), String(spec[spec.index(after: equals)...]))
        }
        if !overrides.isEmpty, !positionals.isEmpty {
            throw ArchMetricsError.usage("report: give either ROOT or --variants, not both")
        }

        let configuration = try ReportConfiguration.load(
            path: configPath.map { URL(fileURLWithPath: $0) }, root: positionals.first.map { URL(fileURLWithPath: $0) },
            variantOverrides: overrides)
        let snapshot = try SourceMetricsCollector.collect(configuration)

        if !noBuild {
            // MEASUREMENT CALL SITE: the measurement harness goes here. Make `snapshot` a `var`,
            // fill `snapshot.measurements` (reference variant: configuration.referenceVariant),
            // and the report renders the build-time tables and chart from it.
            Output.error("archmetrics: build and test timing is not available yet; reporting source metrics only (use --no-build to silence this).")
        }

        for diagnostic in snapshot.diagnostics { Output.error(diagnostic.formatted) }
        try ReportWriter.write(snapshot, measure: measure, to: URL(fileURLWithPath: output))
        Output.print(format == "json" ? try ComparisonReport.json(snapshot, measure: measure) : ComparisonReport.markdown(snapshot, measure: measure))
        return snapshot.diagnostics.contains { $0.severity == .error } ? .checkFailed : .success
    }
}
