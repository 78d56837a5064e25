import ArchMetricsSupport
import Dispatch
import Foundation

/// Counts Swift source exactly: lines by class, bytes, and top-level type declarations.
public enum SourceScanner {
    /// Scans files and folders; never throws for a bad file (that is a diagnostic).
    public static func scan(paths: [URL], options: ScanOptions = .init()) -> ScanResult {
        let (files, diagnostics) = scan(
            paths: paths, options: options, companion: NoScanCompanion.self, configuration: (),
            record: { file, _, _ in file })
        return ScanResult(roots: paths.map(\.relativePath), files: files, diagnostics: diagnostics)
    }

    /// Scans like `scan(paths:options:)` and lets a `Companion` (one per thread, made from
    /// `configuration`) see each file's tokens in the same lexing pass: `record` makes one
    /// value per file of it, its companion's output and the path it was read from (its reported
    /// path may be escaped or relative to a root: not a path to open), in walk order; then come
    /// the path diagnostics.
    package static func scan<Companion: ScanCompanion, Record>(
        paths: [URL], options: ScanOptions, companion: Companion.Type,
        configuration: Companion.Configuration,
        record: (ScannedFile, Companion.Output, PathBytes) -> Record
    ) -> (records: [Record], diagnostics: [Diagnostic]) {
        let workers = max(1, options.workerCount)
        let queue = FileQueue(workers: workers)
        let store = OutcomeStore<Companion.Output>()
        let cancellation = options.cancellation
        // The walk runs on a thread of its own, and the scanning threads take files as it finds
        // them. Its own thread, not one from Dispatch's pool: the scanning threads wait for the
        // walk, and the walk must never wait for a pool thread that they (or other scans at the
        // same time) hold.
        let walk = Thread {
            var walker = DirectoryWalker(
                followSymlinks: options.followSymlinks, cancellation: cancellation,
                found: queue.add)
            // Shown as given, opened where the URL points (a relative URL's base is the
            // caller's folder, not necessarily the process's).
            for url in paths {
                walker.add(path: url.relativePath, openedAt: url.path, prefixed: paths.count > 1)
            }
            queue.finishWalk(diagnostics: walker.diagnostics)
        }
        walk.start()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            scanFiles(
                from: queue, into: store, companion: companion, configuration: configuration,
                cancellation: cancellation)
        }
        // Every scanning thread has seen the walk finish.
        let (entries, walkDiagnostics) = queue.walked

