import ArchMetricsDrift
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation
import Testing

@testable import ArchMetricsSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Outputs replace only what is ours (a regular file), all together or not at all.
@Suite struct OutputSafetyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "output-safety-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    func text(_ name: String) throws -> String {
        try String(contentsOf: url(name), encoding: .utf8)
    }

    func fileType(_ path: String) -> mode_t {
        var info = stat()
        _ = lstat(path, &info)
        return info.st_mode & S_IFMT
    }

    /// Names left in the folder that are not the given ones: temporary files, stray outputs.
    func leftovers(besides names: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            !names.contains($0)
        }
    }

    /// A megabyte through a pipe that holds 64 KiB (the writer waits on the reader) arrives whole
    /// and in order; a descriptor that is not open is a failure with its errno.
    @Test func descriptorWritesGoOnAfterPartialWritesAndReportFailures() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let bytes = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let readEnd = ends[0]
        let reader = Thread {
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes {
                    read(readEnd, $0.baseAddress!, $0.count)
                }
                if count <= 0 { break }
                received += chunk[0..<count]
            }
            ReceivedBytes.shared.set(received)
        }
        reader.start()
        let failure = bytes.withUnsafeBytes { DescriptorWrite.all($0, to: ends[1]) }
        close(ends[1])
        while !ReceivedBytes.shared.isSet { usleep(1000) }
        close(ends[0])
        #expect(failure == nil)
        #expect(ReceivedBytes.shared.value == bytes)
        #expect(
            [UInt8](repeating: 1, count: 4).withUnsafeBytes { DescriptorWrite.all($0, to: -1) }
                == EBADF)
    }

    /// A link (a committed `archmetrics.sarif -> ../victim.txt`, or a dangling one) is replaced
    /// by the new file; what it pointed at is never written.
    @Test func aSymbolicLinkIsReplacedNotWrittenThrough() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try "old".write(to: url("target.json"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: url("link.json").path, withDestinationPath: "target.json")
        try FileManager.default.createSymbolicLink(
            atPath: url("dangling.json").path, withDestinationPath: "missing.json")
        try AtomicFile.write("new", to: url("link.json"))
        try AtomicFile.write("new", to: url("dangling.json"))
        #expect(fileType(url("link.json").path) == S_IFREG)
        #expect(fileType(url("dangling.json").path) == S_IFREG)
        #expect(try text("link.json") == "new")
        #expect(try text("target.json") == "old")
        #expect(!FileManager.default.fileExists(atPath: url("missing.json").path))
        #expect(try leftovers(besides: ["target.json", "link.json", "dangling.json"]).isEmpty)
    }

    /// `--output /dev/stdout` is a link to a device: written to, as the shell would.
    @Test func aLinkToADeviceIsWrittenToInPlace() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: url("null").path, withDestinationPath: "/dev/null")
        try AtomicFile.write("new", to: url("null"))
        #expect(fileType(url("null").path) == S_IFLNK)
        #expect(try leftovers(besides: ["null"]).isEmpty)
    }

    @Test func aFolderAndATrailingSlashAreRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: url("dir"), withIntermediateDirectories: true)
        let cases: [(URL, String)] = [
            (url("dir"), "it is a folder, not a file"),
            (URL(fileURLWithPath: folder.path + "/new/"), "a path ending in '/' names a folder"),
        ]
        for (target, reason) in cases {
            do {
                try AtomicFile.write("x", to: target)
                Issue.record("wrote \(target.path)")
            } catch let error as ArchMetricsError {
                #expect(error.category == .input)
                #expect(error.message.contains(reason), "\(error.message)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: url("new").path))
        #expect(try leftovers(besides: ["dir"]).isEmpty)
    }

    @Test func aDeviceIsWrittenToNotReplaced() throws {
        // Checked before writing: were it taken for a file, the write (as root) would replace
        // the machine's /dev/null with a regular file.
        try #require(
            AtomicFile.destination(of: URL(fileURLWithPath: "/dev/null"))
                == .writeInPlace("/dev/null"))
        try AtomicFile.write("discarded", to: URL(fileURLWithPath: "/dev/null"))
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    @Test func aFIFOIsWrittenToNotReplaced() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = url("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader: opening a FIFO for writing waits until one is there.
        let reading = Task.detached { () -> String in
            let handle = try #require(FileHandle(forReadingAtPath: fifo))
            return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        }
        try AtomicFile.write("through the pipe", to: url("pipe"))
        #expect(try await reading.value == "through the pipe")
        #expect(fileType(fifo) == S_IFIFO)
    }

    @Test func theStepSummaryFolderIsNotCreated() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = url("missing/summary.md").path
        do {
            try GitHubActions.appendStepSummary("## drift\n", to: path)
            Issue.record("wrote \(path)")
        } catch let error as ArchMetricsError {
            #expect(error.message.contains("its folder \(url("missing").path) does not exist"))
        }
        #expect(!FileManager.default.fileExists(atPath: url("missing").path))
    }

    func sampleReport(_ snapshot: MetricsSnapshot) throws -> [URL]? {
        try ReportWriter.write(
            snapshot, measure: .physical, toolCommand: "archmetrics", to: folder,
            cancellation: CancellationToken())?.files
    }

    /// A report is written whole or not at all: when one of its files cannot be written, the
    /// others keep their old contents and no temporary file is left.
    @Test func aReportIsWrittenAllOrNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = DriftSamples.snapshot(measured: false)
        for name in [ReportWriter.markdownFileName, SVGChart.linesFileName] {
            try "old \(name)".write(to: url(name), atomically: false, encoding: .utf8)
        }
        // metrics.json is a folder: it cannot be replaced by a file.
        try FileManager.default.createDirectory(
            at: url(ReportFormat.json.fileName), withIntermediateDirectories: true)
        #expect(throws: ArchMetricsError.self) { try sampleReport(snapshot) }
        for name in [ReportWriter.markdownFileName, SVGChart.linesFileName] {
            #expect(try text(name) == "old \(name)")
        }
        let expected: Set = [
            ReportWriter.markdownFileName, SVGChart.linesFileName, ReportFormat.json.fileName,
        ]
        #expect(try leftovers(besides: expected).isEmpty)

        // Stopped before the renames (Ctrl-C): nothing replaced, nothing left behind.
        let cancelled = CancellationToken()
        cancelled.cancel()
        try FileManager.default.removeItem(at: url(ReportFormat.json.fileName))
        let written = try ReportWriter.write(
            snapshot, measure: .physical, toolCommand: "archmetrics", to: folder,
            cancellation: cancelled)
        #expect(written == nil)
        #expect(try text(ReportWriter.markdownFileName) == "old \(ReportWriter.markdownFileName)")
        #expect(try leftovers(besides: expected).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: url(ReportFormat.json.fileName).path))

        #expect(try sampleReport(snapshot)?.count == 3)
        #expect(try text(ReportWriter.markdownFileName).hasPrefix("old") == false)
    }
}

/// What the reading thread of `descriptorWritesGoOnAfterPartialWritesAndReportFailures` got.
private final class ReceivedBytes: @unchecked Sendable {
    static let shared = ReceivedBytes()
    private let lock = NSLock()
    private var bytes: [UInt8]?
    func set(_ value: [UInt8]) { lock.withLock { bytes = value } }
    var isSet: Bool { lock.withLock { bytes != nil } }
    var value: [UInt8]? { lock.withLock { bytes } }
}
