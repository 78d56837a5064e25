/// One file as the scan read it, everything later stages need of it in one value: its counts
/// (`file`, what the stable JSON lists), the structure and the tests read from the same
/// tokens, and the path it was opened by. A record travels whole, so no stage lines up arrays
/// by index, looks a file up by its path or reads it again.
package struct ScannedFileRecord: Sendable {
    /// Lines, bytes, declarations and diagnostics: the file as `ScanResult` lists it.
    package var file: ScannedFile
    /// Declarations, references and complexity from the scan's own lexing pass; nil for a file
    /// the scan lexed for its lines only (a test file by its path) or a plain scan.
    package var structure: PendingFileStructure?
    /// The bytes the file was opened by: `file.path` may be escaped or relative to a root, so
    /// it is not a path to open.
    package var openPath: PathBytes
    /// For a file that may be a test (`TestPathVerdict`), scanned counting tests: what the test
    /// inventory needs of it; nil for any other file or a scan that counts no tests.
    package var testFile: TestFileScan?

    /// The file's reported path (`file.path`).
    package var path: String { file.path }
}

/// What a scan with structures gives: the stable `ScanResult` and one record per file
/// (`records[i].file` is `result.files[i]`).
package struct ScannedFiles: Sendable {
    package var result: ScanResult
    package var records: [ScannedFileRecord]
}
