import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the tool says about input it cannot use: the words a user needs, never Foundation's
/// "You don't have permission" for a FIFO or "NSCocoaErrorDomain error 256" for a folder.
@Suite struct InputMessagesTests {
    let folder: URL

    init() throws {
        folder = try makeTemporaryFolder("archmetrics-messages")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("tree/A"), withIntermediateDirectories: true)
        try "let a = 1\n".write(
            to: folder.appendingPathComponent("tree/A/a.swift"), atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("dangling.json").path,
            withDestinationPath: "missing.json")
        #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
        try "x".write(
            to: folder.appendingPathComponent("file.txt"), atomically: false, encoding: .utf8)
    }

    func run(_ arguments: [String]) throws -> BuiltTool.Result {
        try BuiltTool.run(arguments, in: folder)
    }

    @Test(arguments: [
        (["compare", "/dev/null", "folder"], "snapshot /dev/null is a device, not a regular file"),
        (
            ["compare", "fifo", "folder"],
            "snapshot fifo is a FIFO (named pipe), not a regular file"
        ),
        (["compare", "folder", "fifo"], "snapshot folder is a folder, not a file"),
        (
            ["compare", "dangling.json", "fifo"],
            "snapshot dangling.json is a symbolic link to missing.json, which does not exist"
        ),
        (
            ["check", "--no-build", "--baseline", "folder", "tree"],
            "baseline folder is a folder, not a file"
        ),
        (
            ["report", "--no-build", "--config", "folder", "tree"],
            "/folder is a folder, not a file"
        ),
        (["report", "--no-build", "--config", "fifo", "tree"], "/fifo is a FIFO (named pipe)"),
        (
            ["report", "--no-build", "--output", "out", "file.txt"],
            "/file.txt is a file, not a folder"
        ),
        (
            ["report", "--no-build", "--variants", "A=file.txt", "--output", "out"],
            "variant 'A': \(FileManager.default.temporaryDirectory.path)"
        ),
        (
            ["baseline", "--no-build", "--output", "folder", "tree"],
            "/folder: it is a folder, not a file"
        ),
        (
            ["baseline", "--no-build", "--output", "new/", "tree"],
            "new/: a path ending in '/' names a folder"
        ),
        (["merge", "--bogus", "x.json"], "merge: unknown option '--bogus'"),
    ])
    func aBadPathSaysWhatIsThere(arguments: [String], message: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(
            !result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("permission"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path))
    }

    @Test func aUTF16FileIsNamedAsSuch() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var utf16 = Data([0xFF, 0xFE])
        for unit in "let b = 2\n".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try utf16.write(to: folder.appendingPathComponent("tree/A/b.swift"))
        let result = try run(["scan", "tree"])
        #expect(
            result.stderr.contains("b.swift: warning: UTF-16 text (convert it to UTF-8"),
            "\(result.stderr)")
    }

    @Test func aFIFOInAScannedFolderIsNamedNotReadNorSilentlySkipped() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("tree/A/pipe.swift").path, 0o600) == 0)
        let result = try run(["scan", "tree"])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "A/pipe.swift: warning: a FIFO (named pipe), not a regular file"),
            "\(result.stderr)")
        #expect(result.stdout.contains("total (1 file)"))
    }

    @Test func whyTheConfigsVariantsAreNotUsedIsStated() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"variants": [{"name": "X", "path": "tree/A"}]}"#.write(
            to: folder.appendingPathComponent("listed.json"), atomically: false, encoding: .utf8)
        try #"{"variants": {}}"#.write(
            to: folder.appendingPathComponent("empty.json"), atomically: false, encoding: .utf8)
        let overridden = try run(
            ["report", "--no-build", "--config", "listed.json", "--output", "out", "tree"])
        #expect(overridden.status == 0)
        #expect(
            overridden.stderr.contains("its variants (X) are not used: ROOT"),
            "\(overridden.stderr)")
        let empty = try run([
            "report", "--no-build", "--config", "empty.json", "--output", "out", "tree",
        ])
        #expect(
            empty.stderr.contains("\"variants\" lists none, so the variants are the subfolders of"))
    }

    /// Folder names are users' to choose: HTML, emphasis and newlines in them are shown as text.
    @Test func namesWithMarkupOrNewlinesAreEscapedInTheMarkdown() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for variant in ["MVC<b>x", "MV|C", "MV\nC"] {
            let screen = folder.appendingPathComponent("names/\(variant)/Gather")
            try FileManager.default.createDirectory(at: screen, withIntermediateDirectories: true)
            try "final class GatherViewController {}\n".write(
                to: screen.appendingPathComponent("GatherViewController.swift"), atomically: false,
                encoding: .utf8)
            try "final class GatherView {}\n".write(
                to: screen.appendingPathComponent("Gather*Odd_<i>.swift"), atomically: false,
                encoding: .utf8)
        }
        let result = try run(["report", "--no-build", "--output", "out", "names"])
        #expect(result.status == 0, "\(result.stderr)")
        let markdown = result.stdout
        #expect(!markdown.contains("<b>") && !markdown.contains("<i>"))
        #expect(
            markdown.contains("# Architecture comparison: MV\\|C against MVC&lt;b&gt;x, MV\\\\nC\n")
        )
        #expect(markdown.contains("| File | MV\\|C | MVC&lt;b&gt;x | MV<br>C |"))
        #expect(
            markdown.contains("| Gather\\*Odd\\_&lt;i&gt;.swift |")
                || markdown.contains("Gather\\*Odd\\_&lt;i&gt;"))
        // Every table row still has as many cells as its header.
        for line in markdown.split(separator: "\n") where line.hasPrefix("| File |") {
            #expect(line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 5)
        }
    }
}
