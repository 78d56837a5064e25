import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The variants in a folder, and why they are these. A folder is one app when its manifest
/// describes one project; it is a set of variants when two or more of its immediate
/// subfolders are project roots of their own (each with its `.xcodeproj`, `Project.swift`,
/// `Package.swift`, `BUILD` or `BUILD.bazel`), whatever aggregating manifest sits beside them
/// (an `.xcworkspace`, Tuist's `Workspace.swift`, Bazel's `WORKSPACE`/`MODULE.bazel`, a root
/// `Package.swift`). A folder with no manifest has its subfolders holding Swift files as
/// variants, as the bundled core's layout always had.
package struct VariantDiscovery: Sendable {
    package var variants: [ToolConfiguration.Variant]
    /// One line saying why: `FootballGather is 6 variants: …`, `Shop is one app: …`.
    package var reason: String
    /// Subfolders holding Swift files that are no variant (beside project roots, with no
    /// project manifest of their own, or a project the other variants depend on).
    package var leftOut: [String] = []

    /// Manifests that make their folder one project.
    static let projectManifests: Set<String> = [
        "Package.swift", "Project.swift", "BUILD", "BUILD.bazel",
    ]
    /// Manifests that group projects and describe none of their own.
    static let aggregatingManifests: Set<String> = [
        "Workspace.swift", "WORKSPACE", "WORKSPACE.bazel", "MODULE.bazel",
    ]

    /// Whether `name` makes its folder one project (Xcode's `.xcodeproj` bundle or a file).
    static func isProjectManifest(_ name: String) -> Bool {
        projectManifests.contains(name) || name.hasSuffix(".xcodeproj")
    }

    /// Whether `name` describes a build at all: one project or a group of them.
    static func isManifest(_ name: String) -> Bool {
        isProjectManifest(name) || aggregatingManifests.contains(name)
            || name.hasSuffix(".xcworkspace")
    }

    package static func discover(in root: URL) throws -> VariantDiscovery {
        try requireFolder(root)
        let folder = root.standardizedFileURL
        let children = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let rootManifests = children.filter(isManifest).sorted()
        let candidates = children.filter { isCandidate($0, in: root) }.sorted()
        var projects: [String: String] = [:]
        for name in candidates {
            if let manifest = ownManifest(of: root.appendingPathComponent(name)) {
                projects[name] = manifest
            }
        }
        // A project another one uses by path (`.package(path: "../Kit")`) is a module of
        // theirs, not an app beside them.
        let modules = Set(projects.keys.filter { isUsed($0, byAnyOf: projects, in: root) })
        let apps = candidates.filter { projects[$0] != nil && !modules.contains($0) }
        let others = candidates.filter { projects[$0] == nil }
        let describesOne = rootManifests.contains(where: isProjectManifest)
        let name = folder.lastPathComponent
        if apps.count >= 2, !(describesOne && !others.isEmpty) {
            let variants = ordered(apps, in: root)
            let manifests = variants.map { variant in
                let folder = variant.folder.lastPathComponent
                return "\(folder)/\(projects[folder]!)"
            }.joined(separator: ", ")
            let grouped =
                rootManifests.isEmpty ? "" : ", grouped by \(rootManifests.joined(separator: ", "))"
            return VariantDiscovery(
                variants: variants,
                reason:
                    "\(name) is \(apps.count) variants: its subfolders are project roots (\(manifests))\(grouped)",
                leftOut: (others + modules.sorted()).sorted())
        }
        if !rootManifests.isEmpty {
            return VariantDiscovery(
                variants: [ToolConfiguration.Variant(name: name, folder: folder)],
                reason: oneAppReason(
                    name, manifests: rootManifests, describesOne: describesOne, parts: candidates,
                    apps: apps))
        }
        guard !candidates.isEmpty else {
            throw ArchMetricsError.input(
                "no variant folders with Swift files in \(root.path)",
                hint:
                    "Point at a folder with one subfolder per variant, or name them with --variants NAME=PATH."
            )
        }
        return VariantDiscovery(
            variants: ordered(candidates, in: root),
            reason:
                "\(name) has no project manifest and fewer than two subfolders that are projects: each of its \(candidates.count) subfolders with Swift files is a variant"
        )
    }

    /// Why a folder with a manifest at its root is one app.
    private static func oneAppReason(
        _ name: String, manifests: [String], describesOne: Bool, parts: [String], apps: [String]
    ) -> String {
        let listed = manifests.joined(separator: ", ")
        if describesOne, apps.count >= 2 {
            let own = parts.filter { !apps.contains($0) }.joined(separator: ", ")
            return
                "\(name) is one app: \(listed) describes one project whose own sources are in \(own); \(apps.joined(separator: ", ")) are projects it contains"
        }
        let projects =
            apps.isEmpty
            ? "none of its subfolders is a project of its own"
            : "only \(apps[0]) of its subfolders is a project of its own"
        return "\(name) is one app: \(listed) at its root, and \(projects)"
    }

    /// A subfolder that may be a variant: not hidden, not the bundled core's `Kit`, and
    /// holding Swift files.
    private static func isCandidate(_ name: String, in root: URL) -> Bool {
        guard !name.hasPrefix("."), !Defaults.nonVariantFolders.contains(name) else {
            return false
        }
        let folder = root.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
            && isFolder.boolValue && ToolConfiguration.containsSwiftFile(folder)
    }

    /// The manifest that makes `folder` one project (the first by name), if any.
    private static func ownManifest(of folder: URL) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter(isProjectManifest).sorted().first
    }

    /// Whether a sibling project's manifest names `project` by a relative path
    /// (`../Kit` in a `Package.swift`, `../Core` in an Xcode project).
    private static func isUsed(
        _ project: String, byAnyOf projects: [String: String], in root: URL
    ) -> Bool {
        let needle = "../\(project)"
        return projects.contains { sibling, manifest in
            guard sibling != project else { return false }
            var url = root.appendingPathComponent(sibling).appendingPathComponent(manifest)
            if manifest.hasSuffix(".xcodeproj") { url.appendPathComponent("project.pbxproj") }
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
            return text.contains("\"\(needle)\"") || text.contains("\(needle);")
                || text.contains("\"\(needle)/")
        }
    }

    /// The series' names first in its order, the rest alphabetically, with the affix every
    /// folder shares left out of the names.
    private static func ordered(_ folders: [String], in root: URL) -> [ToolConfiguration.Variant] {
        let names = ToolConfiguration.displayNames(folders)
        return folders.sorted { lhs, rhs in
            switch (
                ToolConfiguration.seriesIndex(names[lhs]!),
                ToolConfiguration.seriesIndex(names[rhs]!)
            ) {
            case (let left?, let right?): left < right
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs < rhs
            }
        }.map {
            ToolConfiguration.Variant(name: names[$0]!, folder: root.appendingPathComponent($0))
        }
    }

    private static func requireFolder(_ root: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            let exists = FileManager.default.fileExists(atPath: root.path)
            throw ArchMetricsError.input(
                exists
                    ? "\(root.path) is a file, not a folder"
                    : "no such folder: \(root.path)",
                hint: "Give the folder that holds one subfolder per variant.")
        }
    }
}
