import Foundation
import TestSupport
import Testing

/// `history`'s cache entries are the tool's own, and only trusted when they are what they
/// claim: a folder standing in for one is replaced, an entry holding another tree's metrics or
/// edited by hand is measured again.
@Suite struct HistoryCacheEntryTests {
    /// A repository whose MVC variant has two trees (two commits changing it), measured once:
    /// the repository, the command's arguments and the two cache entries.
    static func measuredTwice() throws -> (GitFixture, [String], [URL]) {
        let repository = try GitFixture()
        try repository.commitAll("c1")
        try repository.append("let two = 2\n", to: DriftCheckTests.gatherViewController)
        try repository.commitAll("c2")
        let output = repository.folder.appendingPathComponent("history-out")
        let arguments = ["history", "--output", output.path, "--variants", "MVC=tree/MVC"]
        let first = try repository.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let cache = output.appendingPathComponent("cache")
        let key = try #require(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).first)
        let folder = cache.appendingPathComponent(key)
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(entries.count == 2)
        return (repository, arguments, entries.map { folder.appendingPathComponent($0) })
    }

    @Test func anEntryReplacedByAFolderIsMeasuredAgainAndReplaced() throws {
        let (repository, arguments, entries) = try Self.measuredTwice()
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        try FileManager.default.removeItem(at: entries[0])
        try FileManager.default.createDirectory(
            at: entries[0].appendingPathComponent("inside"), withIntermediateDirectories: true)
        let second = try repository.run(arguments)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stderr.contains("1 variant tree measured, 1 from the cache"), "\(second.stderr)")
        var isFolder: ObjCBool = true
        #expect(FileManager.default.fileExists(atPath: entries[0].path, isDirectory: &isFolder))
        #expect(!isFolder.boolValue)
    }

    /// Each entry holding the other tree's metrics (valid, but not its own): neither is trusted.
    @Test func anEntryForAnotherTreeIsNotTrusted() throws {
        let (repository, arguments, entries) = try Self.measuredTwice()
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        let a = try Data(contentsOf: entries[0])
        let b = try Data(contentsOf: entries[1])
        #expect(a != b)
        try b.write(to: entries[0])
        try a.write(to: entries[1])
        let second = try repository.run(arguments)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stderr.contains("2 variant trees measured, 0 from the cache"), "\(second.stderr)"
        )
        #expect(try Data(contentsOf: entries[0]) == a, "replaced by the right metrics")
    }

    /// A figure edited in an entry (its last digit changed): the entry no longer matches what
    /// was written, and is measured again.
    @Test func anEditedEntryIsNotTrusted() throws {
        let (repository, arguments, entries) = try Self.measuredTwice()
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        var bytes = [UInt8](try Data(contentsOf: entries[0]))
        let digit = try #require(
            bytes.lastIndex { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "8") })
        bytes[digit] += 1
        try Data(bytes).write(to: entries[0])
        let second = try repository.run(arguments)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stderr.contains("1 variant tree measured, 1 from the cache"), "\(second.stderr)")
    }
}
