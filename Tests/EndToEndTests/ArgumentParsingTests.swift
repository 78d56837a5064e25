import Foundation
import TestSupport
import Testing

@testable import archmetrics

/// The option tables are what the parser reads and what help prints; these tests hold both to
/// them, and run the binary for what a user types.
@Suite struct ArgumentParsingTests {
    @Test func everyOptionInATableIsInItsCommandsHelp() {
        for command in CommandRegistry.all {
            for option in command.options {
                #expect(
                    command.help.contains(option.synopsis), "\(command.name): \(option.synopsis)")
            }
        }
    }

    @Test func everyOptionInATableIsAcceptedByTheParser() throws {
        for command in CommandRegistry.all where command.name != "help" {
            for option in command.options where option.name != "help" {
                var arguments = try Arguments(
                    command: command.name, options: command.options,
                    ["--\(option.name)"] + (option.isFlag ? [] : ["x"]), environment: [:])
                switch option.kind {
                case .flag:
                    let found = arguments.flag(option)
                    #expect(found, "\(command.name) --\(option.name)")
                case .value:
                    let value = try arguments.option(option)
                    #expect(value == "x", "\(command.name) --\(option.name)")
                }
                do { try arguments.finish() } catch {
                    Issue.record("\(command.name) --\(option.name): \(error)")
                }
            }
        }
    }

    @Test func optionsThatDoNotApplyTogetherAreRefused() throws {
        let refused: [([String], String)] = [
            (
                ["report", "--no-build", "--runs", "2"],
                "report: --runs does not apply with --no-build"
            ),
            (
                ["report", "--no-build", "--warmup=0"],
                "report: --warmup does not apply with --no-build"
            ),
            (
                ["report", "--from", "x.json", "--variants", "A=."],
                "report: --variants does not apply with --from"
            ),
            (
                ["baseline", "--no-build", "--timeout", "5"],
                "baseline: --timeout does not apply with --no-build"
            ),
            (
                ["check", "--current", "x.json", "--runs", "2"],
                "check: --runs does not apply with --current"
            ),
            (
                ["scan", "--explain", "README.md", "--format", "json"],
                "scan: --format does not apply with --explain"
            ),
            (
                ["scan", "--explain", "README.md", "--by-file"],
                "scan: --by-file does not apply with --explain"
            ),
            (
                ["report", "--no-build", "--quiet", "--verbose"],
                "report: --verbose does not apply with --quiet"
            ),
        ]
        for (arguments, message) in refused {
            let result = try BuiltTool.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    @Test func afterDoubleDashEverythingIsAPathEvenHelp() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("archmetrics-dashes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("--help"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "struct A {}\n".write(
            to: folder.appendingPathComponent("--help/A.swift"), atomically: true, encoding: .utf8)
        let result = try BuiltTool.run(["scan", "--format", "csv", "--", "--help"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("USAGE"))
        #expect(result.stdout.contains("1"))
        // Before `--`, --help is help.
        #expect(
            try BuiltTool.run(["scan", "--help", "--", "x"]).stdout.contains(
                "USAGE: archmetrics scan"))
    }

    @Test func valuesMayFollowAnEqualsSignAndAreRequired() throws {
        let equals = try BuiltTool.run(["scan", "--format=csv", "--", "/nonexistent"])
        #expect(equals.stderr.contains("/nonexistent"))
        let missing = try BuiltTool.run(["report", "--no-build", "--output"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("report: --output needs a value"))
        let twice = try BuiltTool.run([
            "report", "--no-build", "--format", "json", "--format", "markdown",
        ])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("--format given 2 times"))
        let unknown = try BuiltTool.run(["merge", "--bogus"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("merge: unknown option '--bogus'"), "\(unknown.stderr)")
    }
}
