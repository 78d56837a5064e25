import Foundation

/// One `output-file-map.json` a build wrote (SwiftPM's `<Module>.build/`, CMake's Ninja
/// generator's `CMakeFiles/<target>.dir/`), read once: the modules of the own files and their
/// object files both come from it.
package struct OutputFileMap {
    /// Where the map is.
    package var file: URL
    /// Source path (as the map writes it) → its outputs (`object`, …).
    package var entries: [String: Any]

    /// Every readable map under `folder`, in path order; a file that holds no JSON object is
    /// left out.
    package static func all(in folder: URL) -> [OutputFileMap] {
        mapFiles(in: folder).compactMap { file in
            guard let data = FileManager.default.contents(atPath: file.path),
                let entries = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            else { return nil }
            return OutputFileMap(file: file, entries: entries)
        }
    }

    /// The folder the map is in.
    var folder: URL { file.deletingLastPathComponent() }

    /// Every `output-file-map.json` under `folder`, in path order.
    private static func mapFiles(in folder: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator where url.lastPathComponent == "output-file-map.json"
        {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }
}
