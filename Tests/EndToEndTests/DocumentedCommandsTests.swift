import Foundation
import TestSupport
import Testing

/// Every command the README and `help` show runs as written in a fresh clone, with the binary
/// on `PATH` as the README's install section puts it. Commands that would build and time every
/// variant, walk git history or name the reader's own files are skipped, each for a reason
/// stated here; the README's quick commands keep their promises (`--no-build` where they say
/// seconds, no two full measurements chained).
@Suite(.serialized) struct DocumentedCommandsTests {
    /// A documented command and, for a README line, its comment.
    struct Documented: CustomStringConvertible {
        var command: String
        var comment: String
        var source: String
        var description: String { "\(source): \(command)" }
    }

    /// The `archmetrics …` lines of the README's ```sh blocks, comment split off.
    static func readmeCommands() throws -> [Documented] {
        let text = try String(contentsOf: Repository.path("README.md"), encoding: .utf8)
        var inShell = false
        var commands: [Documented] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShell = !inShell && line == "```sh"
                continue
            }
            guard inShell,
                line.hasPrefix("archmetrics ") || line.hasPrefix("swift run archmetrics ")
            else { continue }
            let parts = line.components(separatedBy: "  #")
            commands.append(
                Documented(
                    command: parts[0].trimmingCharacters(in: .whitespaces),
                    comment: parts.dropFirst().joined(), source: "README.md"))
        }
        return commands
    }

    /// The `archmetrics …` lines under EXAMPLES: of every command's help.
    static func helpExamples() throws -> [Documented] {
        let overview = try BuiltTool.run(["help"]).stdout
        let names =
            overview.components(separatedBy: "COMMANDS:\n").last?
            .split(separator: "\n").prefix { $0.hasPrefix("  ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
        return try names.flatMap { name in
            let help = try BuiltTool.run(["help", name]).stdout
            let examples = help.components(separatedBy: "EXAMPLES:\n").dropFirst().joined()
            return examples.split(separator: "\n").filter { $0.hasPrefix("  archmetrics ") }.map {
                Documented(
                    command: $0.trimmingCharacters(in: .whitespaces), comment: "",
                    source: "help \(name)")
            }
        }
    }

    /// Why `command` is not run here, or nil to run it in `clone`.
    static func skipReason(_ command: String, in clone: URL) -> String? {
        let words = command.split(separator: " ").map(String.init)
        let subcommand = words.first == "swift" ? words[3] : words[1]
        if command.contains("|") { return "pipes into another tool" }
        if command.contains("--compile-work-only") { return "builds every variant (minutes)" }
        if subcommand == "history" { return "measures many commits of git history (minutes)" }
        if ["report", "baseline", "check"].contains(subcommand),
            !words.contains("--no-build"), !words.contains("--from"), !words.contains("--current")
        {
            return "builds and times every variant (a full measurement)"
        }
        // Files of the reader's own (old.json, ~/src/App): every path a command reads must be
        // in the clone; what it writes (--output, -o, --sarif, --junit, >) need not be.
        let writes: Set<String> = ["--output", "-o", "--sarif", "--junit", ">"]
        for (index, word) in words.enumerated()
        where index > 1 && !word.hasPrefix("-") && !writes.contains(words[index - 1]) {
            if word.hasPrefix("~") { return "names a folder of the reader's own" }
            let path = String(
                word.split(separator: "=").last?.split(separator: ":").last ?? Substring(word))
            // A REV:PATH names a folder too (`main~20:App`).
            guard path.contains("/") || path.hasSuffix(".json") || word.contains(":") else {
                continue
            }
            let glob = path.contains("*")
            if glob
                || !FileManager.default.fileExists(atPath: clone.appendingPathComponent(path).path)
            {
                return "names files of the reader's own (\(path))"
            }
        }
        return nil
    }

    @Test func theReadmesFirstScreenSaysHowToInstallAndItsQuickCommandsKeepTheirWord() throws {
        let text = try String(contentsOf: Repository.path("README.md"), encoding: .utf8)
        let firstScreen = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(40)
            .joined(separator: "\n")
        #expect(firstScreen.contains("swift build -c release"))
        #expect(firstScreen.contains(".build/release/archmetrics"))
        for documented in try Self.readmeCommands() {
            if documented.comment.contains("second") {
                #expect(documented.command.contains("--no-build"), "\(documented)")
            }
            #expect(!documented.command.contains("&& archmetrics"), "\(documented)")
        }
    }

    @Test func everyDocumentedCommandRunsAsWrittenInAFreshClone() throws {
        let folder = try makeTemporaryFolder("archmetrics-documented-commands")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clone = folder.appendingPathComponent("archmetrics")
        let git = try BuiltTool.run(
            ["clone", "--quiet", Repository.root.path, clone.path], executable: "/usr/bin/git")
        try #require(git.status == 0, "\(git.stderr)")
        let binaries = BuiltTool.binary.deletingLastPathComponent().path
        var environment = BuiltTool.environment()
        environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        var ran = 0
        for documented in try Self.readmeCommands() + Self.helpExamples() {
            guard Self.skipReason(documented.command, in: clone) == nil else { continue }
            let result = try BuiltTool.run(
                ["-c", documented.command], in: clone, environment: environment,
                executable: "/bin/sh")
            ran += 1
            // 1 is a documented outcome of check and compare (drift found); 2 (usage), 127 (not
            // found) or a crash never is.
            #expect([0, 1].contains(result.status), "\(documented): \(result.stderr)")
        }
        #expect(ran >= 20, "ran \(ran)")
    }
}
