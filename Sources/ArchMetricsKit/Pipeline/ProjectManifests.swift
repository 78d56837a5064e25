import ArchMetricsClassification
import Foundation
import SwiftScanning

/// Reads the project manifests of one variant folder into what they say of each file's
/// targets: the Xcode projects (`*.xcodeproj/project.pbxproj`), SwiftPM packages
/// (`Package.swift`), Tuist projects (`Project.swift`) and Bazel packages (`BUILD`,
/// `BUILD.bazel`) in the folder and in its immediate subfolders. A project that cannot be read says nothing (the names decide), and
/// a warning says why.
package enum ProjectManifests {
    package static func membership(in folder: URL) -> (
        membership: TargetMembership, diagnostics: [Diagnostic]
    ) {
        var projects: [TargetMembership.Project] = []
        var diagnostics: [Diagnostic] = []
        // One walk per project folder, though an Xcode project and a Package.swift share one.
        var nestedByFolder: [String: [String]] = [:]
        func nested(under projectFolder: String) -> [String] {
            if let known = nestedByFolder[projectFolder] { return known }
            let found = nestedProjects(in: folder, under: projectFolder)
            nestedByFolder[projectFolder] = found
            return found
        }
        for (projectFolder, bundle) in xcodeProjects(in: folder) {
            let manifest = projectFolder.isEmpty ? bundle : "\(projectFolder)/\(bundle)"
            let url = folder.appendingPathComponent(manifest)
                .appendingPathComponent("project.pbxproj")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            do {
                let targets = try XcodeProjectTargets.read(text, projectFolder: projectFolder)
                projects.append(
                    TargetMembership.Project(
                        manifest: manifest, folder: projectFolder,
                        nestedProjects: nested(under: projectFolder),
                        targets: targets))
            } catch let error as PropertyListText.ParseError {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, path: url.path,
                        message:
                            "not read (\(error.message) at byte \(error.offset)): its targets do not decide its files' roles"
                    ))
            } catch {
                continue
            }
        }
        for (name, read) in lexedManifests {
            for projectFolder in folders(holding: name, in: folder) {
                let manifest = projectFolder.isEmpty ? name : "\(projectFolder)/\(name)"
                guard
                    let text = try? String(
                        contentsOf: folder.appendingPathComponent(manifest), encoding: .utf8)
                else { continue }
                projects.append(
                    TargetMembership.Project(
                        manifest: manifest, folder: projectFolder,
                        nestedProjects: nested(under: projectFolder),
                        targets: read(text, projectFolder)))
            }
        }
        return (TargetMembership(projects: projects), diagnostics)
    }

    /// Folders holding a `manifest` (`Package.swift`, `Project.swift`): `folder` itself and
    /// its immediate subfolders, relative to `folder`.
    static func folders(holding manifest: String, in folder: URL) -> [String] {
        ([""] + subfolders(of: folder)).filter { relative in
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            return FileManager.default.fileExists(
                atPath: url.appendingPathComponent(manifest).path)
        }
    }

    /// The Swift manifests read with the lexer, and how: (text, project folder) → targets.
    static let lexedManifests: [(String, @Sendable (String, String) -> [BuildTarget])] = [
        ("Package.swift", { SwiftPackageTargets.read($0, packageFolder: $1) }),
        ("Project.swift", { TuistProjectTargets.read($0, projectFolder: $1) }),
        ("BUILD", { BazelBuildTargets.read($0, packageFolder: $1) }),
        ("BUILD.bazel", { BazelBuildTargets.read($0, packageFolder: $1) }),
    ]

    /// `*.xcodeproj` bundles in `folder` and its immediate subfolders: (the folder holding
    /// one, relative to `folder`; the bundle's name).
    static func xcodeProjects(in folder: URL) -> [(String, String)] {
        var found: [(String, String)] = []
        for relative in [""] + subfolders(of: folder) {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            for name in contents(of: url) where name.hasSuffix(".xcodeproj") {
                found.append((relative, name))
            }
        }
        return found
    }

    /// Folders below `projectFolder`, at any depth, that hold a manifest of their own (a local
    /// package, a demo app's project under `Documentation/DemoApps/`): their files belong to
    /// their own targets, not the project's, so the project neither counts them nor calls
    /// them "in no target". The walk does not go below such a folder.
    static func nestedProjects(in folder: URL, under projectFolder: String) -> [String] {
        let base = projectFolder.isEmpty ? folder : folder.appendingPathComponent(projectFolder)
        var found: [String] = []
        var pending = subfolders(of: base)
        while let relative = pending.popLast() {
            let url = base.appendingPathComponent(relative)
            let names = contents(of: url)
            if names.contains(where: isManifest) {
                found.append(projectFolder.isEmpty ? relative : "\(projectFolder)/\(relative)")
                continue
            }
            // Not through a link: a link back up would make the walk endless.
            pending += subfolders(of: url).filter {
                (try? FileManager.default.destinationOfSymbolicLink(
                    atPath: url.appendingPathComponent($0).path)) == nil
            }.map { "\(relative)/\($0)" }
        }
        return found.sorted()
    }

    /// A file or bundle name that makes its folder a project of its own.
    private static func isManifest(_ name: String) -> Bool {
        ["Package.swift", "Project.swift", "BUILD", "BUILD.bazel"].contains(name)
            || name.hasSuffix(".xcodeproj")
    }

    private static func subfolders(of folder: URL) -> [String] {
        contents(of: folder).filter { name in
            var isFolder: ObjCBool = false
            return !name.hasPrefix(".") && !name.hasSuffix(".xcodeproj")
                && !name.hasSuffix(".xcworkspace")
                && FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
    }

    private static func contents(of folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}

extension ProjectManifests {
    /// The items whose files the manifests count, and a warning for each file they leave in
    /// no target (a file in a described folder that no target compiles is not the app's).
    package static func counted<Item>(
        _ items: [Item], path: (Item) -> String, by membership: TargetMembership,
        under displayPath: String
    ) -> (counted: [Item], notCounted: [Diagnostic]) {
        guard !membership.isEmpty else { return (items, []) }
        var counted: [Item] = []
        var notCounted: [Diagnostic] = []
        for item in items {
            let relative = path(item)
            guard case .notCounted = membership.verdict(for: relative) else {
                counted.append(item)
                continue
            }
            notCounted.append(
                Diagnostic(
                    severity: .warning, path: "\(displayPath)/\(relative)",
                    message:
                        "not counted: \(membership.verdict(for: relative)!.reason)"
                ))
        }
        return (counted, notCounted)
    }
}
