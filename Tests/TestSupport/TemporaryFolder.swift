import Foundation

/// A fresh folder under the system's temporary directory, named `prefix-<UUID>` so a folder left
/// behind says which tests made it; removed by the caller.
package func makeTemporaryFolder(_ prefix: String = "archmetrics-report") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes each text at its path (relative to `folder`), making the folders on the way.
package func writeFiles(_ files: [String: String], into folder: URL) throws {
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

/// Every file under `folder`, hidden ones too, by its path relative to `folder` (the bytes a
/// test compares before and after a run that must leave them alone).
package func readFiles(in folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
        let url = folder.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
            !isFolder.boolValue
        {
            files[path] = try Data(contentsOf: url)
        }
    }
    return files
}
