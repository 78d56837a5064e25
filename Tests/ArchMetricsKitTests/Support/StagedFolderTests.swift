import ArchMetricsSupport
import Foundation
import Testing

/// A staged logs folder replaces only a folder the tool marked as its own, and a new run removes
/// the staging folders of runs that ended, never those of a run still going.
@Suite struct StagedFolderTests {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
        "staged-folder-\(UUID().uuidString)")

    @Test func aStagingFolderOfALiveRunIsKeptAndAnEndedOnesRemoved() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let logs = parent.appendingPathComponent("logs")
        let running = try StagedFolder(final: logs)
        let ended = parent.appendingPathComponent(".archmetrics-run-Zz9Yy8")
        try FileManager.default.createDirectory(
            at: ended.appendingPathComponent("logs"), withIntermediateDirectories: true)
        let next = try StagedFolder(final: logs)
        #expect(FileManager.default.fileExists(atPath: running.staging.path))
        #expect(!FileManager.default.fileExists(atPath: ended.path))
        try running.commit()
        #expect(FileManager.default.fileExists(atPath: logs.path))
        // The committed folder is the tool's: the next run replaces it.
        try next.commit()
        next.discard()
        running.discard()
    }

    @Test func anUnmarkedFolderIsRefusedAtTheStartAndAtCommit() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let logs = parent.appendingPathComponent("logs")
        let staged = try StagedFolder(final: logs)
        // Appears while the run measures.
        let mine = logs.appendingPathComponent("mine.txt")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: mine)
        #expect(throws: ArchMetricsError.self) { try staged.commit() }
        #expect(FileManager.default.fileExists(atPath: mine.path))
        #expect(throws: ArchMetricsError.self) { _ = try StagedFolder(final: logs) }
        #expect(FileManager.default.fileExists(atPath: mine.path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: parent.path)
        #expect(leftovers == ["logs"])
    }
}
