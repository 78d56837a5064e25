import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// One variant package to measure, with the file groups its coverage is reported for.
public struct MeasuredVariant: Sendable, Equatable {
    /// The variant's name in reports and log folders (`MVC`, `MVP-C`, …).
    public var name: String
    /// The variant's folder: a SwiftPM package (holds `Package.swift`) unless `commands` says
    /// how to build it.
    public var packageFolder: URL
    /// Feature name → file paths relative to `packageFolder`; coverage is reported per feature.
    public var features: [String: [String]]
    /// Role raw value → file paths relative to `packageFolder`; coverage is reported per role.
    public var roles: [String: [String]]
    /// Relative path of a Gather-screen source file whose mtime is bumped for the incremental
    /// build; nil skips that measure.
    public var incrementalTouchFile: String?
    /// How to build and test the variant; nil: SwiftPM's `swift build` and `swift test`.
    package var commands: BuildCommands?

    /// The variant's own source files: every file a role lists (tests are not in `roles`).
    /// The variant-only build touches these; type-checking time outside them counts as other.
    public var ownSourceFiles: [String] { Set(roles.values.joined()).sorted() }

    public init(
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
