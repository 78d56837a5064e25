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
