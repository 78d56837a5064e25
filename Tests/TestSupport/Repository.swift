import Foundation

/// The checkout this test run was built from. Every path a test reads from the repository starts
/// here, so moving a test file never breaks the paths it uses (no `#filePath` arithmetic per file).
package enum Repository {
    /// The repository's root folder (this file is `Tests/TestSupport/Repository.swift`).
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder of the repository, by its path from the root (`"Examples/x.json"`).
    package static func path(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }

    /// Every Swift file under `folder` (a path from the root), its path relative to `folder`
    /// and its text, sorted by path: what the checks that read the tool's own sources walk.
    package static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = path(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        var files: [(path: String, text: String)] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            files.append(
                (
                    relative,
                    try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
                ))
        }
        return files.sorted { $0.path < $1.path }
    }
}
