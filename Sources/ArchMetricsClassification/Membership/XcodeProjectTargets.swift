/// The targets an Xcode project's `project.pbxproj` declares and the source files each
/// compiles: native targets (`PBXNativeTarget`) with their product type, the files of their
/// sources build phase (`PBXSourcesBuildPhase` → `PBXBuildFile` → `PBXFileReference`),
/// each file's path resolved through the groups that hold it; and the folders Xcode 16
/// keeps in step with the disk (`PBXFileSystemSynchronizedRootGroup`), whose files all belong
/// to the target but those its exception sets leave out.
package enum XcodeProjectTargets {
    /// Reads `text`, the `project.pbxproj` of a project whose folder (the one holding the
    /// `.xcodeproj`) is `projectFolder`, a path relative to the variant folder (`""` for the
    /// variant folder itself). Paths come back relative to the variant folder.
    package static func read(_ text: String, projectFolder: String) throws -> [BuildTarget] {
        guard let root = try PropertyListText.parse(text).dictionary,
            let objects = root["objects"]?.dictionary
        else { return [] }
        let paths = FilePaths(objects: objects, projectFolder: projectFolder)
        var targets: [BuildTarget] = []
        for (id, object) in objects.sorted(by: { $0.key < $1.key })
        where object.dictionary?["isa"]?.string == "PBXNativeTarget" {
            guard let target = object.dictionary else { continue }
            let name = target["name"]?.string ?? id
            var files: [String] = []
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID]?.dictionary,
                    phase["isa"]?.string == "PBXSourcesBuildPhase"
                else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let reference = objects[buildFileID]?.dictionary?["fileRef"]?.string,
                        let path = paths.path(of: reference)
                    else { continue }
                    files.append(path)
                }
            }
            let folders = synchronizedFolders(of: target, objects: objects, paths: paths)
            targets.append(
                BuildTarget(
                    name: name, kind: kind(of: target["productType"]?.string),
                    files: files, folders: folders.included, excluded: folders.excluded,
                    dependencies: dependencies(of: target, objects: objects)))
        }
        return targets
    }

    /// What a product type makes a target: `…bundle.unit-test`, `…bundle.ui-testing` tests;
    /// `…application` an app; anything else (frameworks, libraries, extensions) app code.
    static func kind(of productType: String?) -> BuildTarget.Kind {
        switch productType {
        case "com.apple.product-type.bundle.unit-test": .unitTests
        case "com.apple.product-type.bundle.ui-testing": .uiTests
        case "com.apple.product-type.application",
            "com.apple.product-type.application.watchapp2-container":
            .application
        default: .code
        }
    }

    /// The names of the targets `target` depends on (`PBXTargetDependency`): a test bundle
    /// depends on the app it tests.
    private static func dependencies(
        of target: [String: PropertyListText], objects: [String: PropertyListText]
    ) -> [String] {
        (target["dependencies"]?.array?.compactMap(\.string) ?? []).compactMap { id in
            guard let dependency = objects[id]?.dictionary,
                let targetID = dependency["target"]?.string
            else { return nil }
            return objects[targetID]?.dictionary?["name"]?.string
        }
    }

    /// The synchronized folders of `target` and the files its exception sets leave out.
    private static func synchronizedFolders(
        of target: [String: PropertyListText], objects: [String: PropertyListText],
        paths: FilePaths
    ) -> (included: [String], excluded: [String]) {
        var included: [String] = []
        var excluded: [String] = []
        for id in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
            guard let folder = paths.path(of: id) else { continue }
            included.append(folder)
            let group = objects[id]?.dictionary
            for exceptionID in group?["exceptions"]?.array?.compactMap(\.string) ?? [] {
                guard let exception = objects[exceptionID]?.dictionary,
                    exception["target"]?.string.flatMap({ objects[$0]?.dictionary?["name"] })
                        == target["name"]
                else { continue }
                let members = exception["membershipExceptions"]?.array ?? []
                excluded += members.compactMap(\.string).map {
                    FilePaths.join(folder, $0)
                }
            }
        }
        return (included, excluded)
    }

    /// Every file reference's and group's path, relative to the variant folder, resolved
    /// through the groups that hold it (`sourceTree = "<group>"`) or from the project's
    /// folder (`SOURCE_ROOT`); absolute paths and build products have none.
    private struct FilePaths {
        let objects: [String: PropertyListText]
        let projectFolder: String
        /// Child id → the group holding it.
        let parents: [String: String]

        init(objects: [String: PropertyListText], projectFolder: String) {
            self.objects = objects
            self.projectFolder = projectFolder
            var parents: [String: String] = [:]
            for (id, object) in objects {
                for child in object.dictionary?["children"]?.array?.compactMap(\.string) ?? [] {
                    parents[child] = id
                }
            }
            self.parents = parents
        }

        func path(of id: String) -> String? {
            var seen: Set<String> = []
            return path(of: id, seen: &seen)
        }

        private func path(of id: String, seen: inout Set<String>) -> String? {
            guard seen.insert(id).inserted, let object = objects[id]?.dictionary else {
                return nil
            }
            let own = object["path"]?.string ?? ""
            switch object["sourceTree"]?.string ?? "<group>" {
            case "SOURCE_ROOT": return Self.join(projectFolder, own)
            case "<group>":
                guard let parent = parents[id] else { return Self.join(projectFolder, own) }
                return path(of: parent, seen: &seen).map { Self.join($0, own) }
            default: return nil
            }
        }

        /// `folder/path` with `.` and `..` resolved; `folder` alone when `path` is empty.
        static func join(_ folder: String, _ path: String) -> String {
            var parts: [Substring] = []
            for part in (folder + "/" + path).split(separator: "/") {
                switch part {
                case ".": continue
                case "..":
                    // Above the variant folder stays above it: no file scanned is there.
                    if let last = parts.last, last != ".." {
                        parts.removeLast()
                    } else {
                        parts.append(part)
                    }
                default: parts.append(part)
                }
            }
            return parts.joined(separator: "/")
        }
    }
}
