import ArchMetricsMeasurement
import Foundation
import Testing

/// Placeholders in configured commands, and the proof that the default commands are the
/// SwiftPM commands the tool ran before commands could be configured, argument for argument.
@Suite struct CommandTemplateTests {
    let values = [
        "variant": "/work/App Variant", "name": "MVC", "scratch": "/tmp/s/MVC/run1-build",
    ]

    @Test func defaultCommandsAreTheSwiftPMCommandsOfBefore() {
        let commands = BuildCommands.swiftPM(swift: "/usr/bin/swift")
        func resolved(_ template: [String], _ flags: [String] = []) -> [String] {
            CommandTemplate.expand(template, values: values, swiftFlags: commands.spelled(flags))
        }
        // What TimedBuilds, TimedTests, TypeCheckingMeasure and CompileWorkMeasure passed to
        // `swift` before (written out, not derived from the code under test).
        let package = [
            "--package-path", "/work/App Variant", "--scratch-path", "/tmp/s/MVC/run1-build",
        ]
        #expect(resolved(commands.build) == ["/usr/bin/swift", "build"] + package)
        #expect(resolved(commands.test) == ["/usr/bin/swift", "test"] + package)
        #expect(
            resolved(commands.build, TypeCheckTimes.compilerFlags)
                == ["/usr/bin/swift", "build"] + package + [
                    "-Xswiftc", "-Xfrontend", "-Xswiftc", "-debug-time-function-bodies",
                ])
        let stats = URL(fileURLWithPath: "/tmp/s/MVC/compile-work/compile-stats")
        #expect(
            resolved(commands.build, CompileWorkStats.compilerFlags(statsFolder: stats))
                == ["/usr/bin/swift", "build"] + package + [
                    "-Xswiftc", "-stats-output-dir", "-Xswiftc", stats.path, "-Xswiftc",
                    "-disable-batch-mode", "-Xswiftc", "-gnone",
                ])
        #expect(TypeCheckTimes.buildArguments == commands.spelled(TypeCheckTimes.compilerFlags))
        #expect(commands.clean == nil && commands.nothingChanged == nil && commands.touch == nil)
        #expect(commands.isSwiftPM && commands.testResults.isEmpty)
    }

    @Test func aWholeSwiftFlagsArgumentBecomesOneArgumentPerFlag() {
        let template = ["swiftc", "{swiftFlags}", "-o", "{scratch}/app"]
        #expect(
            CommandTemplate.expand(template, values: values, swiftFlags: ["-a", "-b c"])
                == ["swiftc", "-a", "-b c", "-o", "/tmp/s/MVC/run1-build/app"])
        // No flags (a timed build): the argument goes away, no empty argument is left.
        #expect(
            CommandTemplate.expand(template, values: values, swiftFlags: [])
                == ["swiftc", "-o", "/tmp/s/MVC/run1-build/app"])
    }

    /// Flags joined inside one argument (`-DCMAKE_Swift_FLAGS=…`, `OTHER_SWIFT_FLAGS=…`) are
    /// split again by a shell-like reader (Ninja's command lines run through `/bin/sh`; Xcode
    /// and Bazel split their flag lists the same way): a path holding spaces, quotes, `$` or a
    /// backslash comes back whole. Checked by letting `/bin/sh` split the joined text.
    @Test func flagsJoinedInsideAnArgumentAreQuotedSoTheyComeBackWhole() throws {
        let flags = [
            "-stats-output-dir", "/tmp/my builds/it's \"here\" $(id) \\x", "-disable-batch-mode",
        ]
        let argument = CommandTemplate.expand(
            "-DCMAKE_Swift_FLAGS={swiftFlags}", values: values, swiftFlags: flags)
        let joined = String(argument.dropFirst("-DCMAKE_Swift_FLAGS=".count))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "eval \"set -- $0\"; printf '%s\\n' \"$@\"", joined]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: output, as: UTF8.self) == flags.map { $0 + "\n" }.joined())
        // Plain flags stay as they are.
        #expect(
            CommandTemplate.expand("X={swiftFlags}", values: values, swiftFlags: ["-a", "-b"])
                == "X=-a -b")
    }

    @Test func swiftFlagsInsideAnArgumentAreJoinedAsABuildSettingTakesThem() {
        let xcode = BuildCommands(
            build: ["xcodebuild", "OTHER_SWIFT_FLAGS=$(inherited) {swiftFlags}"], test: ["true"])
        let flags = xcode.spelled(TypeCheckTimes.compilerFlags)
        #expect(
            CommandTemplate.expand(xcode.build, values: values, swiftFlags: flags)
                == [
                    "xcodebuild",
                    "OTHER_SWIFT_FLAGS=$(inherited) -Xfrontend -debug-time-function-bodies",
                ])
    }

    @Test func bazelTakesEachFlagAsASwiftcopt() {
        let bazel = BuildCommands(
            build: ["bazel", "build", "{swiftFlags}", "//app"], test: ["true"],
            swiftFlagStyle: .bazel)
        #expect(
            CommandTemplate.expand(
                bazel.build, values: values, swiftFlags: bazel.spelled(TypeCheckTimes.compilerFlags)
            )
                == [
                    "bazel", "build", "--swiftcopt=-Xfrontend",
                    "--swiftcopt=-debug-time-function-bodies", "//app",
                ])
    }

    @Test func valuesWithSpacesStayOneArgumentAndRepeatedPlaceholdersAllExpand() {
        #expect(
            CommandTemplate.expand(
                ["sh", "{variant}/build.sh", "--name={name}-{name}"], values: values,
                swiftFlags: [])
                == ["sh", "/work/App Variant/build.sh", "--name=MVC-MVC"])
    }

    @Test func onlyBracedWordsArePlaceholders() {
        #expect(CommandTemplate.names(in: "sh -c 'f() { true; }; f {scratch}'") == ["scratch"])
        #expect(CommandTemplate.names(in: "{a}{b_2}{} {") == ["a", "b_2"])
        #expect(
            CommandTemplate.expand(["f() { x; } {}"], values: values, swiftFlags: [])
                == ["f() { x; } {}"])
    }

    @Test func unknownPlaceholdersAreFoundAndFileOnlyInTouch() {
        let build = CommandTemplate.allowed(inStep: "build")
        #expect(
            CommandTemplate.unknownPlaceholder(in: "{scratch}/{sratch}", allowed: build) == "sratch"
        )
        #expect(CommandTemplate.unknownPlaceholder(in: "{file}", allowed: build) == "file")
        #expect(
            CommandTemplate.unknownPlaceholder(
                in: "{file}", allowed: CommandTemplate.allowed(inStep: "touch")) == nil)
    }
}
