import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsKit

/// A folder is one app when its manifest describes one project, and a set of variants when
/// its immediate subfolders are project roots of their own, whatever aggregating manifest
/// (a workspace, a root `Package.swift`) sits beside them.
@Suite struct VariantDiscoveryTests {
    /// The article's repository as cloned: `FootballGather.xcworkspace` beside one Xcode
    /// project folder per architecture, each with its app and test folders.
    static var originalRepository: URL {
        Fixtures.folder("attribution/original-repository/FootballGather")
    }

    /// What every variant of the original repository holds besides its architecture's files.
    static let commonFiles: [String: String] = [
        "FootballGather/Application/AppDelegate.swift": "shared",
        "FootballGather/Networking/LoginService.swift": "shared",
        "FootballGather/Views/PlayerTableViewCell.swift": "shared",
        "FootballGatherTests/Networking/LoginServiceTests.swift": "test",
    ]

    /// Each architecture's own files: role and screen, as a reader of the article gives them.
    static let architectureFiles: [String: [String: String]] = [
        "MVC": [
            "FootballGather/ViewControllers/LoginViewController.swift": "viewController Login",
            "FootballGather/ViewControllers/GatherViewController.swift": "viewController Gather",
        ],
        "MVVM": [
            "FootballGather/ViewControllers/LoginViewController.swift": "viewController Login",
            "FootballGather/ViewControllers/GatherViewController.swift": "viewController Gather",
            "FootballGather/ViewModels/LoginViewModel.swift": "viewModel Login",
            "FootballGather/ViewModels/GatherViewModel.swift": "viewModel Gather",
            "FootballGatherTests/ViewModels/LoginViewModelTests.swift": "test",
        ],
        "MVP": presenterModules(coordinators: false),
        "MVP-C": presenterModules(coordinators: true).merging([
            "FootballGather/Application/Coordinator.swift": "coordinator"
        ]) { $1 },
        "VIPER": modules(
            folder: "Modules",
            parts: [
                "ViewController": "viewController", "Presenter": "presenter",
                "Interactor": "interactor", "Router": "router", "Module": "assembly",
            ]
        ).merging(["FootballGatherTests/Modules/Login/LoginInteractorTests.swift": "test"]) {
            $1
        },
        "VIP": modules(
            folder: "Scenes",
            parts: [
                "ViewController": "viewController", "Presenter": "presenter",
                "Interactor": "interactor", "Router": "router", "Worker": "worker",
                "Configurator": "assembly", "Models": "sceneModel",
            ]
        ).merging(["FootballGatherTests/Scenes/Login/LoginInteractorTests.swift": "test"]) {
            $1
        },
    ]

    static func modules(folder: String, parts: [String: String]) -> [String: String] {
        var files: [String: String] = [:]
        for screen in ["Login", "Gather"] {
            for (part, role) in parts {
                files["FootballGather/\(folder)/\(screen)/\(screen)\(part).swift"] =
                    "\(role) \(screen)"
            }
        }
        return files
    }

    static func presenterModules(coordinators: Bool) -> [String: String] {
        var parts = ["ViewController": "viewController", "Presenter": "presenter", "View": "view"]
        if coordinators { parts["Coordinator"] = "coordinator" }
        return modules(folder: "Modules", parts: parts).merging([
            "FootballGatherTests/Modules/Login/LoginPresenterTests.swift": "test"
        ]) { $1 }
    }

    @Test func theOriginalRepositoryIsSixVariants() throws {
        let discovery = try VariantDiscovery.discover(in: Self.originalRepository)
        #expect(discovery.variants.map(\.name) == ["MVC", "MVVM", "MVP", "MVP-C", "VIPER", "VIP"])
        #expect(discovery.reason.contains("FootballGather.xcworkspace"))
        #expect(discovery.reason.contains("MVC/FootballGather-MVC.xcodeproj"))
        #expect(discovery.reason.contains("6 variants"))
    }

