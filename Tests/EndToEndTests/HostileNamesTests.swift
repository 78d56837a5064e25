import Foundation
import TestSupport
import Testing

/// One table of hostile names (issue 50, items 2 and 3) run through every command and format:
/// whatever the tool prints or writes holds no raw control sequence, no `::` at a line start
/// that is not the tool's own annotation, and no live Markdown link, image or HTML.
@Suite(.serialized) struct HostileNamesTests {
    /// Variant folders and file names built to inject: a workflow command, a terminal escape,
    /// Markdown link, image and HTML.
    static let variantNames = [
        "::warning title=x::v", "[link](https:e.vil) ![i](https:e.vil) <img src=x>",
    ]
    static let fileNames = [
        "b\n::error title=Injected::x.swift", "c\u{1B}[31mred\u{1B}]8;;https:e.vil\u{7}.swift",
        "[f](https:e.vil)<img src=x>.swift",
    ]

    /// A working folder with `tree/` holding the hostile variants, and a baseline of it.
    final class Tree {
        let folder: URL
        var tree: URL { folder.appendingPathComponent("tree") }

        init() throws {
            folder = try makeTemporaryFolder("archmetrics-hostile-names")
            for variant in HostileNamesTests.variantNames {
                var files = [
                    "\(variant)/App/Sources/LoginViewController.swift":
                        "final class LoginViewController: UIViewController {\n  let presenter = LoginPresenter()\n}\n",
                    "\(variant)/App/Sources/LoginPresenter.swift":
                        "final class LoginPresenter {}\n",
                    "\(variant)/App/Tests/LoginPresenterTests.swift":
                        "import XCTest\nfinal class LoginPresenterTests: XCTestCase {\n  func testA() {}\n}\n",
                ]
                for name in HostileNamesTests.fileNames {
                    files["\(variant)/App/Sources/\(name)"] = "struct A {\n  let b = 1\n}\n"
                }
                try writeFiles(files, into: tree)
            }
            let made = try BuiltTool.run(["baseline", "--no-build", tree.path], in: folder)
            guard made.status == 0 else { throw FixtureError(made.stderr) }
            // Drift in every variant and every hostile file, so that check names them all.
            for variant in HostileNamesTests.variantNames {
                for name in HostileNamesTests.fileNames + ["LoginViewController.swift"] {
                    let file = tree.appendingPathComponent("\(variant)/App/Sources/\(name)")
                    try (String(contentsOf: file, encoding: .utf8) + "// more\n// lines\n")
                        .write(to: file, atomically: true, encoding: .utf8)
                }
            }
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    static let commands: [[String]] = [
        ["roles"], ["roles", "--format", "json"],
        ["scan", "--by-file"], ["scan", "--by-file", "--format", "csv"],
        ["scan", "--by-file", "--format", "json"], ["scan"], ["scan", "--format", "csv"],
        ["scan", "--analysis"], ["scan", "--analysis", "--format", "csv"],
        ["report", "--no-build", "--output", "out"],
        ["report", "--no-build", "--output", "out-json", "--format", "json"],
        ["check", "--no-build"], ["check", "--no-build", "--format", "json"],
        ["check", "--no-build", "--format", "sarif"], ["check", "--no-build", "--format", "junit"],
        ["check", "--no-build", "--sarif", "out.sarif", "--junit", "out.xml"],
    ]

    @Test func noCommandOrFormatLetsAHostileNameThrough() throws {
        let fixture = try Tree()
        let summary = fixture.folder.appendingPathComponent("summary.md")
        for command in Self.commands {
            try? FileManager.default.removeItem(at: summary)
            let before = Set(try readFiles(in: fixture.folder).keys)
            let result = try BuiltTool.run(
                command + [fixture.tree.path], in: fixture.folder,
                environment: BuiltTool.environment([
                    "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path,
                ]))
            let label = command.joined(separator: " ")
            #expect(result.status <= 1, "\(label): \(result.stderr)")
            var outputs = [("stdout", result.stdout), ("stderr", result.stderr)]
            for (path, data) in try readFiles(in: fixture.folder)
            where !before.contains(path) || path == "summary.md" {
                outputs.append((path, String(decoding: data, as: UTF8.self)))
            }
            // Markdown: the report and step summary files, and check's default stdout.
            let markdownOut = command.first == "check" && !command.contains("--format")
            for (name, text) in outputs {
                let markdown = name.hasSuffix(".md") || (name == "stdout" && markdownOut)
                for problem in Self.problems(in: text, markdown: markdown) {
                    Issue.record("\(label), \(name): \(problem)")
                }
            }
            for path in ["out", "out-json", "out.sarif", "out.xml"] {
                try? FileManager.default.removeItem(at: fixture.folder.appendingPathComponent(path))
            }
        }
    }

    /// What a hostile name did to `text`, if anything.
    static func problems(in text: String, markdown: Bool) -> [String] {
        var found: [String] = []
        if let control = text.unicodeScalars.first(where: {
            $0.properties.generalCategory == .control && !["\n", "\t"].contains($0)
        }) {
            found.append("a raw control character U+\(String(control.value, radix: 16))")
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            guard trimmed.hasPrefix("::") else { continue }
            // The tool's own annotations: a command whose escaped properties (no raw `:`)
            // carry its own title, never a name's.
            let own =
                trimmed.range(
                    of: #"^::(error|warning|notice) [^:]*title=archmetrics[^:]*::"#,
                    options: .regularExpression) != nil
            if !own { found.append("a line starting with '::': \(line)") }
        }
        guard markdown else { return found }
        // Code spans show their text as it is: a link there is not live.
        let prose = text.replacingOccurrences(
            of: "`[^`\n]*`", with: "", options: .regularExpression)
        for (pattern, what) in [
            (#"(?<!\\)\]\(https:e\.vil\)"#, "a live link"), (#"(?<!\\)!\[i"#, "a live image"),
            (#"<img"#, "live HTML"),
        ] where prose.range(of: pattern, options: .regularExpression) != nil {
            found.append(what)
        }
        return found
    }
}
