import ArchMetricsSupport
import Foundation

extension CompileWorkStats {
    /// A statistics file left out, and why.
    package struct Unreadable: Equatable, Sendable {
        /// Its name in the statistics folder.
        package var file: String
        package var reason: String
    }

    /// The module and cleaned primary file name (nil for the module job, `all`) a statistics
    /// file's name gives, whatever its contents; nil when the name is not a job's.
    package static func jobName(of fileName: String) -> (module: String, cleanedFileName: String?)?
    {
        let prefix = "-swift-frontend-"
        guard fileName.hasPrefix("stats-"), fileName.hasSuffix(".json"),
            let start = fileName.range(of: prefix)
        else { return nil }
        // <module>-<file or all>-<target>-<output>-<opt>-<random>.json: cleaned parts hold no `-`.
        let parts = fileName[start.upperBound...].dropLast(5).split(separator: "-")
        guard parts.count == 6 else { return nil }
        return (String(parts[0]), parts[1] == "all" ? nil : String(parts[1]))
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
            let path = folder.path + "/" + name
            let data: Data
            switch InputFile.smallRegularFile(atPath: path, limit: largestStatisticsFile) {
            case .notARegularFile: continue
            case .tooLarge(let bytes):
                unreadable.append(
                    Unreadable(
                        file: name, reason: "\(bytes) bytes, larger than any statistics file"))
                continue
            case .contents(let contents): data = contents
            }
            do {
                if let job = try readJob(fileName: name, contents: data) {
                    jobs.append(job)
                } else if jobName(of: name) != nil {
                    // A job's file the compiler did not finish (or something else wrote):
                    // left out, and said, so the file it was for is not silently dropped.
                    unreadable.append(Unreadable(file: name, reason: "not valid JSON"))
                }
            } catch let impossible as CheckedFigure.Impossible {
                unreadable.append(Unreadable(file: name, reason: impossible.description))
            } catch {
                unreadable.append(Unreadable(file: name, reason: "\(error)"))
            }
        }
        return (jobs, unreadable)
    }
}
