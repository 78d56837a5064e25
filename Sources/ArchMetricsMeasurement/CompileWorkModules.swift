import Foundation

/// The module each of a variant's own files is compiled in, so that a compiler job (named by
/// module and file name in its statistics file) is matched to one own file by both, never by the
/// file name alone: two modules may each hold a `TeamSection.swift`, and a build system's
/// compiler check (CMake's `cmTC_…`, module `main`) writes a `main.swift` job of its own.
///
/// Where the module of a file comes from, first found wins:
/// 1. the output file maps the build wrote (`output-file-map.json`: SwiftPM's
///    `<Module>.build/`, CMake's Ninja generator's `CMakeFiles/<target>.dir/`), anywhere under
///    the scratch folder;
/// 2. the configuration's `modules` (module → folders of the variant);
/// 3. the target a project manifest (`Package.swift`, `Project.swift`, `project.pbxproj`) says
///    compiles the file, its name spelt as the compiler names its module (`FootballGather-MVC`
///    → `FootballGather_MVC`), when the build compiled a job of that file's name in it: a
///    target's folder need not be named after it (`.target(name: "Shop", path: "App")`);
/// 4. the variant's own folders: the nearest folder on the file's path (the variant's folder
///    itself included) named like a module the build compiled with a job of that file's name.
package struct CompileWorkModules: Equatable, Sendable {
    /// Own file (relative to the variant's folder) → its module; files with none are absent.
    package var moduleOfFile: [String: String]

    /// The modules that compile at least one own file.
    package var ownModules: Set<String> { Set(moduleOfFile.values) }

    /// Resolves the module of every own file of the variant in `packageFolder`.
    /// `outputFileMaps`: module → absolute source paths; `configured`: module → folders relative
    /// to `packageFolder`; `targets`: own file → the target its manifest says compiles it;
    /// `jobs`: the build's jobs, whose modules and file names the target and folder rules check
    /// against.
    package static func resolve(
        ownFiles: [String], packageFolder: URL, outputFileMaps: [String: [String]],
        configured: [String: [String]]?, targets: [String: String] = [:],
        jobs: [CompileWorkStats.Job]
    ) -> CompileWorkModules {
        var byPath: [String: String] = [:]
        for (module, paths) in outputFileMaps {
            for path in paths { byPath[CoverageExport.canonicalPath(path)] = module }
        }
        let jobNames = fileNames(byModule: jobs)
        var result: [String: String] = [:]
        for file in ownFiles {
            let absolute = CoverageExport.canonicalPath(
                packageFolder.appendingPathComponent(file).path)
            if let module = byPath[absolute] {
                result[file] = module
            } else if let module = configuredModule(of: file, configured) {
                result[file] = module
            } else if let module = targets[file].map(moduleName(ofTarget:)),
                jobNames[module]?.contains(CompileWorkStats.cleaned(fileName(of: file))) == true
            {
                result[file] = module
            } else if let module = folderModule(
                of: file, variantFolderName: packageFolder.lastPathComponent, jobNames: jobNames)
            {
                result[file] = module
            }
        }
        return CompileWorkModules(moduleOfFile: result)
    }

    /// `FootballGather-MVC` → `FootballGather_MVC`: a target's module as Xcode and SwiftPM name
    /// it by default (a C identifier: any other character an underscore, a leading digit
    /// after one).
    package static func moduleName(ofTarget target: String) -> String {
        let name = String(
            target.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// `App/Login/Login.swift` → `Login.swift`.
    private static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Module → the cleaned file names of its jobs (module jobs left out).
    static func fileNames(byModule jobs: [CompileWorkStats.Job]) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for job in jobs {
            guard let name = job.cleanedFileName else { continue }
            names[job.module, default: []].insert(name)
        }
        return names
    }

    /// The configured module whose folder holds `file` (the longest folder wins).
    static func configuredModule(of file: String, _ configured: [String: [String]]?) -> String? {
        var best: (module: String, length: Int)?
        for module in (configured ?? [:]).keys.sorted() {
            for folder in configured?[module] ?? [] {
                let prefix = folder.hasSuffix("/") ? folder : folder + "/"
                let matches = folder == "." || folder.isEmpty || file.hasPrefix(prefix)
                let length = folder == "." ? 0 : folder.count
                if matches, length > (best?.length ?? -1) { best = (module, length) }
            }
        }
        return best?.module
    }

    /// The nearest folder of `file` (innermost first, the variant's folder last) named like a
    /// module that compiled a job of the file's name.
    static func folderModule(
        of file: String, variantFolderName: String, jobNames: [String: Set<String>]
    ) -> String? {
        let components = file.split(separator: "/").map(String.init)
        let name = CompileWorkStats.cleaned(components.last ?? file)
        let folders = [variantFolderName] + components.dropLast()
        return folders.reversed().first { jobNames[$0]?.contains(name) == true }
    }

    /// Module → its source files (absolute), from the build's output file `maps`: SwiftPM's
    /// (`<Module>.build/`) and CMake's Ninja generator's (`CMakeFiles/<target>.dir/`, with or
    /// without a configuration folder below it). A map whose folder does not name a module the
    /// build compiled is matched to the one module whose jobs have exactly its files' names.
    package static func outputFileMaps(_ maps: [OutputFileMap], jobs: [CompileWorkStats.Job])
        -> [String: [String]]
    {
        let jobNames = fileNames(byModule: jobs)
        var sources: [String: [String]] = [:]
        for map in maps {
            let base = map.folder
            let paths = map.entries.keys.filter { !$0.isEmpty }.sorted().map { key in
                key.hasPrefix("/") ? key : base.appendingPathComponent(key).path
            }
            let names = Set(
                paths.map { CompileWorkStats.cleaned(URL(fileURLWithPath: $0).lastPathComponent) })
            let module =
                moduleName(ofMapFolder: base).flatMap { jobNames[$0] != nil ? $0 : nil }
                ?? {
                    let candidates = jobNames.keys.filter { jobNames[$0] == names }
                    return candidates.count == 1 ? candidates.first : nil
                }()
            guard let module else { continue }
            sources[module, default: []] += paths
        }
        return sources
    }

    /// `Tiny` for `…/Tiny.build` or `…/CMakeFiles/Tiny.dir` (or a configuration folder below
    /// either).
    static func moduleName(ofMapFolder folder: URL) -> String? {
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let name = candidate.lastPathComponent
            for suffix in [".build", ".dir"] where name.hasSuffix(suffix) {
                return String(name.dropLast(suffix.count))
            }
        }
        return nil
    }
}
