import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// Reads the compiler's statistics files (`-stats-output-dir`) of one build and adds them up per
/// file, role and feature of a variant.
///
/// The compiler writes one JSON file per frontend job, named
/// `stats-<time>-swift-frontend-<module>-<primary file>-<target>-<output>-<opt>-<random>.json`,
/// every character of the file name but letters, digits and `.` written as `_`; a job without a
/// primary file (the module-interface job) says `all`. Batch mode is turned off so that each
/// source file gets a job of its own: a batch job's counters cover several files and share work
/// between them. A job is matched to an own file by its module and cleaned file name together
/// (`CompileWorkModules` says which module compiles each own file), never by the name alone.
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

    /// The job a statistics file describes; nil when the name or content is not one, or it
    /// holds an impossible figure (`readJob` says which).
    package static func job(fileName: String, contents: Data) -> Job? {
        (try? readJob(fileName: fileName, contents: contents)) ?? nil
    }

    /// The job a statistics file describes; nil when the name or content is not one. Throws
    /// `CheckedFigure.Impossible` for a counter or time no compiler writes (`CheckedFigure`).
    package static func readJob(fileName: String, contents: Data) throws -> Job? {
        guard let name = jobName(of: fileName),
            let object = try? JSONSerialization.jsonObject(with: contents) as? [String: Any]
        else { return nil }
        var counters: [String: Int] = [:]
        var cpuSeconds = 0.0
        var phaseSeconds: [String: Double] = [:]
        let jobTimer = "time.swift-frontend."
        for (key, value) in object {
            guard let number = value as? NSNumber else { continue }
            let impossible = CheckedFigure.Impossible(key: key, value: number.stringValue)
            if key.hasPrefix("time.") {
                guard key.hasSuffix(".user") || key.hasSuffix(".sys") else { continue }
                guard let seconds = CheckedFigure.time(number) else { throw impossible }
                let timer = key.prefix(upTo: key.lastIndex(of: ".")!)
                if timer.hasPrefix(jobTimer) {
                    cpuSeconds = CheckedFigure.sum(cpuSeconds, seconds)
                } else if timer.hasPrefix("time.swift.") {
                    let phase = String(timer.dropFirst("time.swift.".count))
                    if CompileWorkProfile.phases.contains(phase) {
                        phaseSeconds[phase] = CheckedFigure.sum(phaseSeconds[phase] ?? 0, seconds)
                    }
                }
            } else if !key.hasSuffix("PerSecond") {
                guard let count = CheckedFigure.count(number) else { throw impossible }
                counters[key] = count
            }
        }
        return Job(
            module: name.module, cleanedFileName: name.cleanedFileName,
            counters: counters, cpuSeconds: cpuSeconds, phaseSeconds: phaseSeconds)
    }

    /// A file name as the compiler cleans it for a statistics file's name.
    package static func cleaned(_ name: String) -> String {
        String(
            name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") ? $0 : "_" })
    }

    /// Every readable job of `folder`; files that are not statistics are skipped.
    package static func jobs(inFolder folder: URL) -> [Job] {
        readJobs(inFolder: folder).jobs
    }

    /// The profile of `variant` from its build's jobs; nil when there are none (the toolchain
    /// ignored the flag). A job is the variant's own when its module and cleaned file name are
    /// those of exactly one own file (`modules` says which module compiles each), or when it is
    /// the module job (`all`) of a module that compiles an own file; every other job is other.
    package static func profile(
        jobs: [Job], modules: CompileWorkModules, variant: MeasuredVariant,
        compilerVersion: String
    ) -> CompileWorkProfile? {
        guard !jobs.isEmpty else { return nil }
        // Demos and tooling are matched like own files, then summed apart (`tooling`), their
        // modules' module jobs with them.
        let ownByJobName = ownFilesByJobName(modules)
        let toolingFiles = Set(variant.toolingFiles)
        let ownModules = Set(
            modules.moduleOfFile.filter { !toolingFiles.contains($0.key) }.values)
        let toolingModules = Set(
            modules.moduleOfFile.filter { toolingFiles.contains($0.key) }.values
        ).subtracting(ownModules)
        let roleOf = Dictionary(
            variant.roles.keys.sorted().flatMap { role in
                (variant.roles[role] ?? []).map { ($0, role) }
            }, uniquingKeysWith: { first, _ in first })
        var files: [String: CompileWorkProfile.FileWork] = [:]
        var own = Accumulator()
        var tooling = Accumulator()
        var moduleJobs: [String: Accumulator] = [:]
        var otherJobs: [String: Accumulator] = [:]
        var ownPhases: [String: Double] = [:]
        for job in jobs {
            let counters = Self.headline(job.counters)
            let file = job.cleanedFileName.flatMap { ownByJobName[job.module + "/" + $0] ?? nil }
            let isModuleJob = job.cleanedFileName == nil
            if let file, toolingFiles.contains(file) {
                tooling.add(counters, job.cpuSeconds)
                continue
            } else if let file {
                var work =
                    files[file]
                    ?? CompileWorkProfile.FileWork(
                        file: file, role: roleOf[file], counters: [:], cpuSeconds: 0,
                        module: job.module)
                for (counter, value) in counters {
                    work.counters[counter] = CheckedFigure.sum(work.counters[counter] ?? 0, value)
                }
                work.cpuSeconds = CheckedFigure.sum(work.cpuSeconds, job.cpuSeconds)
                files[file] = work
            } else if isModuleJob, ownModules.contains(job.module) {
                moduleJobs[job.module, default: Accumulator()].add(counters, job.cpuSeconds)
            } else if isModuleJob, toolingModules.contains(job.module) {
                tooling.add(counters, job.cpuSeconds)
                continue
            } else {
                otherJobs[job.module, default: Accumulator()].add(counters, job.cpuSeconds)
                continue
            }
            own.add(counters, job.cpuSeconds)
            for (phase, seconds) in job.phaseSeconds {
                ownPhases[phase] = CheckedFigure.sum(ownPhases[phase] ?? 0, seconds)
            }
        }
        var other = Accumulator()
        for sum in otherJobs.values { other.add(sum) }
        return CompileWorkProfile(
            compilerVersion: compilerVersion, batchMode: false, jobs: jobs.count,
            files: files.keys.sorted().compactMap { files[$0] }.map(Self.rounded),
            own: own.share("own"), other: other.share("other"),
            tooling: tooling.files > 0 ? tooling.share("tooling") : nil,
            byRole: shares(variant.roles, of: files),
            byFeature: shares(variant.features, of: files),
            ownPhaseSeconds: ownPhases.mapValues(Self.milliseconds),
            ownModules: byModule(moduleJobs), otherModules: byModule(otherJobs))
    }

    /// (module, cleaned name) → own relative path; a name two files of one module clean to is
    /// nobody's.
    private static func ownFilesByJobName(_ modules: CompileWorkModules) -> [String: String?] {
        var ownByJobName: [String: String?] = [:]
        for (file, module) in modules.moduleOfFile {
            let key = module + "/" + cleaned(URL(fileURLWithPath: file).lastPathComponent)
            ownByJobName[key] = ownByJobName[key] == nil ? file : .some(nil)
        }
        return ownByJobName
    }

    /// One share per group (role or feature) of the own `files`, a file counted once per group.
    private static func shares(
        _ groups: [String: [String]], of files: [String: CompileWorkProfile.FileWork]
    ) -> [CompileWorkProfile.Share] {
        groups.keys.sorted().map { name in
            var sum = Accumulator()
            for path in Set(groups[name] ?? []).sorted() {
                guard let work = files[path] else { continue }
                sum.add(work.counters, work.cpuSeconds)
            }
            return sum.share(name)
        }
    }

    /// One share per module, in name order.
    private static func byModule(_ groups: [String: Accumulator]) -> [CompileWorkProfile.Share] {
        groups.keys.sorted().compactMap { groups[$0]?.share($0) }
    }

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
            for (counter, value) in more {
                counters[counter] = CheckedFigure.sum(counters[counter] ?? 0, value)
            }
            cpuSeconds = CheckedFigure.sum(cpuSeconds, seconds)
        }

        /// Adds another sum, its jobs counted as they were.
        mutating func add(_ other: Accumulator) {
            add(other.counters, other.cpuSeconds)
            files += other.files - 1
        }

        func share(_ name: String) -> CompileWorkProfile.Share {
            CompileWorkProfile.Share(
                name: name, files: files, counters: counters,
                cpuSeconds: CompileWorkStats.milliseconds(cpuSeconds))
        }
    }
}
