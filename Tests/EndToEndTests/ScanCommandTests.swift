import Foundation
import TestSupport
import Testing

/// A throwaway folder of files for one test, removed afterwards.
final class ScratchTree {
    let root: URL

    init() throws {
        root = try makeTemporaryFolder("archmetrics-scan")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, bytes: [UInt8]) throws -> URL {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }

    func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent(relativePath).path, withDestinationPath: destination
        )
    }

    /// A small project: two Swift files, one in a subfolder, plus files that must be skipped.
    static func project() throws -> ScratchTree {
        let tree = try ScratchTree()
        try tree.write(
            "App/Player.swift", "// A player.\nstruct Player: Codable {\n    let name: String\n}\n")
        try tree.write(
            "App/Screens/ListView.swift",
            "import Foundation\n\n/* list */\nfinal class ListView: View {}\n")
        try tree.write("App/.build/debug/Generated.swift", "let generated = 1\n")
        try tree.write("App/.git/hooks.swift", "let hook = 1\n")
        try tree.write("App/.hidden/Secret.swift", "let secret = 1\n")
        try tree.write("App/README.md", "not swift\n")
        return tree
    }
}

@Suite struct ScanCommandTests {
    @Test func tableShowsTotalsAndSkipsHiddenAndBuildFolders() throws {
        let tree = try ScratchTree.project()
        let result = try BuiltTool.run(["scan", tree.root.appendingPathComponent("App").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("total (2 files)"))
        #expect(!result.stdout.contains("Generated"))
        #expect(result.stderr.isEmpty)
    }

    @Test func byFileListsPathsRelativeToTheRoot() throws {
        let tree = try ScratchTree.project()
        let result = try BuiltTool.run(["scan", "App", "--by-file"], in: tree.root)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1].hasPrefix("Player.swift "))
        #expect(lines[2].hasPrefix("Screens/ListView.swift "))
        #expect(lines[3].hasPrefix("total (2 files)"))
    }

    @Test func jsonIsStableAndComplete() throws {
        let tree = try ScratchTree.project()
        let first = try BuiltTool.run(["scan", "App", "--format", "json"], in: tree.root)
        let second = try BuiltTool.run(["scan", "App", "--format=json"], in: tree.root)
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(json["roots"] as? [String] == ["App"])
        let totals = try #require(json["totals"] as? [String: Int])
        #expect(totals == ["physical": 8, "code": 5, "comment": 2, "blank": 1])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["Player.swift", "Screens/ListView.swift"])
        let declarations = try #require(files[0]["declarations"] as? [[String: Any]])
        #expect(declarations.first?["name"] as? String == "Player")
        #expect(declarations.first?["inheritedTypes"] as? [String] == ["Codable"])
        // Sorted keys: "bytes" comes before "declarations" before "diagnostics".
        let text = first.stdout
        let bytesIndex = try #require(text.range(of: "\"bytes\""))
        let declarationsIndex = try #require(text.range(of: "\"declarations\""))
        #expect(bytesIndex.lowerBound < declarationsIndex.lowerBound)
    }

    @Test func csvHasAHeaderRowsAndATotal() throws {
        let tree = try ScratchTree.project()
        let result = try BuiltTool.run(
            ["scan", "App", "--format", "csv", "--by-file"], in: tree.root)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                path,physical,code,comment,blank,bytes,types
                Player.swift,4,3,1,0,61,1
                Screens/ListView.swift,4,2,1,1,60,1
                TOTAL,8,5,2,1,121,2

                """)
    }

    @Test func explainPrintsEachLineWithItsClass() throws {
        let tree = try ScratchTree()
        let file = try tree.write(
            "Explain.swift", "// doc\nlet s = \"\"\"\n\n  // in string\n  \"\"\"\n\n")
        let result = try BuiltTool.run(["scan", "--explain", file.path])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                1 comment| // doc
                2 code   | let s = \"\"\"
                3 code   | 
                4 code   |   // in string
                5 code   |   \"\"\"
                6 blank  | 
                6 lines: 4 code, 1 comment, 1 blank

                """)
    }

    @Test func aMissingPathBesideAGoodOneExitsOne() throws {
        let tree = try ScratchTree.project()
        let result = try BuiltTool.run(["scan", "App", "Nope"], in: tree.root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Nope: error: no such file or folder"))
        #expect(result.stdout.contains("total (2 files)"))
    }

    @Test func onlyMissingPathsExitTwo() throws {
        let tree = try ScratchTree()
        let result = try BuiltTool.run(["scan", "Nope", "Neither"], in: tree.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Nope: error: no such file or folder"))
        #expect(result.stderr.contains("nothing could be read"))
    }

    @Test func binaryFilesAreSkippedWithAWarning() throws {
        let tree = try ScratchTree.project()
        try tree.write("App/Binary.swift", bytes: [0x6C, 0x65, 0x74, 0x00, 0xFF, 0x0A])
        let result = try BuiltTool.run(["scan", "App"], in: tree.root)
        #expect(result.status == 0)
        #expect(result.stderr.contains("Binary.swift: warning: binary file"))
        #expect(result.stdout.contains("total (2 files)"))
    }

    @Test func invalidUTF8IsCountedWithAWarning() throws {
        let tree = try ScratchTree()
        try tree.write(
            "Latin1.swift", bytes: Array("// caf".utf8) + [0xE9] + Array("\nlet a = 1\n".utf8))
        let result = try BuiltTool.run(
            ["scan", ".", "--format", "csv", "--by-file"], in: tree.root)
        #expect(result.status == 0)
        #expect(result.stderr.contains("Latin1.swift:1: warning: invalid UTF-8"))
        #expect(result.stdout.contains("Latin1.swift,2,1,1,0,18,0"))
    }

    /// A loop ends; a link to a file or folder of the scanned tree that sorts before it: the
    /// file counts once, under its real path, whatever the names' order.
    @Test func symlinkLoopsEndAndALinkedDuplicateCountsOnceUnderItsRealPath() throws {
        let tree = try ScratchTree.project()
        try tree.link("App/Screens/Loop", to: "..")
        try tree.link("App/Alias.swift", to: "Player.swift")
        try tree.link("App/AScreens", to: "Screens")
        let result = try BuiltTool.run(["scan", "App", "--by-file"], in: tree.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("total (2 files)"))
        #expect(result.stdout.contains("Player.swift"), "\(result.stdout)")
        #expect(result.stdout.contains("Screens/ListView.swift"), "\(result.stdout)")
        #expect(!result.stdout.contains("Alias.swift"), "\(result.stdout)")
        #expect(!result.stdout.contains("AScreens"), "\(result.stdout)")
    }

    @Test func aFileGivenTwiceOrInsideAGivenFolderCountsOnce() throws {
        let tree = try ScratchTree.project()
        let result = try BuiltTool.run(
            ["scan", "App", "App/Player.swift", "App/Player.swift"], in: tree.root)
        #expect(result.status == 0)
        #expect(result.stdout.contains("total (2 files)"))
    }

    @Test func linksOutOfTheRootAreFollowedOnlyWhenAsked() throws {
        let tree = try ScratchTree.project()
        try tree.write("Outside/Shared.swift", "let shared = 1\n")
        try tree.link("App/Shared", to: tree.root.appendingPathComponent("Outside").path)
        let plain = try BuiltTool.run(["scan", "App"], in: tree.root)
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("total (2 files)"))
        #expect(plain.stderr.contains("outside the scanned folder, not followed"))
        let followed = try BuiltTool.run(
            ["scan", "App", "--follow-symlinks", "--by-file"], in: tree.root)
        #expect(followed.status == 0)
        #expect(followed.stdout.contains("Shared/Shared.swift"))
        #expect(followed.stdout.contains("total (3 files)"))
    }

    @Test func unterminatedCommentIsAWarningNotAFailure() throws {
        let tree = try ScratchTree()
        try tree.write("Open.swift", "let a = 1\n/* never closed\n")
        let result = try BuiltTool.run(
            ["scan", "Open.swift", "--format", "csv", "--by-file"], in: tree.root)
        #expect(result.status == 0)
        #expect(result.stderr.contains("Open.swift:2: warning: unterminated block comment"))
        #expect(result.stdout.contains("Open.swift,2,1,1,0,"))
    }

    @Test func badFormatIsAUsageError() throws {
        let result = try BuiltTool.run(["scan", "--format", "xml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--format expects one of table, json, csv"))
    }

    @Test func helpTeachesUsageOptionsAndExamples() throws {
        let result = try BuiltTool.run(["scan", "--help"])
        #expect(result.status == 0)
        for expected in [
            "USAGE: archmetrics scan", "--by-file", "--format", "--follow-symlinks", "--explain",
            "EXAMPLES:",
        ] {
            #expect(result.stdout.contains(expected))
        }
    }

    /// The tool on its own repository: every file lexes cleanly and the counts add up. The
    /// whole repository, not `Sources` and `Tests` alone: a test folder links a plugin's file
    /// (Tests/ArchMetricsKitTests/Plugin), which is outside `Tests`.
    @Test func scansItsOwnSourcesCleanly() throws {
        let repository = Repository.root
        let result = try BuiltTool.run(["scan", ".", "--format", "json"], in: repository)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let totals = try #require(json["totals"] as? [String: Int])
        #expect(totals["code"]! + totals["comment"]! + totals["blank"]! == totals["physical"]!)
        #expect(totals["code"]! > 500)
    }

    @Test func defaultSubjectIsTheBundledCore() throws {
        let repository = Repository.root
        let result = try BuiltTool.run(["scan", "--format", "json"], in: repository)
        #expect(result.status == 0)
        #expect(result.stdout.contains("FootballGather"))
    }
}

@Suite struct ScanCommandSpecialFileTests {
    @Test func aFifoGivenByNameIsAnErrorNotAHang() throws {
        let tree = try ScratchTree()
        let fifo = tree.root.appendingPathComponent("Pipe.swift")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        try tree.write("Real.swift", "let a = 1\n")
        let result = try BuiltTool.run(["scan", "Pipe.swift", "Real.swift"], in: tree.root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Pipe.swift: error: cannot read: not a regular file"))
        #expect(result.stdout.contains("total (1 file)"))
    }

    @Test func explainOnAMissingFileIsAnInputError() throws {
        let result = try BuiltTool.run(["scan", "--explain", "/nonexistent/File.swift"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such file"))
    }
}
