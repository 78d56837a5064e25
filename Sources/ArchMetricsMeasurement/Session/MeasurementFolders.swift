import ArchMetricsSupport
import Foundation

/// The one place that names a measurement's log files and scratch folders, so every measure
/// lays them out alike: logs under `<logs>/<variant>/`, scratch folders under
/// `<scratch root>/<variant>/<purpose>`, a variant's name made a safe, unique folder name once
/// (`FolderName`: `..` stays inside, `x y` and `x_y` do not share a folder).
struct MeasurementFolders {
    /// Conventionally `<output>/logs`; report log paths are relative to its parent.
    let logsFolder: URL
    let scratch: ScratchSpace
    /// Each variant's folder name, by variant name (names are unique: the session checks).
    private let folderNames: [String: String]

    init(logsFolder: URL, scratch: ScratchSpace, variantNames: [String]) {
        self.logsFolder = logsFolder
        self.scratch = scratch
        folderNames = Dictionary(
            zip(variantNames, FolderName.unique(for: variantNames)), uniquingKeysWith: { a, _ in a }
        )
    }

    /// The folder name of `variantName` under the logs and scratch folders.
    func folderName(_ variantName: String) -> String {
        folderNames[variantName] ?? FolderName.safe(variantName)
    }

    /// `<logs>/<variant>/<name>`, or `<logs>/<name>` for a tool-wide command (`variant` nil).
    func logFile(_ name: String, variant: String?) -> URL {
        var logFile = logsFolder
        if let variant { logFile.appendPathComponent(folderName(variant)) }
        return logFile.appendingPathComponent(name)
    }

    /// The log name of one command of a timed run: `run2-clean-build.log`, `warmup1-clean-test.log`.
    static func logName(_ step: MeasurementSchedule.Step, _ what: String, command: String) -> String
    {
        "\(runFolderPrefix(step))-\(what.prefix { $0 != " " })-\(command).log"
    }

    /// A fresh scratch folder of `variant` for `purpose` (`coverage`, `type-check`, …), created now.
    func scratchFolder(variant: String, _ purpose: String) throws -> URL {
        try scratch.folder(folderName(variant), purpose)
    }

    /// The scratch purpose of one timed run's `purpose`: `run1-build`, `warmup1-test`.
    static func runPurpose(_ step: MeasurementSchedule.Step, _ purpose: String) -> String {
        "\(runFolderPrefix(step))-\(purpose)"
    }

    /// Runs `body` with a fresh scratch folder (`<variant>/<purpose>`), discarded after it.
    func withScratchFolder<Result>(
        variant: String, _ purpose: String, _ body: (URL) throws -> Result
    ) throws -> Result {
        let folder = try scratchFolder(variant: variant, purpose)
        defer { scratch.discard(folder) }
        return try body(folder)
    }

    /// Log paths in the report are relative to the output folder: the one holding the tool
    /// folder the logs are in (`.archmetrics/logs/MVC/…`; a run's staging folder in it
    /// stands for the final `logs`), else the logs folder's parent.
    func relativeLogPath(_ logFile: URL) -> String {
        let parent = logsFolder.deletingLastPathComponent().standardizedFileURL
        let path = logFile.standardizedFileURL.path
        guard path.hasPrefix(parent.path + "/") else { return path }
        let relative = String(path.dropFirst(parent.path.count + 1))
        guard ToolFolder.owner(of: parent) != nil else { return relative }
        return ToolFolder.name + "/" + relative
    }

    private static func runFolderPrefix(_ step: MeasurementSchedule.Step) -> String {
        "\(step.isWarmup ? "warmup" : "run")\(step.runNumber)"
    }
}
