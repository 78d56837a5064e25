import Foundation

extension CompileWorkModules {
    /// The existing object files the output file `maps` under `folder` name for `sources`
    /// (absolute paths), in path order; empty when no map names one. A relative path in a map
    /// is the compiler's working folder's, and CMake's Ninja generator runs it in the build
    /// folder above the map, so the map's folder and each one above it (up to `folder`) are tried.
    package static func objectFiles(of sources: [String], maps: [OutputFileMap], in folder: URL)
        -> [URL]
    {
        let wanted = Set(sources.map(CoverageExport.canonicalPath))
        var found: Set<String> = []
        for map in maps {
            let bases = workingFolders(of: map.file, in: folder)
            for (source, outputs) in map.entries where !source.isEmpty {
                guard let object = (outputs as? [String: Any])?["object"] as? String,
                    let sourcePath = existing(source, bases),
                    wanted.contains(CoverageExport.canonicalPath(sourcePath)),
                    let objectPath = existing(object, bases)
                else { continue }
                found.insert(objectPath)
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// The map's folder and each folder above it, up to `root`, innermost first; none when the
    /// map is not inside `root` (compared by path components: `/a/build-2` is not in `/a/build`).
    package static func workingFolders(of map: URL, in root: URL) -> [URL] {
        let top = root.standardizedFileURL.pathComponents
        var folder = map.deletingLastPathComponent().standardizedFileURL
        var folders: [URL] = []
        while folder.pathComponents.starts(with: top) {
            folders.append(folder)
            guard folder.pathComponents.count > top.count else { break }
            folder = folder.deletingLastPathComponent()
        }
        return folders
    }

    /// `path` when absolute, else the first of `bases` under which it names an existing file.
    static func existing(_ path: String, _ bases: [URL]) -> String? {
        let candidates =
            path.hasPrefix("/") ? [path] : bases.map { $0.appendingPathComponent(path).path }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
