import ArchMetricsModel
import Foundation
import SwiftScanning

/// One file as the analyzer takes it: its classification and the structure its scan read
/// (`ScannedFileRecord`), or where to read it.
package struct ClassifiedRecord: Sendable {
    /// Where a file's structure comes from.
    package enum Structure: Sendable {
        /// Read in the scan's own lexing pass; nil when the scan lexed the file for its lines
        /// only (a test file by its path): such a file is not analysed.
        case scanned(PendingFileStructure?)
        /// Not scanned (a file classified by hand): the analyzer reads it at `openPath`.
        case unread
    }

    package var file: ClassifiedFile
    package var structure: Structure
    /// The bytes to open the file by, when the analyzer must read it (again).
    package var openPath: PathBytes

    package init(file: ClassifiedFile, structure: Structure, openPath: PathBytes) {
        self.file = file
        self.structure = structure
        self.openPath = openPath
    }

    /// A scanned file and its classification.
    package init(_ file: ClassifiedFile, _ record: ScannedFileRecord) {
        self.file = file
        structure = .scanned(record.structure)
        openPath = record.openPath
    }

    /// A file known only by its classification, read by the analyzer from `root`.
    package init(_ file: ClassifiedFile, root: URL) {
        self.file = file
        structure = .unread
        openPath = PathBytes(root.appendingPathComponent(file.path).path)
    }
}
