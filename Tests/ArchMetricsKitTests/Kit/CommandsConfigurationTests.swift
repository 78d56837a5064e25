import ArchMetricsKit
import ArchMetricsMeasurement
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

/// `commands` in the configuration: shared and per-variant commands, `{configFolder}`, and every
/// mistake an input error that names its key.
@Suite struct CommandsConfigurationTests {
    /// A folder with the config and two variant folders (no Package.swift); `only`: the
    /// variants a `--variants` override selects (one matrix job's), nil: the config's own.
    func load(_ commands: String, only: [String]? = nil) throws -> (ToolConfiguration, URL) {
        let folder = try makeTemporaryFolder("archmetrics-commands")
        for name in ["A", "B"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            try "final class GatherView {}\n".write(
                to: folder.appendingPathComponent("\(name)/GatherView.swift"), atomically: true,
                encoding: .utf8)
        }
        let file = folder.appendingPathComponent("archmetrics.json")
        try """
        {"variants": [{"name": "A", "path": "A"}, {"name": "B", "path": "B"}],
         "commands": \(commands)}
        """.write(to: file, atomically: true, encoding: .utf8)
        do {
            let configuration = try ToolConfiguration.load(
                path: file, root: nil,
                variantOverrides: (only ?? []).map {
                    VariantOverride(name: $0, path: folder.appendingPathComponent($0).path)
                }, in: testContext())
            return (configuration, folder)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// The input error's message for `commands`; nil when it loads.
    func problem(_ commands: String, only: [String]? = nil) -> String? {
        do {
            let (_, folder) = try load(commands, only: only)
            try? FileManager.default.removeItem(at: folder)
            return nil
        } catch let error as ArchMetricsError {
            #expect(error.category == .input, "a configuration mistake is an input error (exit 2)")
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func sharedCommandsWithPerVariantOverridesKeyByKey() throws {
        let (configuration, folder) = try load(
            """
            {"build": ["sh", "{configFolder}/build.sh", "{variant}", "{scratch}", "{swiftFlags}"],
             "test": ["sh", "{configFolder}/test.sh", "{variant}"],
             "testResults": ["{scratch}/junit/*.xml"],
             "variants": {"B": {"test": ["make", "-C", "{variant}", "test"], "swiftFlags": "swiftpm"}}}
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let commands = try #require(configuration.commands)
        let a = try #require(commands.commands(for: "A"))
        // `{configFolder}` is the configuration file's folder, filled in with the other
        // placeholders when a command runs.
        #expect(a.configFolder == folder.path)
        #expect(
            a.build == ["sh", "{configFolder}/build.sh", "{variant}", "{scratch}", "{swiftFlags}"])
        #expect(a.test == ["sh", "{configFolder}/test.sh", "{variant}"])
        #expect(a.swiftFlagStyle == .swiftc && !a.isSwiftPM)
        #expect(a.testResults == ["{scratch}/junit/*.xml"])
        let b = try #require(commands.commands(for: "B"))
        #expect(b.build == a.build)
        #expect(b.test == ["make", "-C", "{variant}", "test"])
        #expect(b.swiftFlagStyle == .swiftpm)
        #expect(b.testResults == a.testResults)
    }

    @Test func onlyTheVariantsListedAreBuiltByCommandsWhenNoneAreShared() throws {
        let (configuration, folder) = try load(
            #"{"variants": {"B": {"build": ["./build.sh"], "test": ["./test.sh"]}}}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(configuration.commands?.commands(for: "A") == nil)
        #expect(configuration.commands?.commands(for: "B")?.build == ["./build.sh"])
    }

    /// One matrix job measures variant A alone (`--variants A=A`): B's own commands are the
    /// config's business for B's job, not an error in A's (it was "not a variant here").
    @Test func aJobMeasuringSomeVariantsAcceptsTheOthersCommands() throws {
        let (configuration, folder) = try load(
            #"{"build": ["./b.sh"], "test": ["./t.sh"], "variants": {"B": {"test": ["./test.sh"]}}}"#,
            only: ["A"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(configuration.variants.map(\.name) == ["A"])
        let snapshot = try SnapshotWorkflow.sourceMetrics(
            configuration, in: testContext())
        #expect(throws: Never.self) {
            _ = try MeasurementPlan.variants(for: snapshot, configuration: configuration)
        }
        #expect(configuration.commands?.commands(for: "A")?.test == ["./t.sh"])
        let (beta, other) = try load(
            #"{"build": ["./b.sh"], "test": ["./t.sh"], "variants": {"B": {"test": ["./test.sh"]}}}"#,
            only: ["B"])
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(beta.commands?.commands(for: "B")?.test == ["./test.sh"])
    }

    /// A name that is a variant of neither the config nor the command line is a mistake
    /// (a misspelling would build that variant with SwiftPM): exit 2 naming it, even with
    /// `--no-build` and in a job measuring only some variants.
    @Test func commandsForAVariantTheConfigDoesNotHaveAreAnInputError() throws {
        for only in [nil, ["A"]] {
            let message = try #require(
                problem(
                    #"{"variants": {"Bta": {"build": ["./build.sh"], "test": ["./test.sh"]}}}"#,
                    only: only))
            #expect(message.contains("commands.variants.Bta"), "\(message)")
            #expect(message.contains("A, B"), "\(message)")
        }
    }

    @Test func noCommandsMeansSwiftPM() throws {
        let (configuration, folder) = try load("{}")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(configuration.commands?.commands(for: "A") == nil)
    }

    @Test func anUnknownPlaceholderNamesItsKeyAndTheKnownOnes() throws {
        let message = try #require(
            problem(#"{"build": ["sh", "b.sh", "{scrach}"], "test": ["t"]}"#))
        #expect(message.contains("commands.build[2]"))
        #expect(message.contains("unknown placeholder {scrach}"))
        #expect(message.contains("{scratch}"))
        // `{file}` is the touched file: only `touch` has one.
        #expect(problem(#"{"build": ["b", "{file}"], "test": ["t"]}"#)?.contains("{file}") == true)
        #expect(problem(#"{"build": ["b"], "test": ["t"], "touch": ["touch", "{file}"]}"#) == nil)
        #expect(
            problem(#"{"build": ["b"], "test": ["t"], "testResults": ["{scratch}/{nme}.xml"]}"#)?
                .contains("commands.testResults[0]") == true)
    }

    /// A placeholder spliced into a shell's script string is read by that shell: a folder
    /// named `$(id)` would run. The configuration loads, with a warning at the script's
    /// position that shows the safe form; a placeholder passed as its own argument is quiet.
    @Test func aPlaceholderInsideAShellScriptIsWarnedAboutWithItsPosition() throws {
        let (configuration, folder) = try load(
            """
            {"build": ["sh", "-c", "swift build --scratch-path {scratch}"],
             "test": ["/bin/bash", "-lc", "cd {variant} && swift test", "{name}"],
             "touch": ["sh", "-c", "touch \\"$1\\"", "sh", "{file}"],
             "variants": {"B": {"clean": ["env", "zsh", "-e", "-c", "rm -rf {scratch}/x"]}}}
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warnings = configuration.warnings
        #expect(warnings.count == 3, "\(warnings)")
        let file = folder.appendingPathComponent("archmetrics.json").path
        let build = try #require(warnings.first { $0.contains("commands.build[2]") })
        // The file, line and column of the script string, as a configuration error has them.
        #expect(build.hasPrefix("\(file):2:37: warning: "), "\(build)")
        #expect(build.contains("{scratch}"))
        #expect(build.contains("sh -c '… \"$1\"' sh {scratch}"), "\(build)")
        #expect(warnings.contains { $0.contains("commands.test[2]") && $0.contains("{variant}") })
        #expect(warnings.contains { $0.contains("commands.variants.B.clean[4]") }, "\(warnings)")
        // Quiet: the value passed as a positional argument, and commands without a shell.
        #expect(!warnings.contains { $0.contains("touch") })
        let (quiet, other) = try load(
            #"{"build": ["make", "-C", "{variant}", "FLAGS={swiftFlags}"], "test": ["sh", "t.sh", "{scratch}"]}"#
        )
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(quiet.warnings.isEmpty, "\(quiet.warnings)")
    }

    /// A script holding several placeholders names each of them, and its advice passes them
    /// as positional arguments, `{swiftFlags}` last and read as `"$@"`: it is several arguments,
    /// and `"$1"` would pass its first flag alone.
    @Test func aShellScriptWarningNamesEveryPlaceholderAndAdvisesAllArguments() throws {
        let (configuration, folder) = try load(
            #"{"build": ["sh", "-c", "cd {variant} && swiftc {swiftFlags} -o {scratch}/app *.swift"], "test": ["t"]}"#
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        let warning = try #require(configuration.warnings.first, "\(configuration.warnings)")
        for placeholder in ["{variant}", "{swiftFlags}", "{scratch}"] {
            #expect(warning.contains(placeholder), "\(warning)")
        }
        #expect(
            warning.contains(
                "sh -c '… \"$1\" … \"$2\"; shift 2; … \"$@\"' sh {variant} {scratch} {swiftFlags}"),
            "\(warning)")
        let (flagsOnly, other) = try load(
            #"{"build": ["sh", "-c", "swiftc {swiftFlags} *.swift"], "test": ["t"]}"#)
        defer { try? FileManager.default.removeItem(at: other) }
        let advice = try #require(flagsOnly.warnings.first)
        #expect(advice.contains("sh -c '… \"$@\"' sh {swiftFlags}"), "\(advice)")
    }

    @Test func aMissingCommandNamesWhatIsMissing() throws {
        let shared = try #require(problem(#"{"build": ["b"]}"#))
        #expect(shared.contains("needs a \"test\" command"))
        let perVariant = try #require(problem(#"{"variants": {"A": {"test": ["t"]}}}"#))
        #expect(perVariant.contains("commands.variants.A needs a \"build\" command"))
        #expect(
            problem(#"{"build": [], "test": ["t"]}"#)?.contains(
                "commands.build must name a command") == true)
        #expect(
            problem(#"{"build": ["{swiftFlags}"], "test": ["t"]}"#)?.contains("executable") == true)
        #expect(
            problem(#"{"build": "make", "test": ["t"]}"#)?.contains("build must be an array")
                == true)
    }

    @Test func aBadGlobStyleOrKeyIsAnInputError() throws {
        let glob = try #require(
            problem(#"{"build": ["b"], "test": ["t"], "testResults": ["out/[ab.xml"]}"#))
        #expect(glob.contains("commands.testResults[0]"))
        #expect(glob.contains("'['"))
        #expect(problem(#"{"build": ["b"], "test": ["t"], "testResults": ["out/"]}"#) != nil)
        #expect(
            problem(#"{"build": ["b"], "test": ["t"], "swiftFlags": "xcode"}"#)?
                .contains("unknown swiftFlags style \"xcode\"") == true)
        #expect(
            problem(#"{"biuld": ["b"], "test": ["t"]}"#)?.contains(
                "unknown key \"biuld\" in commands")
                == true)
        #expect(
            problem(#"{"variants": {"A": {"build": ["b"], "test": ["t"], "variants": {}}}}"#)?
                .contains("unknown key \"variants\"") == true)
    }

    /// `modules` says which module compiles which folders; the compile-work measure places an
    /// own file in the module of its longest configured folder.
    @Test func modulesMapFoldersToModulesPerVariant() throws {
        let (configuration, folder) = try load(
            """
            {"build": ["b"], "test": ["t"], "modules": {"Core": ["Sources"], "App": ["Sources/App"]},
             "variants": {"B": {"modules": {"B": ["."]}}}}
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try #require(configuration.commands?.commands(for: "A")?.modules)
        #expect(a == ["Core": ["Sources"], "App": ["Sources/App"]])
        let b = try #require(configuration.commands?.commands(for: "B")?.modules)
        let modules = CompileWorkModules.resolve(
            ownFiles: ["Sources/App/Format.swift", "Sources/Format.swift", "Other/X.swift"],
            packageFolder: folder.appendingPathComponent("A"), outputFileMaps: [:],
            configured: a, jobs: [])
        #expect(
            modules.moduleOfFile == [
                "Sources/App/Format.swift": "App", "Sources/Format.swift": "Core",
            ])
        #expect(
            CompileWorkModules.resolve(
                ownFiles: ["Other/X.swift"], packageFolder: folder, outputFileMaps: [:],
                configured: b, jobs: []
            ).moduleOfFile == ["Other/X.swift": "B"])
        #expect(
            problem(#"{"build": ["b"], "test": ["t"], "modules": {"Core": []}}"#)?
                .contains("modules.Core must list at least one folder") == true)
        #expect(
            problem(#"{"build": ["b"], "test": ["t"], "modules": ["Core"]}"#)?
                .contains("modules must be an object") == true)
    }
}
