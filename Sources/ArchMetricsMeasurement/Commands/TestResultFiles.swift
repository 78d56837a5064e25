import ArchMetricsSupport
import Foundation

/// The JUnit XML files a configured test command leaves, found by the configured globs and read
/// by `JUnitReader`. Only files written since the test command started count: a report left by
/// an earlier run (Bazel's `bazel-testlogs`, a fixed path in the variant folder) must not be
/// taken for this run's, and deleting files the tool did not make is not its business.
enum TestResultFiles {
    /// The results of this run, or nil with a note on the variant saying why there are none.
    static func read(
        _ globs: [String], scratchFolder: URL, writtenSince start: Date,
        in context: any MeasureContext
    ) -> JUnitReader.Results? {
        let variant = context.variant
        var fresh: [URL] = []
        var stale = 0
        // Globs that overlap (`junit/*.xml` and `junit/all.xml`) name a file once.
        var seen = Set<String>()
        for glob in globs {
            let pattern = context.commandLine([glob], scratchFolder: scratchFolder)[0]
            for file in ResultFileGlob(pattern).files(from: variant.packageFolder)
            where seen.insert(file.resolvingSymlinksInPath().standardizedFileURL.path).inserted {
                let modified =
                    (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?
                    .contentModificationDate ?? .distantPast
                // A second of slack: some file systems keep modification times in whole seconds.
                if modified >= start.addingTimeInterval(-1) {
                    fresh.append(file)
                } else {
                    stale += 1
                }
            }
        }
        guard !fresh.isEmpty else {
            let why = stale > 0 ? " (\(stale) older file\(stale == 1 ? "" : "s") ignored)" : ""
            context.note(
                "no JUnit results written by the test run at \(globs.joined(separator: ", "))\(why); test counts unknown"
            )
            return nil
        }
        do {
            return try JUnitReader.read(files: fresh)
        } catch let error as ArchMetricsError {
            context.note("\(error.message); test counts unknown")
        } catch {
            context.note(
                "cannot read the JUnit results: \(error.localizedDescription); test counts unknown")
        }
        return nil
    }
}
