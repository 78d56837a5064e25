import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 21: paths the scanner must neither lose nor mix up — deeper than PATH_MAX (item 3),
/// names that are not UTF-8 (item 6), the same relative path under two roots (item 8).
@Suite struct ScanPathTests {
    /// Removes a tree FileManager cannot (too deep, or with names that are not UTF-8).
    private static func removeTree(_ url: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/rm")
        process.arguments = ["-rf", url.path]
        try? process.run()
        process.waitUntilExit()
    }

    /// Creates `file` (bytes) holding `text` inside `folders` nested folders named `name`
    /// under `root`, one `mkdirat` relative to the last: no call sees the whole path.
    private static func makeDeepFile(
        under root: URL, folders: Int, name: String, file: [UInt8], text: String
    ) throws {
        var descriptor = open(root.path, O_RDONLY | O_DIRECTORY)
        try #require(descriptor >= 0)
        for _ in 0..<folders {
            try #require(mkdirat(descriptor, name, 0o755) == 0, "mkdirat: \(errno)")
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            try #require(next >= 0)
            descriptor = next
        }
        defer { close(descriptor) }
        try writeFile(file, text: text, relativeTo: descriptor)
    }

    /// Creates the file named by the raw bytes `name` (any bytes but `/` and NUL).
    private static func writeFile(_ name: [UInt8], text: String, relativeTo folder: Int32) throws {
        let file = (name + [0]).withUnsafeBufferPointer { name in
            name.withMemoryRebound(to: CChar.self) {
                openat(folder, $0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            }
        }
        try #require(file >= 0, "openat: \(errno)")
        defer { close(file) }
        let bytes = Array(text.utf8)
        try #require(write(file, bytes, bytes.count) == bytes.count)
    }

    @Test func aFileDeeperThanPathMaxIsCounted() throws {
        let tree = try ScratchTree()
        defer { Self.removeTree(tree.root) }
        try tree.write("Top.swift", "let top = 1\n")
        // 460 folders of 9 bytes and a slash: 4,600 bytes of path, more than PATH_MAX (4096).
        try Self.makeDeepFile(
            under: tree.root, folders: 460, name: "deepfolde", file: Array("Deep.swift".utf8),
            text: "struct Deep {}\n// deep\n")
        let result = try BuiltTool.run(["scan", ".", "--format", "json"], in: tree.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        let deepPath = String(repeating: "deepfolde/", count: 460) + "Deep.swift"
        // Compared as a Bool: a failure would print 4,600 bytes of path twice.
        let paths = files.map { $0["path"] as? String }
        #expect(paths.count == 2)
        #expect(paths.first == "Top.swift")
        #expect(paths.last == deepPath, "the deep file's path")
        #expect(
            json["totals"] as? [String: Int] == [
                "physical": 3, "code": 2, "comment": 1, "blank": 0,
            ])
        let declarations = try #require(files.last?["declarations"] as? [[String: Any]])
        #expect(declarations.first?["name"] as? String == "Deep")
        // The analysis reads the deep file too.
        let analysis = try BuiltTool.run(["scan", ".", "--analysis"], in: tree.root)
        #expect(analysis.status == 0, "\(analysis.stderr)")
        #expect(analysis.stdout.contains("total (2 files)"))
    }

    /// Deeper than the folders the walker holds open at once (128): the outer ones are
    /// closed on the way down and reopened on the way back up for their later entries.
    @Test func foldersLeftOnTheWayDownAreWalkedOnTheWayBackUp() throws {
        let tree = try ScratchTree()
        var expected: [String] = []
        var folder = ""
        for level in 0..<300 {
            folder += "n/"
            if level % 60 == 0 {
                // After `n` in byte order: walked once everything under `n` is.
                try tree.write(folder + "z/Later\(level).swift", "let x = \(level)\n")
            }
        }
        try tree.write(folder + "Bottom.swift", "let bottom = 1\n")
        expected.append(folder + "Bottom.swift")
        for level in stride(from: 240, through: 0, by: -60) {
            let prefix = String(repeating: "n/", count: level + 1)
            expected.append(prefix + "z/Later\(level).swift")
        }
        let result = try BuiltTool.run(
            ["scan", ".", "--format", "csv", "--by-file"], in: tree.root)
        #expect(result.status == 0, "\(result.stderr)")
        let paths = result.stdout.split(separator: "\n").dropFirst().dropLast().map {
            String($0.split(separator: ",")[0])
        }
        #expect(paths == expected)
    }

    @Test func fileAndFolderNamesThatAreNotUTF8AreReadAndShownEscaped() throws {
        let tree = try ScratchTree()
        defer { Self.removeTree(tree.root) }
        let root = open(tree.root.path, O_RDONLY | O_DIRECTORY)
        try #require(root >= 0)
        defer { close(root) }
        try Self.writeFile([0xFF] + Array(".swift".utf8), text: "let a = 1\n", relativeTo: root)
        // A folder named "é" in Latin-1, holding a file.
        try #require(mkdirat(root, "caf\u{E9}".cString(using: .isoLatin1)!, 0o755) == 0)
        let folder = openat(root, "caf\u{E9}".cString(using: .isoLatin1)!, O_RDONLY | O_DIRECTORY)
        try #require(folder >= 0)
        defer { close(folder) }
        try Self.writeFile(Array("In.swift".utf8), text: "// in\nlet b = 2\n", relativeTo: folder)

        // In walk order: each folder's entries sorted by their bytes ("c" before 0xFF).
        let csv = try BuiltTool.run(["scan", ".", "--format", "csv", "--by-file"], in: tree.root)
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(csv.stderr.isEmpty)
        #expect(
            csv.stdout == """
                path,physical,code,comment,blank,bytes,types
                caf\\xE9/In.swift,2,1,1,0,16,0
                \\xFF.swift,1,1,0,0,10,0
                TOTAL,3,2,1,0,26,0

                """)
    }

