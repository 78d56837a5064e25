import Foundation

/// One variant package to measure, with the file groups its coverage is reported for.
package struct MeasuredVariant: Sendable, Equatable {
    /// The variant's name in reports and log folders (`MVC`, `MVP-C`, …).
    package var name: String
    /// The variant's folder: a SwiftPM package (holds `Package.swift`) unless `commands` says
    /// how to build it.
    package var packageFolder: URL
    /// Feature name → file paths relative to `packageFolder`; coverage is reported per feature.
    package var features: [String: [String]]
    /// Role raw value → file paths relative to `packageFolder`; coverage is reported per role.
    package var roles: [String: [String]]
    /// Relative path of a Gather-screen source file whose mtime is bumped for the incremental
    /// build; nil skips that measure.
    package var incrementalTouchFile: String?
    /// How to build and test the variant; nil: SwiftPM's `swift build` and `swift test`.
    package var commands: BuildCommands?
    /// Files that are not the app (demos, tooling), relative to `packageFolder`: not own files,
    /// and their compile jobs are counted apart, not as dependencies.
    package var toolingFiles: [String] = []
    /// Own and tooling file → the target a project manifest says compiles it: its module, for
    /// the compile work, where the folders are not named after the targets.
    package var targets: [String: String] = [:]

    /// The variant's own source files: every file a role lists (tests are not in `roles`).
    /// The variant-only build touches these; type-checking time outside them counts as other.
    package var ownSourceFiles: [String] { Set(roles.values.joined()).sorted() }

    package init(
        name: String, packageFolder: URL, features: [String: [String]] = [:],
        roles: [String: [String]] = [:],
        incrementalTouchFile: String? = nil
    ) {
        self.name = name
        self.packageFolder = packageFolder
        self.features = features
        self.roles = roles
        self.incrementalTouchFile = incrementalTouchFile
    }
}
