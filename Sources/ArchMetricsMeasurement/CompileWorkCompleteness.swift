import Foundation

/// Whether a compile-work build measured every own file it compiled. A missing or unreadable
/// statistics file would otherwise drop its file out of the sums without a word ("compile work
/// of 1 file"), and own files matched to no job at all would read as an architecture that costs
/// the compiler nothing: both are failed measurements, said with what fixes them.
package enum CompileWorkCompleteness {
    /// Why the build's figures are not a measurement of `ownFiles` (relative to the variant's
    /// folder), nil when they are. `matched`: the own files the profile holds; `modules`: the
    /// module of each own file the build's evidence gave; `jobs` and `unreadable`: the
    /// statistics folder as read; `configured`: whether the configuration names modules.
    package static func problem(
        ownFiles: [String], matched: Set<String>, modules: CompileWorkModules,
        jobs: [CompileWorkStats.Job], unreadable: [CompileWorkStats.Unreadable],
        packageFolder: URL, configured: Bool
    ) -> String? {
        // A file a role lists that is not on disk was compiled by no build.
        let ownFiles = ownFiles.filter {
            FileManager.default.fileExists(atPath: packageFolder.appendingPathComponent($0).path)
        }
        let withoutStatistics = ownFiles.filter { !matched.contains($0) }.compactMap { file in
            missingStatistics(
                of: file, module: modules.moduleOfFile[file], jobs: jobs,
                unreadable: unreadable, packageFolder: packageFolder
            ).map { "\(file) (\($0))" }
        }
        if !withoutStatistics.isEmpty {
            return "own files compiled without valid compiler statistics: "
                + withoutStatistics.joined(separator: ", ")
                + "; the compile work of the others would be compared without them"
        }
        guard !ownFiles.isEmpty, matched.isEmpty else { return nil }
        let jobModules = Set(jobs.map(\.module)).sorted()
        let inModules =
            jobModules.isEmpty ? "" : " in modules " + jobModules.joined(separator: ", ")
        return "0 of \(ownFiles.count) own files matched a compile job "
            + "(\(jobs.count) jobs\(inModules)): no output file map or folder name "
            + "says which module compiles them; "
            + (configured
                ? "the configuration's \"modules\" key (commands.modules) names none of their folders"
                : "name each module's folders with the configuration's \"modules\" key "
                    + "(commands.modules, {\"<Module>\": [\"<folder>\"]})")
    }

    /// Why `file` has no job, when the build compiled it: the reason its statistics file was
    /// left out, or that it has none. nil when nothing says the build compiled it (no module
    /// for it, and no module of a folder on its path wrote a job).
    static func missingStatistics(
        of file: String, module: String?, jobs: [CompileWorkStats.Job],
        unreadable: [CompileWorkStats.Unreadable], packageFolder: URL
    ) -> String? {
        let components = file.split(separator: "/").map(String.init)
        let name = CompileWorkStats.cleaned(components.last ?? file)
        let folders = Set([packageFolder.lastPathComponent] + components.dropLast())
        let candidates = module.map { Set([$0]) } ?? folders
        if let left = unreadable.first(where: { entry in
            CompileWorkStats.jobName(of: entry.file).map {
                $0.cleanedFileName == name && candidates.contains($0.module)
            } ?? false
        }) {
            return "\(left.file): \(left.reason)"
        }
        let compiledModules = Set(jobs.map(\.module))
        guard module != nil || !folders.isDisjoint(with: compiledModules) else { return nil }
        return "no statistics file for it"
    }
}
