import ArchMetricsModel

/// What the build's own description says about each file of a variant: the targets that
/// compile it decide whether it is app code, tests (unit and UI test bundles), tooling (an
/// application beside the app that no test bundle tests: a demo, an example) or not counted
/// (in the folder a manifest describes, in none of its targets). Where no manifest describes
/// the file's folder, nothing is said and the names and folders decide.
package struct TargetMembership: Sendable {
    /// What the targets make of one file.
    package enum Verdict: Equatable, Sendable {
        case code(target: String)
        case tests(target: String)
        case tooling(target: String)
        /// In a folder a manifest describes, compiled by none of its targets.
        case notCounted(manifest: String)

        /// How the verdict reads in a file's reason (`target ShopTests (unit tests)`).
        package var reason: String {
            switch self {
            case .code(let target): "target \(target)"
            case .tests(let target): "target \(target) (tests)"
            case .tooling(let target): "target \(target) (an app no test bundle tests)"
            case .notCounted(let manifest): "in no target of \(manifest)"
            }
        }

        /// The role the verdict gives outright; nil for app code (its names decide).
        package var role: Role? {
            switch self {
            case .tests: .test
            case .tooling: .tooling
            case .code, .notCounted: nil
            }
        }
    }

    /// One manifest: where it is (relative to the variant folder), the folder it describes
    /// and the folders inside that other manifests describe, and its targets.
    package struct Project: Sendable {
        package var manifest: String
        package var folder: String
        package var nestedProjects: [String]
        package var targets: [BuildTarget]

        package init(
            manifest: String, folder: String, nestedProjects: [String] = [],
            targets: [BuildTarget]
        ) {
            self.manifest = manifest
            self.folder = folder
            self.nestedProjects = nestedProjects
            self.targets = targets
        }
    }

    package private(set) var projects: [Project]
    /// Each project's targets' files, as sets (a project's targets in its order).
    private var filesByTarget: [[Set<String>]]

    /// No manifest: every file is left to its names and folders.
    package static let none = TargetMembership(projects: [])

    /// Projects with no target say nothing (an Xcode project that declares none).
    package init(projects: [Project]) {
        self.projects = projects.filter { !$0.targets.isEmpty }
        filesByTarget = self.projects.map { $0.targets.map { Set($0.files) } }
    }

    package var isEmpty: Bool { projects.isEmpty }

    /// What the targets say of the file at `path` (relative to the variant folder); nil when
    /// no manifest describes its folder.
    package func verdict(for path: String) -> Verdict? {
        guard let index = innermostProject(describing: path) else { return nil }
        let project = projects[index]
        let compiling = targets(compiling: path, inProject: index)
        // App code first: a file the app and its tests both compile is the app's.
        let code = compiling.filter {
            !$0.isTests && $0.kind != .tool && !isTooling($0, in: project)
        }
        if let library = code.first(where: { $0.kind == .code || isTested($0, in: project) }) {
            return .code(target: library.name)
        }
        // An application no test bundle tests, beside none that is tested: the app or a demo,
        // the manifest cannot say; its names and folders decide.
        if !code.isEmpty { return nil }
        if let tests = compiling.first(where: \.isTests) { return .tests(target: tests.name) }
        if let tool = compiling.first { return .tooling(target: tool.name) }
        return .notCounted(manifest: project.manifest)
    }

    /// The name of the target that compiles the file at `path` (relative to the variant
    /// folder), one that is no test bundle first; nil when no manifest says. Its module is
    /// the file's (`CompileWorkModules`).
    package func target(compiling path: String) -> String? {
        guard let index = innermostProject(describing: path) else { return nil }
        let compiling = targets(compiling: path, inProject: index)
        return (compiling.first { !$0.isTests } ?? compiling.first)?.name
    }

    /// The innermost project describing `path`: a local package inside an app's folder speaks
    /// for its own files.
    private func innermostProject(describing path: String) -> Int? {
        projects.indices.filter { describes(projects[$0], path) }.max {
            projects[$0].folder.count < projects[$1].folder.count
        }
    }

    /// The targets of project `index` that compile `path`, in the project's order.
    private func targets(compiling path: String, inProject index: Int) -> [BuildTarget] {
        let project = projects[index]
        return project.targets.indices.filter {
            project.targets[$0].compiles(path, files: filesByTarget[index][$0])
        }.map { project.targets[$0] }
    }

    /// An application that no test bundle depends on, where one beside it is tested: a demo
    /// or example app, not the app measured.
    private func isTooling(_ target: BuildTarget, in project: Project) -> Bool {
        guard target.kind == .application, !isTested(target, in: project) else { return false }
        return project.targets.contains { $0.kind == .application && isTested($0, in: project) }
    }

    private func isTested(_ target: BuildTarget, in project: Project) -> Bool {
        project.targets.contains { $0.isTests && $0.dependencies.contains(target.name) }
    }

    private func describes(_ project: Project, _ path: String) -> Bool {
        func inside(_ folder: String) -> Bool {
            folder.isEmpty || path.hasPrefix(folder + "/")
        }
        return inside(project.folder) && !project.nestedProjects.contains(where: inside)
    }
}