    @Test func everyFileOfTheOriginalRepositoryHasItsRole() throws {
        let snapshot = try collectSnapshot(root: Self.originalRepository)
        #expect(
            Set(snapshot.variants.map(\.name)) == ["MVC", "MVVM", "MVP", "MVP-C", "VIPER", "VIP"])
        for variant in snapshot.variants {
            let expected = Self.commonFiles.merging(Self.architectureFiles[variant.name] ?? [:]) {
                $1
            }
            let found = Dictionary(
                uniqueKeysWithValues: variant.files.map { file in
                    (
                        file.path,
                        ([file.role.rawValue] + [file.screen].compactMap { $0 }).joined(
                            separator: " ")
                    )
                })
            #expect(found == expected, "\(variant.name)")
        }
        // The interactor and router tables have a row per screen in VIPER and VIP.
        for name in ["VIPER", "VIP"] {
            let variant = try #require(snapshot.variants.first { $0.name == name })
            for role in [Role.interactor, .router] {
                let screens = Set(variant.files.filter { $0.role == role }.compactMap(\.screen))
                #expect(screens == ["Login", "Gather"], "\(name) \(role.rawValue)")
            }
        }
    }

    /// Aggregating manifests of every build system beside subfolders that are project roots
    /// of every kind: each subfolder is a variant.
    @Test(arguments: [
        ("App.xcworkspace", "Alpha.xcodeproj"), ("Workspace.swift", "Project.swift"),
        ("WORKSPACE", "BUILD"), ("MODULE.bazel", "BUILD.bazel"), ("Package.swift", "Package.swift"),
        ("WORKSPACE.bazel", "BUILD"),
    ])
    func anAggregatingManifestBesideProjectRootsIsASetOfVariants(
        aggregate: String, project: String
    ) throws {
        let root = try makeTemporaryFolder("variant-roots")
        defer { try? FileManager.default.removeItem(at: root) }
        try writeManifest(aggregate, in: root)
        for variant in ["Alpha", "Beta"] {
            let folder = root.appendingPathComponent(variant)
            try writeManifest(project, in: folder)
            try writeSwift(
                ["App/\(variant)Thing.swift", "AppTests/\(variant)ThingTests.swift"], in: folder)
        }
        let discovery = try VariantDiscovery.discover(in: root)
        #expect(discovery.variants.map(\.name) == ["Alpha", "Beta"])
        #expect(discovery.reason.contains(aggregate))
        #expect(discovery.reason.contains("2 variants"))
        let snapshot = try collectSnapshot(root: root)
        #expect(
            snapshot.variants.first { $0.name == "Alpha" }?.files.map(\.path) == [
                "App/AlphaThing.swift", "AppTests/AlphaThingTests.swift",
            ])
    }

    /// One project whose own sources sit beside a local package (`App.xcodeproj`, `App/`,
    /// `Core/Package.swift`; `Package.swift`, `Sources/`, `Example/Package.swift`) is one app:
    /// the packages are its modules, not variants.
    @Test(arguments: ["App.xcodeproj", "Package.swift", "Project.swift", "BUILD"])
    func oneProjectWithLocalPackagesIsOneApp(manifest: String) throws {
        let root = try makeTemporaryFolder("one-app")
        defer { try? FileManager.default.removeItem(at: root) }
        try writeManifest(manifest, in: root)
        try writeSwift(["App/AppThing.swift", "Core/Sources/Core/Core.swift"], in: root)
        try writeManifest("Package.swift", in: root.appendingPathComponent("Core"))
        let discovery = try VariantDiscovery.discover(in: root)
        #expect(discovery.variants.map(\.name) == [root.lastPathComponent])
        #expect(discovery.reason.contains("one app"))
        #expect(discovery.reason.contains(manifest))
    }

    /// A project the others use by path (`.package(path: "../Shared")`) is their module, not
    /// a variant beside them; it is named as left out.
    @Test func aProjectTheOthersUseIsNoVariant() throws {
        let root = try makeTemporaryFolder("shared-project")
        defer { try? FileManager.default.removeItem(at: root) }
        try writeManifest("Workspace.swift", in: root)
        for variant in ["Alpha", "Beta", "Shared"] {
            let folder = root.appendingPathComponent(variant)
            try writeSwift(["Sources/\(variant)/\(variant)Thing.swift"], in: folder)
            let uses = variant == "Shared" ? "" : #".package(path: "../Shared")"#
            try Data("let package = Package(dependencies: [\(uses)])\n".utf8).write(
                to: folder.appendingPathComponent("Package.swift"))
        }
        let discovery = try VariantDiscovery.discover(in: root)
        #expect(discovery.variants.map(\.name) == ["Alpha", "Beta"])
        #expect(discovery.leftOut == ["Shared"])
    }

    /// No manifest at all: the subfolders holding Swift files are the variants, as before.
    @Test func aFolderWithNoManifestHasItsSubfoldersAsVariants() throws {
        let discovery = try VariantDiscovery.discover(in: ArticleLayoutFixture.tree)
        #expect(discovery.variants.map(\.name) == ["MVC", "MVVM", "MVP", "MVP-C"])
        #expect(discovery.reason.contains("no project manifest"))
    }

    /// `roles` says in one line why the folder became one app or several variants.
    @Test func theRoleListingSaysWhyTheseAreTheVariants() throws {
        let configuration = try ToolConfiguration.load(
            path: nil, root: Self.originalRepository, variantOverrides: [],
            in: testContext())
        let listing = RoleListing.list(configuration, in: testContext()).listing
        let first = listing.table().split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("Variants: "))
        #expect(first.contains("FootballGather.xcworkspace"))
        #expect(try StableJSON.string(listing).contains("\"variantsReason\""))
    }

    private func writeManifest(_ name: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(name)
        if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } else {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true)
            try Data("// \(name)\n".utf8).write(to: url)
        }
    }

    private func writeSwift(_ paths: [String], in folder: URL) throws {
        for path in paths {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let name = url.deletingPathExtension().lastPathComponent
            try Data("struct \(name) {}\n".utf8).write(to: url)
        }
    }
}