    /// A lower-case type name makes the analysis read the files again, tallying every name:
    /// by the same bytes the scan opened, not by the escaped path it reports.
    @Test func theAnalysisRereadsAFileWhoseNameIsNotUTF8() throws {
        let tree = try ScratchTree()
        defer { Self.removeTree(tree.root) }
        let root = open(tree.root.path, O_RDONLY | O_DIRECTORY)
        try #require(root >= 0)
        defer { close(root) }
        try Self.writeFile(
            Array("a".utf8) + [0xFF] + Array(".swift".utf8), text: "struct foo {}\n",
            relativeTo: root)
        try Self.writeFile(Array("B.swift".utf8), text: "let x = foo()\n", relativeTo: root)
        let result = try BuiltTool.run(["scan", ".", "--analysis"], in: tree.root)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("total (2 files)"))
    }

    /// `report` counts the test functions of a test file whose name is not UTF-8 too.
    @Test func theReportCountsTheTestsOfAFileWhoseNameIsNotUTF8() throws {
        let tree = try ScratchTree()
        defer { Self.removeTree(tree.root) }
        try tree.write("V/App/Player.swift", "struct Player {}\n")
        try tree.write("V/AppTests/Keep.swift", "// keeps the folder\n")
        let tests = open(
            tree.root.appendingPathComponent("V/AppTests").path, O_RDONLY | O_DIRECTORY)
        try #require(tests >= 0)
        defer { close(tests) }
        try Self.writeFile(
            Array("Player".utf8) + [0xFF] + Array("Tests.swift".utf8),
            text:
                "import XCTest\nfinal class PlayerTests: XCTestCase {\n    func testA() {}\n    func testB() {}\n}\n",
            relativeTo: tests)
        let result = try BuiltTool.run(
            ["report", "--no-build", "--variants", "V=V", "--output", "out", "--format", "json"],
            in: tree.root)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(
            JSONSerialization.jsonObject(
                with: Data(contentsOf: tree.root.appendingPathComponent("out/metrics.json")))
                as? [String: Any])
        let variant = try #require((json["variants"] as? [[String: Any]])?.first)
        let unitTests = try #require(variant["unitTests"] as? [String: Any])
        #expect(unitTests["totalTestCount"] as? Int == 2)
        let byFile = unitTests["testFunctionsByFile"] as? [String: Int]
        #expect(byFile?["AppTests/Player\\xFFTests.swift"] == 2)
    }

    @Test func twoRootsWithTheSameRelativePathAreToldApart() throws {
        let tree = try ScratchTree()
        try tree.write("r1/x.swift", "let one = 1\n")
        try tree.write("r2/x.swift", "let two = 2\n// two\n")
        let json = try BuiltTool.run(["scan", "r1", "r2/", "--format", "json"], in: tree.root)
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["r1/x.swift", "r2/x.swift"])

        let csv = try BuiltTool.run(
            ["scan", "r1", "r2", "--format", "csv", "--by-file"], in: tree.root)
        #expect(csv.stdout.contains("\nr1/x.swift,1,1,0,0,12,0\nr2/x.swift,2,1,1,0,19,0\n"))
        let table = try BuiltTool.run(["scan", "r1", "r2", "--by-file"], in: tree.root)
        let rows = table.stdout.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("r1/x.swift ") })
        #expect(rows.contains { $0.hasPrefix("r2/x.swift ") })
        // One folder: paths stay relative to it.
        let single = try BuiltTool.run(
            ["scan", "r1", "--format", "csv", "--by-file"], in: tree.root)
        #expect(single.stdout.contains("\nx.swift,1,1,0,0,12,0\n"))
    }
}
