/// How to clean, build, test, touch a file of, and rebuild with nothing changed one variant:
/// argument lists with placeholders (`CommandTemplate`), run through `ProcessRunner` by the
/// measures like SwiftPM's commands always were, so timeouts, tree kills, exit codes, noise
/// statistics and the contention guard apply to any build.
///
/// `swiftPM(swift:)` is what the tool ran before commands could be configured, argument for
/// argument; a variant with no configured commands gets exactly it.
package struct BuildCommands: Sendable, Equatable {
    /// How `{swiftFlags}` spells the extra compiler flags (type-checking and compile-work flags).
    package enum SwiftFlagStyle: String, Sendable, Equatable, CaseIterable {
        /// Each flag after `-Xswiftc` (`swift build`, `swift test`).
        case swiftpm
        /// The flags as `swiftc` takes them (a script calling `swiftc`; `xcodebuild`'s
        /// `OTHER_SWIFT_FLAGS=…`, where the placeholder sits inside an argument).
        case swiftc
        /// Each flag as `--swiftcopt=FLAG` (Bazel with rules_swift).
        case bazel
    }

    /// Run (untimed) before each clean build, in its fresh scratch folder; nil: the fresh
    /// scratch folder is the clean state.
    package var clean: [String]?
    /// The build: timed from a clean state, with nothing changed, after one file was touched,
    /// after every own file was touched; also the untimed instrumented builds.
    package var build: [String]
    /// The nothing-changed build; nil: `build` again.
    package var nothingChanged: [String]?
    /// Run (untimed) once per file to touch, with `{file}` its absolute path; nil: the tool bumps
    /// the file's modification time itself.
    package var touch: [String]?
    /// The timed clean test run: build plus tests, in a fresh scratch folder.
    package var test: [String]
    package var swiftFlagStyle: SwiftFlagStyle
    /// Globs of JUnit XML files the test command leaves (placeholders allowed; relative to the
    /// variant folder); empty: counts come from XCTest's and Swift Testing's output.
    package var testResults: [String]
    /// Module → folders (relative to the variant's folder) whose files it compiles: which
    /// module a compiler job of an own file belongs to when the build writes no output file
    /// maps and the folders are not named after the modules; nil: not configured.
    package var modules: [String: [String]]?
    /// What `{configFolder}` stands for: the configuration file's folder; nil for SwiftPM's.
    package var configFolder: String?
    /// True for the SwiftPM defaults only: coverage (`--enable-code-coverage`) and SwiftPM's
    /// output file maps exist only there.
    package var isSwiftPM: Bool

    package init(
        clean: [String]? = nil, build: [String], nothingChanged: [String]? = nil,
        touch: [String]? = nil, test: [String], swiftFlagStyle: SwiftFlagStyle = .swiftc,
        testResults: [String] = [], isSwiftPM: Bool = false
    ) {
        self.clean = clean
        self.build = build
        self.nothingChanged = nothingChanged
        self.touch = touch
        self.test = test
        self.swiftFlagStyle = swiftFlagStyle
        self.testResults = testResults
        self.isSwiftPM = isSwiftPM
    }

    /// The SwiftPM commands: `swift build` / `swift test` with the variant as package and the
    /// scratch folder as scratch path, extra compiler flags after `-Xswiftc`.
    package static func swiftPM(swift: String) -> BuildCommands {
        let common = ["--package-path", "{variant}", "--scratch-path", "{scratch}", "{swiftFlags}"]
        return BuildCommands(
            build: [swift, "build"] + common, test: [swift, "test"] + common,
            swiftFlagStyle: .swiftpm, isSwiftPM: true)
    }

    /// The build and the test run as messages name them: SwiftPM's commands, or the
    /// configured ones (a CMake or script build is no `swift build`).
    package var buildName: String { isSwiftPM ? "swift build" : "the build command" }
    package var testName: String { isSwiftPM ? "'swift test'" : "the test command" }

    /// `flags` as `{swiftFlags}` spells them.
    package func spelled(_ flags: [String]) -> [String] {
        switch swiftFlagStyle {
        case .swiftc: flags
        case .swiftpm: flags.flatMap { ["-Xswiftc", $0] }
        case .bazel: flags.map { "--swiftcopt=" + $0 }
        }
    }

    /// The command names as the configuration spells them, for messages.
    package static let stepNames = ["clean", "build", "nothingChanged", "touch", "test"]
}
