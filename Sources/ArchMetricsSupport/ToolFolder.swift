import Foundation

/// The one folder the tool keeps its own files in, beside what the user asked for: the logs of
/// measured runs (`<output>/.archmetrics/logs/`), their staging folders while they run, and
/// the reports and baselines a lesser run writes beside a fuller one (`.archmetrics/no-build/`).
/// Its name says whose it is, so a repository's own `logs/` is never in the way, and it holds a
/// `.gitignore` of `*`, so `git status` stays clean without the user ignoring anything.
package enum ToolFolder {
    package static let name = ".archmetrics"

    /// `<folder>/.archmetrics`.
    package static func url(in folder: URL) -> URL {
        folder.appendingPathComponent(name, isDirectory: true)
    }

    /// Where a measured run writing into `folder` keeps its logs: `<folder>/.archmetrics/logs`.
    package static func logs(in folder: URL) -> URL {
        url(in: folder).appendingPathComponent("logs", isDirectory: true)
    }

    /// Creates `url` (a tool folder) when missing, with its `.gitignore`.
    package static func prepare(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let ignore = url.appendingPathComponent(".gitignore")
            if !FileManager.default.fileExists(atPath: ignore.path) {
                try Data(
                    "# Written by archmetrics: its logs and side outputs, never committed.\n*\n"
                        .utf8
                )
                .write(to: ignore)
            }
        } catch {
            throw ArchMetricsError.input(
                "cannot create folder \(url.path): \(error.localizedDescription)")
        }
    }

    /// The folder holding the nearest tool folder at or above `url` (`Reports` for
    /// `Reports/.archmetrics/logs/MVC`); nil when there is none.
    package static func owner(of url: URL) -> URL? {
        var folder = url.standardizedFileURL
        while folder.path != "/" {
            if folder.lastPathComponent == name { return folder.deletingLastPathComponent() }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
