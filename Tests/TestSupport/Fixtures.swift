import Foundation

/// `Tests/Fixtures/`: the one home of the trees, snapshots and outputs the tests read. Both test
/// targets find fixtures here; the trees are inputs, never compiled or formatted.
package enum Fixtures {
    package static let root = Repository.path("Tests/Fixtures")

    /// A fixture by its path under `Tests/Fixtures` (`"conventions"`, `"drift/snapshot.json"`).
    package static func folder(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }
}
