import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// Where the bundled Football Gather core lives, so every command has a real default subject.
package enum BundledCore {
    /// The environment variable that names the bundled core's folder explicitly.
    package static let environmentVariable = "ARCHMETRICS_BUNDLED_CORE"

    /// The bundled core's folder: `$ARCHMETRICS_BUNDLED_CORE` of `environment`, else
    /// `FootballGather/` in `folder` (the run's) or one above it (the usual
    /// `swift run archmetrics …` from a checkout), else the `FootballGather/` of the checkout
    /// the running binary sits in (its `.build/<config>/archmetrics`). Never a path remembered
    /// from the machine that built it.
    package static func root(in folder: URL, environment: [String: String]) throws -> URL {
        if let named = environment[environmentVariable], !named.isEmpty {
            let core = URL(fileURLWithPath: named, relativeTo: folder)
            guard isBundledCore(core) else {
                throw ArchMetricsError.input(
                    "\(environmentVariable)=\(named) is not the bundled core (no Kit/Package.swift in it)"
                )
            }
            return core
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
            .resolvingSymlinksInPath().deletingLastPathComponent()
        if let found = search(from: folder, levels: 1) ?? search(from: executable, levels: 6) {
            return found
        }
        throw ArchMetricsError.input(
            "no bundled core found: FootballGather/ is neither in the current folder nor beside the archmetrics binary",
            hint:
                "Name the variant folders (ROOT or --variants NAME=PATH), or set \(environmentVariable)."
        )
    }

    /// What a command measures when told nothing (no ROOT, `--variants` or config naming
    /// variants): the bundled core when asked for it by name (`$ARCHMETRICS_BUNDLED_CORE` in
    /// `environment`) or when run inside this repository (`FootballGather/` in `directory` or
    /// one above it), else `directory` itself, so in someone else's repository the tool
    /// measures that repository, not the sample it ships with.
    package static func defaultSubject(from directory: URL, environment: [String: String]) throws
        -> URL
    {
        if let named = environment[environmentVariable], !named.isEmpty {
            return try root(in: directory, environment: environment)
        }
        return search(from: directory, levels: 1) ?? directory.standardizedFileURL
    }

    /// `FootballGather/` in `start` or in one of its `levels` parent folders.
    static func search(from start: URL, levels: Int) -> URL? {
        var folder = start.standardizedFileURL
        for _ in 0...levels {
            let candidate = folder.appendingPathComponent(Defaults.bundledCoreFolder)
            if isBundledCore(candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return nil
    }

    static func isBundledCore(_ folder: URL) -> Bool {
        FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("Kit/Package.swift").path)
    }
}
