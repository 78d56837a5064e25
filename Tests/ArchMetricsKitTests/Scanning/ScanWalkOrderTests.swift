import Foundation
import SwiftScanning
import Testing

/// The walk hands files to the scanning threads while it goes on (`FileQueue`): whichever
/// thread scans a file and whenever, the result must list files, duplicates and diagnostics
/// exactly as a walk followed by a scan in order would.
@Suite struct ScanWalkOrderTests {
    /// A tree with what the walk must order or drop: a symlink loop, a link to a file met later
    /// by name (the file counts once, under its real path), a broken link, a binary file, and
    /// enough files in one folder for several threads to share it.
    static func makeTree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archmetrics-walk-order-\(UUID().uuidString)")
        let manager = FileManager.default
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try manager.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func link(_ path: String, to destination: String) throws {
            try manager.createSymbolicLink(
                atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
        }
        try write("App/b.swift", "struct B {}\n")
        try write("App/a.swift", "// a\nstruct A {}\n")
        try write("App/Sub/z.swift", "\nenum Z {}\n")
        try write("App/Binary.swift", "let x = 1\u{0}\u{0}\u{0}\n")
        for index in 0..<200 {
            try write(
                "App/Many/f\(String(format: "%03d", index)).swift",
                String(repeating: "let v\(index) = \(index) // value\n", count: index % 7 + 1))
        }
        try link("App/Sub/Loop", to: "..")
        try link("App/Alias.swift", to: "a.swift")
        try link("App/Broken.swift", to: "Missing.swift")
        try write("Other/o.swift", "class O {}\n")
        return root
    }

    static func scan(_ root: URL, _ paths: [String], workers: Int) -> ScanResult {
        SourceScanner.scan(
            paths: paths.map { URL(fileURLWithPath: $0, relativeTo: root) },
            options: ScanOptions(workerCount: workers))
    }

    @Test func filesComeInWalkOrderWhateverTheNumberOfThreads() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = [root.path + "/App"]
        let reference = Self.scan(root, paths, workers: 1)
        let many = (0..<200).map { "Many/f\(String(format: "%03d", $0)).swift" }
        // `Alias.swift` sorts before `a.swift` (byte order) and is the same file: links are
        // followed last, so the link is dropped and the file counts under its real path. The
        // loop back to `App` is not walked again.
        #expect(
            reference.files.map(\.path) == many + ["Sub/z.swift", "a.swift", "b.swift"])
        #expect(reference.diagnostics.map(\.path) == ["Broken.swift", "Binary.swift"])
        for workers in [2, 3, 8] {
            for _ in 0..<5 {
                #expect(Self.scan(root, paths, workers: workers) == reference)
            }
        }
    }

    @Test func severalRootsAndFilesGivenTwiceKeepTheirOrder() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = [
            root.path + "/Other", root.path + "/App/b.swift", root.path + "/App",
            root.path + "/App/b.swift", root.path + "/Missing",
        ]
        let reference = Self.scan(root, paths, workers: 1)
        #expect(reference.files.count == 204)
        #expect(reference.files.prefix(2).map(\.path) == [paths[0] + "/o.swift", paths[1]])
        #expect(reference.diagnostics.count == 3)
        for workers in [2, 5] {
            for _ in 0..<5 {
                #expect(Self.scan(root, paths, workers: workers) == reference)
            }
        }
    }

    /// Scans started together, more than there are cores, each with several threads: none may
    /// wait on another's threads (the walk has a thread of its own), and each gets the same result.
    @Test func scansRunningAtOnceAllFinishWithTheSameResult() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = [root.path + "/App"]
        let reference = Self.scan(root, paths, workers: 1)
        let results = ResultsBox()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            results.append(Self.scan(root, paths, workers: 4))
        }
        #expect(results.all.count == 8)
        #expect(results.all.allSatisfy { $0 == reference })
    }
}

/// Results gathered from several threads.
private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [ScanResult] = []

    func append(_ result: ScanResult) {
        lock.lock()
        results.append(result)
        lock.unlock()
    }

    var all: [ScanResult] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
