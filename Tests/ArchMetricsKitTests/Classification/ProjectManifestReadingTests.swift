import Testing

@testable import ArchMetricsClassification

/// The manifest readers on the forms the fixtures do not show: Xcode 16's synchronized
/// folders with a membership exception, quoted property-list strings, a file shared by the
/// app and its tests, and a property list that is not one.
@Suite struct ProjectManifestReadingTests {
    static let synchronizedProject = #"""
        // !$*UTF8*$!
        {
            objects = {
                G0 = {isa = PBXGroup; children = (S1, S2); sourceTree = "<group>"; };
                S1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = App; sourceTree = "<group>"; };
                S2 /* "App Tests" */ = {isa = PBXFileSystemSynchronizedRootGroup; path = "App Tests"; sourceTree = "<group>"; };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("Old/Legacy.swift", ); target = T1; };
                T1 = {isa = PBXNativeTarget; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (S1); name = App; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = (); dependencies = (D1); fileSystemSynchronizedGroups = (S2); name = "App\"Tests"; productType = "com.apple.product-type.bundle.unit-test"; };
                D1 = {isa = PBXTargetDependency; target = T1; };
            };
            rootObject = R1;
        }
        """#

    @Test func synchronizedFoldersBelongToTheirTargetButTheirExceptions() throws {
        let targets = try XcodeProjectTargets.read(Self.synchronizedProject, projectFolder: "iOS")
        #expect(targets.map(\.name) == ["App", "App\"Tests"])
        #expect(targets.first?.folders == ["iOS/App"])
        #expect(targets.first?.excluded == ["iOS/App/Old/Legacy.swift"])
        #expect(targets.last?.dependencies == ["App"])
        let membership = TargetMembership(projects: [
            TargetMembership.Project(manifest: "iOS/App.xcodeproj", folder: "iOS", targets: targets)
        ])
        #expect(membership.verdict(for: "iOS/App/Login/LoginView.swift") == .code(target: "App"))
        #expect(
            membership.verdict(for: "iOS/App Tests/LoginTests.swift")
                == .tests(target: "App\"Tests"))
        #expect(
            membership.verdict(for: "iOS/App/Old/Legacy.swift")
                == .notCounted(manifest: "iOS/App.xcodeproj"))
        #expect(membership.verdict(for: "macOS/App/Main.swift") == nil)
    }

    @Test func aFileTheAppAndItsTestsCompileIsTheApps() {
        let app = BuildTarget(name: "App", kind: .application, files: ["App/Shared.swift"])
        let tests = BuildTarget(
            name: "AppTests", kind: .unitTests, files: ["App/Shared.swift", "AppTests/T.swift"],
            dependencies: ["App"])
        let membership = TargetMembership(projects: [
            TargetMembership.Project(manifest: "App.xcodeproj", folder: "", targets: [app, tests])
        ])
        #expect(membership.verdict(for: "App/Shared.swift") == .code(target: "App"))
        #expect(membership.verdict(for: "AppTests/T.swift") == .tests(target: "AppTests"))
    }

    /// Starlark read as Swift tokens: `#` comments (with a quote in them) dropped, single
    /// quotes, `name = …`, globs and labels; a rule with no `srcs` compiles nothing.
    @Test func aBazelBuildFilesRulesAreRead() {
        let targets = BazelBuildTargets.read(
            """
            # Don't "run" this.
            swift_library(name = 'Core', srcs = glob(["**/*.swift"]), deps = ["//Base:Base"])
            ios_application(name = "App", deps = [":Core"])
            swift_test(name = "CoreTests", srcs = ["Tests/CoreTests.swift", ":Generated"], deps = [":Core"])
            """, packageFolder: "iOS")
        #expect(targets.map(\.name) == ["Core", "CoreTests"])
        #expect(targets.map(\.kind) == [.code, .unitTests])
        #expect(targets.first?.dependencies == ["Base"])
        #expect(targets.last?.dependencies == ["Core"])
        #expect(targets.first?.compiles("iOS/Login/Login.swift", files: []) == true)
        #expect(targets.last?.compiles("iOS/Tests/CoreTests.swift", files: []) == true)
        #expect(targets.last?.compiles("iOS/Generated", files: []) == false)
    }

    @Test func aBrokenPropertyListSaysWhere() {
        #expect(throws: PropertyListText.ParseError.self) {
            try XcodeProjectTargets.read("{ objects = { A = { isa = ", projectFolder: "")
        }
    }

    @Test func aSwiftPackageTargetsConventionAndLiteralsAreRead() {
        let manifest = #"""
            let package = Package(
                name: "P",
                targets: [
                    .target(name: "Core", exclude: ["Old"], sources: ["Model", "Store.swift"]),
                    .executableTarget(name: "Tool", dependencies: ["Core"], path: "Tools/Tool/"),
                    .testTarget(name: "CoreTests", dependencies: [.target(name: "Core")]),
                ]
            )
            """#
        let targets = SwiftPackageTargets.read(manifest, packageFolder: "Pkg")
        // The `.target(name: "Core")` among CoreTests' dependencies declares nothing.
        #expect(targets.map(\.name) == ["Core", "Tool", "CoreTests"])
        let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
        #expect(
            byName["Core"]?.folders == ["Pkg/Sources/Core/Model", "Pkg/Sources/Core/Store.swift"])
        #expect(byName["Core"]?.excluded == ["Pkg/Sources/Core/Old"])
        #expect(byName["Tool"]?.folders == ["Pkg/Tools/Tool"])
        #expect(byName["Tool"]?.kind == .application)
        #expect(byName["CoreTests"]?.folders == ["Pkg/Tests/CoreTests"])
        #expect(byName["CoreTests"]?.dependencies.contains("Core") == true)
    }
}