        var records: [Record] = []
        records.reserveCapacity(entries.count)
        var diagnostics = walkDiagnostics
        var seen = Set<FileIdentity>(minimumCapacity: entries.count)
        store.drainInWalkOrder { index, outcome in
            switch consume outcome {
            case .scanned(let file, let identity, let output):
                // The same file through a link or a second root counts once, where first met.
                if seen.insert(identity).inserted {
                    records.append(record(file, output, entries[index].openPath))
                }
            case .skipped(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (records, diagnostics)
    }

    /// Scans one file's bytes (the core; what tests call).
    package static func scan(bytes: UnsafeBufferPointer<UInt8>, path: String) -> ScannedFile {
        scan(bytes: bytes, path: path, alsoVisiting: NoTokenVisitor()).file
    }

    /// Scans one file's bytes, handing every token to `extra` too (one lexing pass for both).
    package static func scan<Extra: SwiftLexerVisitor>(
        bytes: UnsafeBufferPointer<UInt8>, path: String,
        alsoVisiting extra: consuming Extra
    ) -> (file: ScannedFile, extra: Extra) {
        // `consuming` all the way into the lexer: a copy left behind would share the extra
        // visitor's buffers, and its first write would copy them, once per file.
        var lexer = SwiftLexer(
            source: bytes,
            visitor: FileScanVisitor(expectedLines: expectedLines(bytes), extra: extra))
        lexer.run()
        var visitor = lexer.visitor
        visitor.declarations.finish()
        var diagnostics = visitor.diagnostics.map {
            Diagnostic(severity: .warning, path: path, line: $0.line, message: $0.message)
        }
        if let offset = ContentCheck.firstInvalidUTF8Offset(bytes) {
            let line =
                ContentCheck.newlineCount(UnsafeBufferPointer(rebasing: bytes[0..<offset])) + 1
            diagnostics.insert(
                Diagnostic(
                    severity: .warning, path: path, line: line,
                    message:
                        "invalid UTF-8 at byte offset \(offset); lines counted anyway, names may be garbled"
                ), at: 0)
        }
        let file = ScannedFile(
            path: path, bytes: bytes.count,
            lines: visitor.lines.counts(physicalLines: lexer.physicalLines),
            declarations: visitor.declarations.declarations, diagnostics: diagnostics,
            typealiases: visitor.declarations.typealiases)
        return (file, visitor.extra)
    }

    /// Scans Swift source held in a string.
    public static func scan(source: String, path: String = "<memory>") -> ScannedFile {
        var source = source
        return source.withUTF8 { scan(bytes: $0, path: path) }
    }

    /// Per-line classification for `--explain`.
    package static func explain(bytes: UnsafeBufferPointer<UInt8>) -> [LineClass] {
        var lexer = SwiftLexer(
            source: bytes, visitor: LineClassifier(expectedLines: expectedLines(bytes)))
        lexer.run()
        return lexer.visitor.classes(physicalLines: lexer.physicalLines)
    }

    /// Room for the lines of a file, guessed from its size at one line per 32 bytes: Swift lines
    /// average about 40, so the guess leaves room rather than growing the buffer.
    private static func expectedLines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count / 32
    }

    /// Per-line classification of Swift source held in a string.
    public static func explain(source: String) -> [LineClass] {
        var source = source
        return source.withUTF8 { explain(bytes: $0) }
    }

    /// Reads a file for `--explain`: its lines (split on `\n`, a final `\r` dropped) and their classes.
    public static func explain(fileAt url: URL) throws -> [ExplainedLine] {
        let reader = FileReader()
        let outcome = reader.withContents(ofFile: url.path) {
            bytes, _ -> Result<[(String, LineClass)], ArchMetricsError> in
            if ContentCheck.isBinary(bytes) {
                return .failure(
                    .input(
                        "\(url.relativePath): \(ContentCheck.binaryReason(bytes)), not Swift source"
                    ))
            }
            let classes = explain(bytes: bytes)
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
                line -> String in
                var text = String(decoding: line, as: UTF8.self)
                if text.hasSuffix("\r") { text.removeLast() }
                return text
            }
            if bytes.last == 0x0A { lines.removeLast() }
            return .success(Array(zip(lines, classes)))
        }
        switch outcome {
        case .success(.success(let lines)):
            return lines.map { ExplainedLine(text: $0.0, lineClass: $0.1) }
        case .success(.failure(let error)): throw error
        case .failure(.cannotRead(let reason)):
            throw ArchMetricsError.input("cannot read \(url.relativePath): \(reason)")
        }
    }

    // MARK: - Parallel scanning

    enum Outcome<Output> {
        case scanned(ScannedFile, FileIdentity, Output)
        case skipped(Diagnostic)
    }

    /// The outcomes of every worker, read once all have finished.
    private final class OutcomeStore<Output>: @unchecked Sendable {
        /// One worker's outcomes in the order it scanned them, which is rising walk order.
        struct List {
            var indices: [Int] = []
            var outcomes: [Outcome<Output>] = []
        }

        private let lock = NSLock()
        private var lists: [List] = []

        func add(_ list: consuming List) {
            lock.lock()
            lists.append(list)
            lock.unlock()
        }

        /// Hands every outcome to `body` in walk order, merging the workers' lists, and moves
        /// each out rather than copying it: copying 3,000 outcomes (names, declarations) into
        /// one array and then freeing the originals took about 4 ms after the threads were done.
        func drainInWalkOrder(_ body: (Int, consuming Outcome<Output>) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            // Reversed in place, each list gives up its next outcome by `removeLast`, a move.
            for list in lists.indices {
                lists[list].indices.reverse()
                lists[list].outcomes.reverse()
            }
            while true {
                var next: Int?
                for list in lists.indices {
                    guard let index = lists[list].indices.last else { continue }
                    if let current = next, lists[current].indices.last! < index { continue }
                    next = list
                }
                guard let next else { return }
                body(lists[next].indices.removeLast(), lists[next].outcomes.removeLast())
            }
        }
    }

