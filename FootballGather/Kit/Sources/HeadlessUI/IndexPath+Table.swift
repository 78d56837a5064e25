import Foundation

// UIKit adds `row`/`section` to Foundation's IndexPath; doing the same here (rather than
// declaring a new type) keeps variant code identical to its iOS counterpart and avoids an
// ambiguity with Foundation.IndexPath in files that import both modules.
extension IndexPath {
    /// An index path that names a row in a section of a table view, as on iOS.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section of a table view this index path names.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row (within its section) of a table view this index path names.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
