import ArchMetricsSupport
import Foundation

// The result of scanning files and folders: the stable JSON `archmetrics scan --format json`
// writes and later stages consume.

/// How `SourceScanner.scan(paths:options:)` walks the file system.
public struct ScanOptions: Sendable {
    /// Follow symbolic links that lead out of the scanned folder (links inside it are always followed, once).
    public var followSymlinks: Bool = false
    /// Threads that read and lex files in parallel.
    public var workerCount: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Stops the walk and the scanning threads once cancelled: the files left are skipped (an
    /// "interrupted" diagnostic each) and the caller, seeing the token, throws. The caller's
    /// own, given to the package's initializer.
    package var cancellation: CancellationToken

    /// Options for a library user: a scan nothing cancels (`CancellationToken` is not part of
    /// the library's public API, so such a user has no token to give).
    public init(followSymlinks: Bool = false, workerCount: Int? = nil) {
        self.init(
            followSymlinks: followSymlinks, workerCount: workerCount,
            cancellation: CancellationToken())
    }

    /// Options whose scan stops when `cancellation` is cancelled.
    package init(
        followSymlinks: Bool = false, workerCount: Int? = nil, cancellation: CancellationToken
    ) {
        self.followSymlinks = followSymlinks
        if let workerCount { self.workerCount = max(1, workerCount) }
        self.cancellation = cancellation
    }
}

/// Every file scanned under the given roots, with totals and what went wrong.
public struct ScanResult: Codable, Equatable, Sendable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    /// The paths scanned, as given.
    public var roots: [String]
    /// Scanned files in walk order (roots in order, each folder's entries sorted by name).
    public var files: [ScannedFile]
    /// Problems with paths rather than file contents: missing, unreadable, binary, skipped links.
    /// Problems inside a file (unterminated comment, invalid UTF-8) are in that file's `diagnostics`.
    public var diagnostics: [Diagnostic]
    public var totals: LineCounts
    public var totalBytes: Int

    public init(roots: [String], files: [ScannedFile], diagnostics: [Diagnostic]) {
        schemaVersion = Self.currentSchemaVersion
        self.roots = roots
        self.files = files
        self.diagnostics = diagnostics
        totals = files.reduce(.zero) { $0 + $1.lines }
        totalBytes = files.reduce(0) { $0 + $1.bytes }
    }

    /// Path-level diagnostics followed by every file's own.
    public var allDiagnostics: [Diagnostic] { diagnostics + files.flatMap { $0.diagnostics } }

    /// True if a path was missing or a file could not be read (exit status 1, or 2 if nothing was read).
    public var hasErrors: Bool { allDiagnostics.contains { $0.severity == .error } }
}