    /// One worker: scans files from `queue` until the walk is over and none is left.
    private static func scanFiles<Companion: ScanCompanion>(
        from queue: FileQueue, into store: OutcomeStore<Companion.Output>,
        companion: Companion.Type, configuration: Companion.Configuration,
        cancellation: CancellationToken
    ) {
        let reader = FileReader()
        var companion = Companion(configuration: configuration)
        var scanned = OutcomeStore<Companion.Output>.List()
        var batch: [DirectoryWalker.Entry] = []
        while let start = queue.claimBatch(into: &batch) {
            // Once a signal came, the rest is skipped (every file still gets its outcome, as the
            // drain expects); the command sees the token and throws. Once a batch, not a file.
            let cancelled = cancellation.isCancelled
            for (offset, entry) in batch.enumerated() {
                scanned.indices.append(start + offset)
                scanned.outcomes.append(
                    cancelled
                        ? .skipped(
                            Diagnostic(
                                severity: .warning, path: entry.reportedPath, message: "interrupted"
                            ))
                        : scanFile(entry, reader: reader, companion: &companion))
            }
        }
        store.add(scanned)
    }

    private static func scanFile<Companion: ScanCompanion>(
        _ entry: DirectoryWalker.Entry, reader: FileReader,
        companion: inout Companion
    ) -> Outcome<Companion.Output> {
        let outcome = reader.withContents(ofFileAt: entry.openPath) {
            bytes, identity -> Outcome<Companion.Output> in
            if ContentCheck.isBinary(bytes) {
                return .skipped(
                    Diagnostic(
                        severity: .warning, path: entry.reportedPath,
                        message: "\(ContentCheck.binaryReason(bytes)), skipped"))
            }
            guard companion.wantsTokens(ofFileAt: entry.reportedPath) else {
                let (file, visitor) = scan(
                    bytes: bytes, path: entry.reportedPath,
                    alsoVisiting: companion.visitorForDeclinedFile())
                return .scanned(
                    file, identity, companion.finishDeclined(consume visitor, bytes: bytes))
            }
            let (file, visitor) = scan(
                bytes: bytes, path: entry.reportedPath, alsoVisiting: companion.visitorForNextFile()
            )
            // Moved: a copy left here would share the visitor's buffers, and its first write in
            // `finish` would copy them.
            return .scanned(file, identity, companion.finish(consume visitor, bytes: bytes))
        }
        switch outcome {
        case .success(let result): return result
        case .failure(.cannotRead(let reason)):
            return .skipped(
                Diagnostic(
                    severity: .error, path: entry.reportedPath, message: "cannot read: \(reason)"))
        }
    }
}

/// Work on each file's tokens done in the scanner's own lexing pass (so later stages need not
/// read and lex the file again). One instance per scanning thread, reused file after file.
extension SourceScanner {
    /// The scan with each file's structure (declarations, references, complexity) read from the
    /// same tokens; files `isTestPath` names are lexed for their lines only. The call is concrete
    /// here, inside the lexer's own module, so the release build specializes the lexer for the
    /// structure pass: from another module the generic scan would reach every token through a
    /// witness table.
    package static func scanRecords(
        paths: [URL], options: ScanOptions, isTestPath: @escaping @Sendable (String) -> Bool
    ) -> ScannedFiles {
        scannedFiles(
            paths,
            scan(
                paths: paths, options: options, companion: StructureScanCompanion.self,
                configuration: isTestPath,
                record: { ScannedFileRecord(file: $0, structure: $1, openPath: $2) }))
    }

    /// The same scan with what the test inventory needs, from the same tokens
    /// (`ScannedFileRecord.testFile`), of every file that `testPaths` says may be a test; a
    /// test file by its path is lexed for its lines and its tests only.
    package static func scanRecords(
        paths: [URL], options: ScanOptions,
        testPaths: @escaping @Sendable (String) -> TestPathVerdict
    ) -> ScannedFiles {
        scannedFiles(
            paths,
            scan(
                paths: paths, options: options, companion: TestCountingScanCompanion.self,
                configuration: testPaths,
                record: { file, output, openPath in
                    ScannedFileRecord(
                        file: file, structure: output.structure, openPath: openPath,
                        testFile: output.testFile)
                }))
    }

