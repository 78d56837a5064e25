import ArchMetricsSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CompileWorkStats {
    /// A statistics file left out, and why.
    package struct Unreadable: Equatable, Sendable {
        /// Its name in the statistics folder.
        package var file: String
        package var reason: String
    }

    /// The largest statistics file read: a real one is tens of kilobytes.
    static let largestStatisticsFile = 16 << 20

    /// Every job of `folder`, in name order, and the statistics files left out: one too large
    /// to be the compiler's, or holding an impossible figure. Entries are filtered by name and
    /// size before any is read, so junk in the folder costs nothing.
    package static func readJobs(inFolder folder: URL) -> (jobs: [Job], unreadable: [Unreadable]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var jobs: [Job] = []
        var unreadable: [Unreadable] = []
        for name in names.sorted()
        where name.hasPrefix("stats-") && name.hasSuffix(".json")
            && name.contains("-swift-frontend-")
        {
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            guard Int(info.st_size) <= largestStatisticsFile else {
                unreadable.append(
                    Unreadable(
                        file: name,
                        reason: "\(info.st_size) bytes, larger than any statistics file"))
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            do {
                if let job = try readJob(fileName: name, contents: data) { jobs.append(job) }
            } catch let impossible as CheckedFigure.Impossible {
                unreadable.append(Unreadable(file: name, reason: impossible.description))
            } catch {
                unreadable.append(Unreadable(file: name, reason: "\(error)"))
            }
        }
        return (jobs, unreadable)
    }
}
