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
}
