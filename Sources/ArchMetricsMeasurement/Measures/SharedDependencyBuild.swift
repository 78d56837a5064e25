import ArchMetricsSupport
import Foundation

/// The compile-work builds of SwiftPM variants run one after another in one shared scratch
/// folder, so a local package the variants share (the bundled core's Kit: 100 of MVC's 113 jobs)
/// is compiled once per session, not once per variant. With batch mode off, those jobs made most
/// of each variant's compile-work build (Benchmarks/shared-compile-work.sh).
///
/// What stays exact:
/// - **The variant's own jobs.** Its own files lie in its own copy (`PrivateCopy`), so every one
///   is a new input to its module and compiled again; and the flags turn off the frontend's
///   skipping of code generation when an object file left by another variant's same-named module
///   already holds the same code (`-disable-incremental-llvm-codegen`), which would leave a job
///   without its IR and object counters. The completeness check still fails a build that
///   compiled an own file without statistics.
/// - **The other jobs.** A module this build reused was compiled by an earlier one, whose jobs
///   are kept here by module; the build's figures add the jobs of every module its own jobs
///   loaded (the `.d` dependency files the compiler writes list each `.swiftmodule` read),
///   followed through the modules those loaded. So each variant's "other jobs" are the
///   dependencies it builds against, as in a build of its own.
/// - **A build that was never read** (failed, timed out, interrupted) leaves the folder in a
///   state nothing here describes: the next build starts in a fresh folder.
///
/// The statistics folder has one path for every build: it is on every job's command line, and a
/// changed command line would compile the shared package again.
final class SharedDependencyBuild: @unchecked Sendable {
    private let scratch: ScratchSpace
    private static let folderName = "compile-work"
    /// Module → its jobs (by file name, `""` for the module job) as last compiled in the shared
    /// folder, and the modules they loaded. By file, as a build may compile a module again only
    /// in part.
    private var compiled: [String: (jobs: [String: CompileWorkStats.Job], loads: Set<String>)] =
        [:]
    /// Between `nextBuildFolder` and `jobs(adding:maps:)`: the build started was not read yet.
    private var unread = false

    /// The frontend flag that makes every job generate its code, whatever object file is there.
    static let compilerFlags = ["-Xfrontend", "-disable-incremental-llvm-codegen"]

    init(scratch: ScratchSpace) {
        self.scratch = scratch
    }

    /// The folder the next build runs in: the shared one, or a fresh one when the last build
    /// in it was never read.
    func nextBuildFolder() throws -> URL {
        if unread {
            scratch.discardShared(Self.folderName)
            compiled = [:]
        }
        unread = true
        return try scratch.sharedFolder(Self.folderName)
    }

    /// The jobs of the build just finished (`built`, the statistics it wrote) and of the
    /// modules it reused (`reused`, by name), found from the dependency files `maps` name; the
    /// modules it compiled replace what was kept of them.
    func jobs(adding built: [CompileWorkStats.Job], maps: [OutputFileMap]) -> (
        jobs: [CompileWorkStats.Job], reused: [String]
    ) {
        unread = false
        let builtModules = Set(built.map(\.module))
        let loads = Self.loadedModules(byModule: maps, of: builtModules)
        for job in built {
            compiled[job.module, default: ([:], [])].jobs[job.cleanedFileName ?? ""] = job
        }
        for module in builtModules {
            compiled[module]?.loads.formUnion(loads[module] ?? [])
        }
        var reused = Set<String>()
        var next = builtModules.flatMap { loads[$0] ?? [] }
        while let module = next.popLast() {
            guard !builtModules.contains(module), let entry = compiled[module],
                reused.insert(module).inserted
            else { continue }
            next += entry.loads
        }
        let names = reused.sorted()
        return (
            built
                + names.flatMap { module in
                    (compiled[module]?.jobs ?? [:]).sorted { $0.key < $1.key }.map(\.value)
                }, names
        )
    }

    /// Module → the modules its jobs loaded, for `modules`: the `.swiftmodule` names in the
    /// dependency files (`dependencies` in its output file map) of its jobs.
    private static func loadedModules(byModule maps: [OutputFileMap], of modules: Set<String>)
        -> [String: Set<String>]
    {
        var loads: [String: Set<String>] = [:]
        for map in maps {
            guard let module = CompileWorkModules.moduleName(ofMapFolder: map.folder),
                modules.contains(module)
            else { continue }
            for case let outputs as [String: Any] in map.entries.values {
                guard let path = outputs["dependencies"] as? String,
                    let text = try? String(contentsOfFile: path, encoding: .utf8)
                else { continue }
                loads[module, default: []].formUnion(swiftModuleNames(in: text))
            }
        }
        return loads
    }

    /// The module names of the `.swiftmodule` files a make-style dependency file lists
    /// (`…/Modules/Kit.swiftmodule`, `…/Foundation.swiftmodule/x86_64….swiftmodule`).
    static func swiftModuleNames(in dependencies: String) -> Set<String> {
        var names = Set<String>()
        for component in dependencies.split(whereSeparator: { $0 == "/" || $0.isWhitespace })
        where component.hasSuffix(".swiftmodule") {
            names.insert(String(component.dropLast(".swiftmodule".count)))
        }
        return names
    }
}
