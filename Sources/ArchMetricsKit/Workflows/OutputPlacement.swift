import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// Where a report or a baseline goes when the user did not name the place: a run that measures
/// less than what is already there (`--no-build`, `--compile-work-only` over a measured report)
/// writes beside it, in a folder named after the run inside the tool folder
/// (`Reports/.archmetrics/no-build/`, ignored by git: `ToolFolder`), said on stderr, instead of
/// dropping the measured tables of a report someone committed. Named with `--output`, or with
/// `--force`, it goes where asked.
package struct OutputPlacement {
    /// What the run writes: the report folder, or the baseline file.
    package var target: URL
    /// The snapshot file in `target` that a run replaces (the folder's metrics.json, or the
    /// baseline itself): what it holds is what the run would drop.
    package var snapshotFile: (URL) -> URL
    /// The place beside `target` for a run of the given name ("no-build"), in `toolFolder`.
    package var beside: (String) -> URL
    /// The tool folder beside `target`, made (with its `.gitignore`) before a run writes there.
    package var toolFolder: URL
    /// What is written, for messages: "report" or "baseline".
    package var kind: String
    /// How `target` and the place beside it read in messages ("Reports/" for a folder).
    package var display: (URL) -> String

    /// A report folder: `metrics.json` inside it; beside it is a folder in its tool folder
    /// (Reports/.archmetrics/no-build).
    package static func reportFolder(_ folder: URL) -> OutputPlacement {
        let tool = ToolFolder.url(in: folder)
        return OutputPlacement(
            target: folder, snapshotFile: { $0.appendingPathComponent("metrics.json") },
            beside: { tool.appendingPathComponent($0) }, toolFolder: tool, kind: "report",
            display: { $0.relativePath + "/" })
    }

    /// A baseline file; beside it is the same name in a folder of the tool folder
    /// (Reports/.archmetrics/no-build/baseline.json).
    package static func baselineFile(_ file: URL) -> OutputPlacement {
        let tool = ToolFolder.url(in: file.deletingLastPathComponent())
        return OutputPlacement(
            target: file, snapshotFile: { $0 },
            beside: {
                tool.appendingPathComponent($0).appendingPathComponent(file.lastPathComponent)
            }, toolFolder: tool, kind: "baseline", display: { $0.relativePath })
    }

    /// What a run with `build` options will measure (nil: `--no-build`, source metrics only).
    package static func content(of build: MeasurementOptions?) -> SnapshotContent {
        guard let build else { return [] }
        var content: SnapshotContent = []
        if build.measureTimings { content.formUnion([.timings, .testCounts]) }
        if build.measureCoverage { content.insert(.coverage) }
        if build.measureTypeChecking { content.insert(.typeChecking) }
        if build.measureCompileWork { content.insert(.compileWork) }
        return content
    }

    /// The place to write a run holding `content`: `target` when `asked` (the user named it or
    /// passed `--force`) or when the run holds everything the snapshot there does; else the
    /// place beside it, said on `say`. Throws when that place too holds more than the run.
    package func resolve(content: SnapshotContent, asked: Bool, say: (String) -> Void) throws
        -> URL
    {
        guard !asked else { return target }
        let dropped = Self.held(at: snapshotFile(target)).subtracting(content)
        guard !dropped.isEmpty else { return target }
        let place = beside(Self.name(of: content))
        let alsoDropped = Self.held(at: snapshotFile(place)).subtracting(content)
        guard alsoDropped.isEmpty else {
            throw ArchMetricsError.usage(
                "\(display(target)) and \(display(place)) hold a \(kind) with \(Self.list(alsoDropped.names)), which this run does not measure; name another place with --output, or replace \(display(target)) with --force"
            )
        }
        try ToolFolder.prepare(toolFolder)
        say(
            "archmetrics: \(display(target)) holds a \(kind) with \(Self.list(dropped.names)), which this run does not measure: it is left as it was, and this run is written to \(display(place)) (--force replaces \(display(target)); --output names another place)"
        )
        return place
    }

    /// The snapshot a run holding `content` is compared with: `target`, unless it holds none
    /// of that and the place `resolve` gives such a run does (a compile-work baseline written
    /// beside a fuller one without compile work), said on `say`.
    package func source(for content: SnapshotContent, say: (String) -> Void) -> URL {
        guard !content.isEmpty, Self.held(at: snapshotFile(target)).isDisjoint(with: content)
        else { return target }
        let place = beside(Self.name(of: content))
        guard !Self.held(at: snapshotFile(place)).isDisjoint(with: content) else { return target }
        say(
            "archmetrics: \(display(target)) holds no \(Self.list(content.names)); comparing with \(display(place)), written by the same kind of run"
        )
        return place
    }

    /// The folder name of the place beside the target for a run holding `content`.
    static func name(of content: SnapshotContent) -> String {
        content.isEmpty ? "no-build" : content == .compileWork ? "compile-work" : "partial"
    }

    /// What the snapshot at `file` holds; nothing when there is no readable snapshot there
    /// (nothing measured to keep). From its keys alone (`SnapshotProbe`): a measured report's
    /// `metrics.json` is about a megabyte, read here once or twice before every run.
    static func held(at file: URL) -> SnapshotContent {
        SnapshotProbe.read(file)?.content ?? []
    }

    /// The baseline to read for a run measuring `content` when the user named none (`path`
    /// is `defaultPath`): the one `source(for:)` gives, which may be the one such a run wrote
    /// beside a fuller default (`baseline --compile-work-only` writes
    /// `Reports/compile-work/baseline.json` beside a baseline without compile work). Nil when
    /// the user named the path: it is read as given. A relative path is `folder`'s.
    package static func baselineToRead(
        _ path: String, defaultPath: String, content: SnapshotContent, in folder: URL,
        say: (String) -> Void
    ) -> String? {
        guard path == defaultPath else { return nil }
        return baselineFile(URL(fileURLWithPath: defaultPath, relativeTo: folder))
            .source(for: content, say: say)
            .relativePath
    }

    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
