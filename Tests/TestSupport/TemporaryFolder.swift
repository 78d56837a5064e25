import Foundation

/// A fresh folder under the system's temporary directory, named `prefix-<UUID>` so a folder left
/// behind says which tests made it; removed by the caller.
package func makeTemporaryFolder(_ prefix: String = "archmetrics-report") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
