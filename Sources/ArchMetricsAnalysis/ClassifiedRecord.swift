import ArchMetricsModel
import SwiftScanning

/// One file as the analyzer takes it: its classification and what its scan read
/// (`ScannedFileRecord`).
package struct ClassifiedRecord: Sendable {
    package var file: ClassifiedFile
    /// Read in the scan's own lexing pass; nil when the scan lexed the file for its lines
    /// only (a test file by its path): such a file is not analysed.
    package var structure: PendingFileStructure?
    /// The bytes the scan opened the file by: the analyzer reads it again only to tally every
    /// name (`ArchitectureAnalyzer.resolve`).
    package var openPath: PathBytes

    /// A scanned file and its classification.
    package init(_ file: ClassifiedFile, _ record: ScannedFileRecord) {
        self.file = file
        structure = record.structure
        openPath = record.openPath
    }
}