    private static func scannedFiles(
        _ paths: [URL], _ scanned: (records: [ScannedFileRecord], diagnostics: [Diagnostic])
    ) -> ScannedFiles {
        ScannedFiles(
            result: ScanResult(
                roots: paths.map(\.relativePath), files: scanned.records.map(\.file),
                diagnostics: scanned.diagnostics),
            records: scanned.records)
    }
}

package protocol ScanCompanion: SendableMetatype {
    associatedtype Visitor: SwiftLexerVisitor
    associatedtype Output
    /// What every thread's companion is made from.
    associatedtype Configuration: Sendable
    init(configuration: Configuration)
    /// A visitor for the tokens of a file `wantsTokens` declines (by default none).
    associatedtype DeclinedVisitor: SwiftLexerVisitor = NoTokenVisitor
    /// False if the file at `path` (as reported) needs no structure: it is then scanned with
    /// `visitorForDeclinedFile()`, and its output is `finishDeclined`'s. Asked right before
    /// `visitorForNextFile()`, which may depend on what the path said.
    mutating func wantsTokens(ofFileAt path: String) -> Bool
    func outputWithoutTokens() -> Output
    mutating func visitorForDeclinedFile() -> DeclinedVisitor
    mutating func finishDeclined(
        _ visitor: consuming DeclinedVisitor, bytes: UnsafeBufferPointer<UInt8>
    ) -> Output
    /// A visitor for the next file's tokens.
    mutating func visitorForNextFile() -> Visitor
    /// What the file gives, from the visitor after lexing and the file's bytes (valid only during the call).
    mutating func finish(_ visitor: consuming Visitor, bytes: UnsafeBufferPointer<UInt8>) -> Output
}

extension ScanCompanion where DeclinedVisitor == NoTokenVisitor {
    @inline(__always) package func visitorForDeclinedFile() -> NoTokenVisitor { NoTokenVisitor() }
    @inline(__always) package func finishDeclined(
        _ visitor: consuming NoTokenVisitor, bytes: UnsafeBufferPointer<UInt8>
    ) -> Output { outputWithoutTokens() }
}

/// The plain scan: nothing besides lines and declarations.
struct NoScanCompanion: ScanCompanion {
    init(configuration: Void) {}
    @inline(__always) func wantsTokens(ofFileAt path: String) -> Bool { false }
    @inline(__always) func outputWithoutTokens() {}
    @inline(__always) func visitorForNextFile() -> NoTokenVisitor { NoTokenVisitor() }
    @inline(__always) func finish(
        _ visitor: consuming NoTokenVisitor, bytes: UnsafeBufferPointer<UInt8>
    ) {}
}

/// Ignores every token (specialised away).
package struct NoTokenVisitor: SwiftLexerVisitor {
    @inline(__always)
    package mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {}
    package var acceptsCodeLines: Bool { true }
}

/// The scanner's visitor: the line classifier and the declaration finder fed from one lexing
/// pass, and any `extra` visitor that wants the same tokens.
struct FileScanVisitor<Extra: SwiftLexerVisitor>: SwiftLexerVisitor {
    var lines: LineClassifier
    var declarations = DeclarationFinder()
    var diagnostics: [(line: Int, message: String)] = []
    var extra: Extra

    init(expectedLines: Int, extra: consuming Extra) {
        lines = LineClassifier(expectedLines: expectedLines)
        self.extra = extra
    }

    @inline(__always)
    mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        lines.visitToken(token, in: source)
        declarations.visitToken(token, in: source)
        extra.visitToken(token, in: source)
    }

    @inline(__always)
    mutating func visitComment(_ comment: SwiftComment) {
        lines.visitComment(comment)
    }

    @inline(__always)
    var acceptsCodeLines: Bool {
        lines.acceptsCodeLines && declarations.acceptsCodeLines && extra.acceptsCodeLines
    }

    @inline(__always)
    mutating func visitCodeLine(_ line: Int) {
        lines.visitCodeLine(line)
        declarations.visitCodeLine(line)
        extra.visitCodeLine(line)
    }

    mutating func visitDiagnostic(line: Int, message: String) {
        diagnostics.append((line, message))
    }
}

/// One line of a file as `--explain` shows it: its text and its class.
public struct ExplainedLine: Equatable, Sendable {
    public var text: String
    public var lineClass: LineClass

    public init(text: String, lineClass: LineClass) {
        self.text = text
        self.lineClass = lineClass
    }
}
