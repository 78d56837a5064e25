import ArchMetricsSupport
import Foundation
import SwiftScanning

/// Source metrics over a range of commits: what `archmetrics history` measures and writes as
/// history.json, and what its trend table and charts are rendered from.
public struct MetricsHistory: Codable, Equatable, Sendable {
    /// The schema of history.json; bumped when its meaning changes.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var toolVersion: String
    /// The revision the range ends at, as given (`HEAD`), and the commit it named.
    public var revision: String
    public var headCommit: String
    /// True when only first parents were followed (the default): the mainline's commits.
    public var firstParent: Bool
    /// Variants in column order, each with the repository path it is read from now.
    public var variants: [HistoryVariant]
    /// Oldest first.
    public var commits: [HistoryCommit]
    /// Roles as the configuration knows them (titles and order), when it declared any.
    public var roles: [RoleDefinition]?

    public init(
        revision: String, headCommit: String, firstParent: Bool, variants: [HistoryVariant],
        commits: [HistoryCommit], roles: [RoleDefinition]?
    ) {
        schemaVersion = Self.currentSchemaVersion
        toolVersion = ArchMetricsVersion.current
        self.revision = revision
        self.headCommit = headCommit
        self.firstParent = firstParent
        self.variants = variants
        self.commits = commits
        self.roles = roles
    }

    public var roleCatalog: RoleCatalog { roles.map(RoleCatalog.init) ?? .builtIn }

    /// The points of one variant, oldest first, nil where it did not exist.
    public func series(of variant: String) -> [HistoryPoint?] {
        commits.map { $0.variants[variant] }
    }
}

/// One variant followed through history.
public struct HistoryVariant: Codable, Equatable, Sendable {
    public var name: String
    /// Its folder relative to the repository's top at the newest commit.
    public var path: String

    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}

/// One commit of the range and what each variant measured at it.
public struct HistoryCommit: Codable, Equatable, Sendable {
    public var id: String
    public var date: Date
    public var subject: String
    /// By variant name; a variant missing at this commit has no entry.
    public var variants: [String: HistoryPoint]

    public init(id: String, date: Date, subject: String, variants: [String: HistoryPoint]) {
        self.id = id
        self.date = date
        self.subject = subject
        self.variants = variants
    }

    public var shortID: String { String(id.prefix(8)) }
}

/// A variant at one commit: where it was, its tree, and its lines per role.
public struct HistoryPoint: Codable, Equatable, Sendable {
    /// The folder it was read from at this commit (differs from the current one before a rename).
    public var path: String
    /// The git tree id of that folder: equal trees measure equal.
    public var tree: String
    /// Lines per role id.
    public var roles: [String: LineCounts]
    public var files: Int
    public var testFunctions: Int

    public init(
        path: String, tree: String, roles: [String: LineCounts], files: Int, testFunctions: Int
    ) {
        self.path = path
        self.tree = tree
        self.roles = roles
        self.files = files
        self.testFunctions = testFunctions
    }

    /// The point of a measured variant.
    public init(path: String, tree: String, metrics: VariantSourceMetrics) {
        var roles: [String: LineCounts] = [:]
        for file in metrics.files { roles[file.role.rawValue, default: .zero] += file.lines }
        self.init(
            path: path, tree: tree, roles: roles, files: metrics.files.count,
            testFunctions: metrics.unitTests.totalTestCount)
    }

    public var total: LineCounts { roles.values.reduce(.zero, +) }
}
