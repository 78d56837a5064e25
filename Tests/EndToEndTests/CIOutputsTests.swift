import Foundation
import TestSupport
import Testing

/// What CI reads from `check` and `compare`: paths from the checked-out repository's top,
/// stale-entry annotations placed on their file, `compare --sarif/--junit`, and stdout that
/// holds exactly the requested format under the plugin on GitHub Actions.
@Suite struct CIOutputsTests {
    static let login = "tree/MVC/FootballGather/ViewControllers/LoginViewController.swift"

    /// A rules project (RulesProject) in `folder`, its baseline frozen, then one frozen edge
    /// fixed: `check` finds one stale entry. Returns the line the entry was frozen at.
    static func staleProject(in folder: URL) throws -> Int {
        try RulesProject.write(into: folder, configName: "rules.json")
        let run = { (arguments: [String]) in
            try BuiltTool.run(arguments, in: folder, environment: BuiltTool.environment())
        }
        #expect(try run(["baseline", "--no-build", "--config", "rules.json"]).status == 0)
        #expect(
            try run(["check", "--no-build", "--config", "rules.json", "--freeze", "--accept-new"])
                .status == 0)
        let file = folder.appendingPathComponent(login)
        let text = try String(contentsOf: file, encoding: .utf8)
        let line =
            try #require(
                text.components(separatedBy: "\n").firstIndex {
                    $0.contains("PlayerListViewController")
                }) + 1
        try text.replacingOccurrences(of: "PlayerListViewController", with: "UIViewController")
            .write(to: file, atomically: true, encoding: .utf8)
        return line
    }

    /// A stale frozen entry's annotation names its file and the line it was frozen at; with
    /// `actions/checkout`'s `path:` (the repository below `GITHUB_WORKSPACE`) paths start at the
    /// repository's top, not the workspace's.
    @Test func staleEntryAnnotationsHaveFileAndLineFromTheRepositoryTop() throws {
        let workspace = try makeTemporaryFolder("archmetrics-workspace")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let repository = workspace.appendingPathComponent("checkout")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        let line = try Self.staleProject(in: repository)
        try GitFixture.git(["init", "--quiet"], in: repository)
        let result = try BuiltTool.run(
            ["check", "--no-build", "--config", "rules.json", "--tolerance", "lines=+100"],
            in: repository,
            environment: BuiltTool.environment([
                "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": workspace.path,
            ]))
        #expect(result.status == 1, "\(result.stdout)")
        #expect(
            result.stderr.contains(
                "::error file=\(Self.login),line=\(line),title=archmetrics rule%3A stale frozen entry::"
            ), "\(result.stderr)")
        #expect(!result.stderr.contains("file=checkout/"), "\(result.stderr)")
    }

    /// `compare` writes SARIF and JUnit beside its Markdown, like `check`.
    @Test func compareWritesSARIFAndJUnitFiles() throws {
        let folder = try makeTemporaryFolder("archmetrics-compare-files")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.staleProject(in: folder)
        let run = { (arguments: [String]) in
            try BuiltTool.run(arguments, in: folder, environment: BuiltTool.environment())
        }
        #expect(
            try run([
                "report", "--no-build", "--config", "rules.json", "--format", "json",
                "--output", "now",
            ]).status == 0)
        let result = try run([
            "compare", "Reports/baseline.json", "now/metrics.json", "--sarif", "out.sarif",
            "--junit", "out.xml",
        ])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("## archmetrics drift check"), "\(result.stdout)")
        let sarif = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.appendingPathComponent("out.sarif")))
        #expect((sarif as? [String: Any])?["version"] as? String == "2.1.0")
        let junit = try String(
            contentsOf: folder.appendingPathComponent("out.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuites") && junit.contains("<failure"), "\(junit)")
    }

    /// Under the plugin (whose stderr SwiftPM prints on its stdout) on GitHub Actions, a
    /// machine format on stdout stays exactly that format: the annotations go to a file.
    @Test func underThePluginStdoutHoldsOnlyTheRequestedFormat() throws {
        let folder = try makeTemporaryFolder("archmetrics-plugin-stdout")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.staleProject(in: folder)
        let annotations = folder.appendingPathComponent("annotations.txt")
        // Both streams into one, as SwiftPM forwards a plugin's.
        let merged = try BuiltTool.run(
            [
                "-c", "exec \"$0\" check --no-build --config rules.json --format sarif 2>&1",
                BuiltTool.binary.path,
            ], in: folder,
            environment: BuiltTool.environment([
                "GITHUB_ACTIONS": "true", "ARCHMETRICS_PLUGIN": "1",
                "ARCHMETRICS_ANNOTATIONS_FILE": annotations.path,
            ]), executable: "/bin/sh")
        #expect(merged.status == 1)
        let sarif = try? JSONSerialization.jsonObject(with: Data(merged.stdout.utf8))
        #expect((sarif as? [String: Any])?["version"] as? String == "2.1.0", "\(merged.stdout)")
        let written = try String(contentsOf: annotations, encoding: .utf8)
        #expect(written.contains("::error file=\(Self.login)"), "\(written)")
    }

    /// Under the plugin, the hint for a missing baseline names the plugin's command.
    @Test func underThePluginTheMissingBaselineHintNamesThePlugin() throws {
        let folder = try makeTemporaryFolder("archmetrics-plugin-hint")
        defer { try? FileManager.default.removeItem(at: folder) }
        try RulesProject.write(into: folder, configName: "rules.json")
        let result = try BuiltTool.run(
            ["check", "--no-build", "--config", "rules.json"], in: folder,
            environment: BuiltTool.environment(["ARCHMETRICS_PLUGIN": "1"]))
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "swift package --allow-writing-to-package-directory archmetrics baseline --config rules.json --no-build"
            ), "\(result.stderr)")
    }

    /// Under the plugin every hint names the plugin's form (`archmetrics` alone is no command
    /// there): the stale entry's in the Markdown, SARIF and annotations, a usage error's, a
    /// snapshot's that cannot be read; none is left naming plain `archmetrics`.
    @Test func underThePluginEveryHintNamesThePlugin() throws {
        let folder = try makeTemporaryFolder("archmetrics-plugin-hints")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.staleProject(in: folder)
        try Data("{}".utf8).write(to: folder.appendingPathComponent("part.json"))
        let environment = BuiltTool.environment([
            "ARCHMETRICS_PLUGIN": "1", "GITHUB_ACTIONS": "true",
        ])
        var printed = ""
        for arguments in [
            ["check", "--no-build", "--config", "rules.json", "--sarif", "out.sarif"],
            ["check", "--no-build", "--config", "rules.json", "--accept-new"],
            ["check", "--no-build", "--config", "rules.json", "--no-such-option"],
            ["merge", "part.json", "part.json", "--output", "merged.json"],
        ] {
            let result = try BuiltTool.run(arguments, in: folder, environment: environment)
            #expect(result.status != 0, "\(arguments)")
            printed += result.stdout + result.stderr
        }
        let sarif = try String(
            contentsOf: folder.appendingPathComponent("out.sarif"), encoding: .utf8)
        let writing = "swift package --allow-writing-to-package-directory archmetrics"
        for hint in [
            "`\(writing) check --remove-stale` (with the same `--config`)",  // Markdown
            "'\(writing) check --remove-stale'",  // annotation
            "'\(writing) check --freeze --accept-new'",  // usage
            "'swift package archmetrics-read help check'",  // unknown option
            "\(writing) report --format json",  // unreadable part
        ] {
            #expect(printed.contains(hint), "\(hint) not in:\n\(printed)")
        }
        #expect(sarif.contains("`\(writing) check --remove-stale`"))
        for plain in ["'archmetrics ", "`archmetrics "] {
            #expect(!printed.contains(plain) && !sarif.contains(plain), "\(plain) in:\n\(printed)")
        }
    }

    /// Variant folders named in lower case take the series' order and its focus and reference.
    @Test func lowerCaseVariantFoldersFollowTheSeriesOrder() throws {
        let folder = try makeTemporaryFolder("archmetrics-lower-case")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["mvp-c", "mvvm", "mvc"] {
            let variant = folder.appendingPathComponent("tree/\(name)")
            try FileManager.default.createDirectory(at: variant, withIntermediateDirectories: true)
            try Data("final class GatherPresenter {}\n".utf8).write(
                to: variant.appendingPathComponent("GatherPresenter.swift"))
        }
        let result = try BuiltTool.run(
            [
                "report", "--no-build", "--format", "json", "--output",
                folder.appendingPathComponent("out").path,
                folder.appendingPathComponent("tree").path,
            ], environment: BuiltTool.environment())
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let variants = (document["variants"] as? [[String: Any]] ?? []).map {
            $0["name"] as? String ?? ""
        }
        // Columns: the focus first, then the others from the nearest in the series.
        #expect(variants == ["mvp-c", "mvvm", "mvc"], "\(variants)")
        #expect(document["focusVariant"] as? String == "mvp-c")
        let settings = document["settings"] as? [String: Any]
        #expect(settings?["referenceVariant"] as? String == "mvc")
    }
}
