import ArchMetricsModel
import Foundation

/// Reads the compiler's statistics files (`-stats-output-dir`) of one build and adds them up per
/// file, role and feature of a variant.
///
/// The compiler writes one JSON file per frontend job, named
/// `stats-<time>-swift-frontend-<module>-<primary file>-<target>-<output>-<opt>-<random>.json`,
/// every character of the file name but letters, digits and `.` written as `_`; a job without a
/// primary file (the module-interface job) says `all`. Batch mode is turned off so that each
/// source file gets a job of its own: a batch job's counters cover several files and share work
/// between them. SwiftPM's output file map per module names each module's source files, which
/// turns a job's module and cleaned file name back into one source path; without one (a build
/// that is not SwiftPM's) the cleaned file name alone does, when it names one own file.
package enum CompileWorkStats {
    /// The `swift build` arguments that write statistics to `folder` (which must exist).
    /// `-gnone`: debug information records paths (the checkout, the scratch folder, the
    /// toolchain), so with it the object bytes would change with the folder a build runs in;
    /// without it they count code alone. The other counters do not depend on it.
    package static func buildArguments(statsFolder: URL) -> [String] {
        compilerFlags(statsFolder: statsFolder).flatMap { ["-Xswiftc", $0] }
    }

    /// The same flags as `swiftc` takes them (a script build, `OTHER_SWIFT_FLAGS`).
    package static func compilerFlags(statsFolder: URL) -> [String] {
        ["-stats-output-dir", statsFolder.path, "-disable-batch-mode", "-gnone"]
    }

    /// One frontend job's figures.
    package struct Job: Equatable, Sendable {
        package var module: String
        /// The primary file's name as cleaned in the statistics file's name; nil for `all`.
        package var cleanedFileName: String?
        /// Every integer counter the job wrote (rates such as `…PerSecond` left out: they are
        /// derived from time).
        package var counters: [String: Int]
        /// The job's own CPU time, user + system.
        package var cpuSeconds: Double
        /// `CompileWorkProfile.phases` → user + system seconds.
        package var phaseSeconds: [String: Double]
    }

    /// The job a statistics file describes; nil when the name or content is not one.
    package static func job(fileName: String, contents: Data) -> Job? {
        let prefix = "-swift-frontend-"
        guard fileName.hasPrefix("stats-"), fileName.hasSuffix(".json"),
            let start = fileName.range(of: prefix)
        else { return nil }
        // <module>-<file or all>-<target>-<output>-<opt>-<random>.json: cleaned parts hold no `-`.
        let parts = fileName[start.upperBound...].dropLast(5).split(separator: "-")
        guard parts.count == 6,
            let object = try? JSONSerialization.jsonObject(with: contents) as? [String: Any]
        else { return nil }
        var counters: [String: Int] = [:]
        var cpuSeconds = 0.0
        var phaseSeconds: [String: Double] = [:]
        let jobTimer = "time.swift-frontend."
        for (key, value) in object {
            guard let number = value as? NSNumber else { continue }
            if key.hasPrefix("time.") {
                guard key.hasSuffix(".user") || key.hasSuffix(".sys") else { continue }
                let timer = key.prefix(upTo: key.lastIndex(of: ".")!)
                if timer.hasPrefix(jobTimer) {
                    cpuSeconds += number.doubleValue
                } else if timer.hasPrefix("time.swift.") {
                    let phase = String(timer.dropFirst("time.swift.".count))
                    if CompileWorkProfile.phases.contains(phase) {
                        phaseSeconds[phase, default: 0] += number.doubleValue
                    }
                }
            } else if !key.hasSuffix("PerSecond") {
                counters[key] = number.intValue
            }
        }
        let file = String(parts[1])
        return Job(
            module: String(parts[0]), cleanedFileName: file == "all" ? nil : file,
            counters: counters, cpuSeconds: cpuSeconds, phaseSeconds: phaseSeconds)
    }

    /// A file name as the compiler cleans it for a statistics file's name.
    package static func cleaned(_ name: String) -> String {
        String(
            name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") ? $0 : "_" })
    }

    /// Every job of `folder`; files that are not statistics are skipped.
    package static func jobs(inFolder folder: URL) -> [Job] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            guard
                let data = FileManager.default.contents(
                    atPath: folder.appendingPathComponent(name).path)
            else { return nil }
            return job(fileName: name, contents: data)
        }
    }

    /// Module name → its source files (absolute), from SwiftPM's output file maps under
    /// `scratchFolder` (`<scratch>/<target triple>/debug/<Module>.build/output-file-map.json`).
    package static func moduleSources(scratchFolder: URL) -> [String: [String]] {
        let fileManager = FileManager.default
        var sources: [String: [String]] = [:]
        for triple in (try? fileManager.contentsOfDirectory(atPath: scratchFolder.path)) ?? [] {
            let debug = scratchFolder.appendingPathComponent(triple).appendingPathComponent("debug")
            for folder in (try? fileManager.contentsOfDirectory(atPath: debug.path)) ?? []
            where folder.hasSuffix(".build") {
                let map = debug.appendingPathComponent(folder)
                    .appendingPathComponent("output-file-map.json")
                guard let data = fileManager.contents(atPath: map.path),
                    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
                else { continue }
                sources[String(folder.dropLast(".build".count)), default: []] += object.keys
                    .filter { !$0.isEmpty }.sorted()
            }
        }
        return sources
    }

    /// The profile of `variant` from its build's jobs; nil when there are none (the toolchain
    /// ignored the flag). `moduleSources` nil: the build has no output file maps (not SwiftPM). A job is the variant's own when its module and cleaned file name name
    /// exactly one of the variant's own files; every other job counts as other.
    package static func profile(
        jobs: [Job], moduleSources: [String: [String]]?, variant: MeasuredVariant,
        compilerVersion: String
    ) -> CompileWorkProfile? {
        guard !jobs.isEmpty else { return nil }
        var ownByPath: [String: String] = [:]
        // Demos and tooling are matched like own files, then summed apart (`tooling`).
        for file in variant.ownSourceFiles + variant.toolingFiles {
            let absolute = variant.packageFolder.appendingPathComponent(file).path
            ownByPath[CoverageExport.canonicalPath(absolute)] = file
        }
        // (module, cleaned name) → own relative path; a name two files clean to is nobody's.
        var ownByJobName: [String: String?] = [:]
        func add(_ own: String, module: String) {
            let key = module + "/" + cleaned(URL(fileURLWithPath: own).lastPathComponent)
            ownByJobName[key] = ownByJobName[key] == nil ? own : .some(nil)
        }
        for (module, paths) in moduleSources ?? [:] {
            for path in paths {
                guard let own = ownByPath[CoverageExport.canonicalPath(path)] else { continue }
                add(own, module: module)
            }
        }
        // No output file maps: a build that is not SwiftPM's (a script calling swiftc,
        // xcodebuild, Bazel) says nowhere which module holds which file. The statistics file's
        // name still holds the primary file's name, one job per file with batch mode off, so a
        // job is the own file of that name whatever its module (`anyModule`). Two own files of
        // one name are then nobody's (other), and a file outside the variant compiled by the
        // same build under an own file's name would count as that file: the documented limit.
        let byNameOnly = moduleSources == nil
        if byNameOnly {
            for own in ownByPath.values { add(own, module: anyModule) }
        }
        let roleOf = Dictionary(
            variant.roles.keys.sorted().flatMap { role in
                (variant.roles[role] ?? []).map { ($0, role) }
            }, uniquingKeysWith: { first, _ in first })
        var files: [String: CompileWorkProfile.FileWork] = [:]
        var other = Accumulator()
        var tooling = Accumulator()
        let toolingFiles = Set(variant.toolingFiles)
        var ownPhases: [String: Double] = [:]
        for job in jobs {
            let key = job.cleanedFileName.map { (byNameOnly ? anyModule : job.module) + "/" + $0 }
            guard let key, let match = ownByJobName[key], let file = match else {
                other.add(Self.headline(job.counters), job.cpuSeconds)
                continue
            }
            if toolingFiles.contains(file) {
                tooling.add(Self.headline(job.counters), job.cpuSeconds)
                continue
            }
            var work =
                files[file]
                ?? CompileWorkProfile.FileWork(
                    file: file, role: roleOf[file], counters: [:], cpuSeconds: 0)
            for (counter, value) in Self.headline(job.counters) {
                work.counters[counter, default: 0] += value
            }
            work.cpuSeconds += job.cpuSeconds
            files[file] = work
            for (phase, seconds) in job.phaseSeconds { ownPhases[phase, default: 0] += seconds }
        }
        func share(_ name: String, _ paths: [String]) -> CompileWorkProfile.Share {
            var sum = Accumulator()
            for path in Set(paths).sorted() {
                guard let work = files[path] else { continue }
                sum.add(work.counters, work.cpuSeconds)
            }
            return sum.share(name)
        }
        func shares(_ groups: [String: [String]]) -> [CompileWorkProfile.Share] {
            groups.keys.sorted().map { share($0, groups[$0] ?? []) }
        }
        return CompileWorkProfile(
            compilerVersion: compilerVersion, batchMode: false, jobs: jobs.count,
            files: files.keys.sorted().compactMap { files[$0] }.map(Self.rounded),
            own: share("own", Array(files.keys)), other: other.share("other"),
            tooling: tooling.files > 0 ? tooling.share("tooling") : nil,
            byRole: shares(variant.roles), byFeature: shares(variant.features),
            ownPhaseSeconds: ownPhases.mapValues(Self.milliseconds))
    }

    /// The module key of every job when no output file map says which module holds which file;
    /// not a module name (those hold no `*`).
    static let anyModule = "*"

    /// The headline counters of `counters`, a missing one as 0 (the compiler writes a counter
    /// only once it counted something).
    static func headline(_ counters: [String: Int]) -> [String: Int] {
        Dictionary(
            uniqueKeysWithValues: CompileWorkProfile.headlineCounters.map {
                ($0, counters[$0] ?? 0)
            })
    }

    /// Times to the millisecond, so the JSON does not carry the timer's noise digits.
    static func milliseconds(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }

    static func rounded(_ work: CompileWorkProfile.FileWork) -> CompileWorkProfile.FileWork {
        var work = work
        work.cpuSeconds = milliseconds(work.cpuSeconds)
        return work
    }

    /// Sums counters and CPU time over files or jobs.
    struct Accumulator {
        var files = 0
        var counters = CompileWorkStats.headline([:])
        var cpuSeconds = 0.0

        mutating func add(_ more: [String: Int], _ seconds: Double) {
            files += 1
            for (counter, value) in more { counters[counter, default: 0] += value }
            cpuSeconds += seconds
        }

        func share(_ name: String) -> CompileWorkProfile.Share {
            CompileWorkProfile.Share(
                name: name, files: files, counters: counters,
                cpuSeconds: CompileWorkStats.milliseconds(cpuSeconds))
        }
    }
}
