import Foundation
import TestSupport
import Testing

@testable import ArchMetricsMeasurement

/// `PrivateCopy`: what a measurement builds and touches is a copy of the variant, with the local
/// packages its manifest names by relative paths reachable as from the original.
@Suite struct PrivateCopyTests {
    @Test func theCopyHoldsTheVariantAndReachesItsRelativeDependencies() throws {
        let root = try makeTemporaryFolder("archmetrics-private-copy")
        defer { try? FileManager.default.removeItem(at: root) }
        try writeFiles(
            [
                "Core/Kit/Package.swift": "// swift-tools-version: 6.0\n",
                "Core/Kit/Sources/Kit/Kit.swift": "public let kit = 1\n",
                "Core/App/Package.swift":
                    "// swift-tools-version: 6.0\n// .package(path: \"../Kit\")\n",
                "Core/App/Sources/App/App.swift": "let app = 1\n",
                "Core/App/.build/debug/huge": "built\n",
            ], into: root)
        let original = root.appendingPathComponent("Core/App")
        let variant = MeasuredVariant(name: "App", packageFolder: original)
        let scratch = try ScratchSpace()

        let copied = try PrivateCopy.of([variant], folderNames: ["App"], in: scratch)[0]

        let copy = copied.packageFolder
        #expect(copy.path != original.path && copy.lastPathComponent == "App")
        #expect(copy.path.hasPrefix(scratch.root.path))
        #expect(
            try String(
                contentsOf: copy.appendingPathComponent("Sources/App/App.swift"), encoding: .utf8)
                == "let app = 1\n")
        #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent(".build").path))
        // `../Kit` from the copy is the original Kit.
        let kit = copy.appendingPathComponent("../Kit/Sources/Kit/Kit.swift").standardizedFileURL
        #expect(try String(contentsOf: kit, encoding: .utf8) == "public let kit = 1\n")
        // Touching the copy's file leaves the original's as it was; removing the scratch space
        // removes the links to Kit, never Kit.
        let before = try Self.modified(original.appendingPathComponent("Sources/App/App.swift"))
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(60)],
            ofItemAtPath: copy.appendingPathComponent("Sources/App/App.swift").path)
        #expect(
            try Self.modified(original.appendingPathComponent("Sources/App/App.swift")) == before)
        scratch.removeAll()
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Core/Kit/Sources/Kit/Kit.swift").path))
    }

    @Test func siblingVariantsShareOneMirrorAndSoOnePathToTheirLocalPackage() throws {
        let root = try makeTemporaryFolder("archmetrics-private-copy")
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = "// swift-tools-version: 6.0\n// .package(path: \"../Kit\")\n"
        try writeFiles(
            [
                "Core/Kit/Package.swift": "// swift-tools-version: 6.0\n",
                "Core/App/Package.swift": manifest, "Core/App/App.swift": "let app = 1\n",
                "Core/Shop/Package.swift": manifest, "Core/Shop/Shop.swift": "let shop = 1\n",
                "Core/Shop/Inner/Package.swift": manifest,
            ], into: root)
        let names = ["App", "Shop", "Inner"]
        let variants = ["Core/App", "Core/Shop", "Core/Shop/Inner"].enumerated().map {
            MeasuredVariant(
                name: names[$0.offset], packageFolder: root.appendingPathComponent($0.element))
        }
        let scratch = try ScratchSpace()
        defer { scratch.removeAll() }

        let copies = try PrivateCopy.of(variants, folderNames: names, in: scratch).map(
            \.packageFolder)

        let parents = copies.map { $0.deletingLastPathComponent().path }
        #expect(parents[0] == parents[1])
        // Each sibling is a copy in the shared mirror, not the link its sibling's mirror made.
        for (copy, file) in [(copies[0], "App.swift"), (copies[1], "Shop.swift")] {
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: copy.path)) == nil)
            #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent(file).path))
        }
        let kit = URL(fileURLWithPath: parents[0]).appendingPathComponent("Kit")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: kit.path)
                == root.appendingPathComponent("Core/Kit").resolvingSymlinksInPath().path)
        // A variant inside another's folder is mirrored apart: the copy of its parent is the
        // variant's, not a mirror.
        #expect(parents[2] != copies[1].path)
        #expect(copies[2].path.hasPrefix(scratch.root.path))
    }

    @Test func aManifestsDeepestRelativePathSaysHowFarUpToMirror() throws {
        let root = try makeTemporaryFolder("archmetrics-private-copy")
        defer { try? FileManager.default.removeItem(at: root) }
        let manifests = [
            "none": "let package = Package(name: \"A\", path: \"Sources/..x\")",
            "one": ".package(path: \"../Kit\"), .package(path: \"..\")",
            "two": ".package(path: \"../Kit\"), .package(path: \"../../Shared/Base\")",
        ]
        for (name, text) in manifests {
            try writeFiles(["\(name)/Package.swift": text], into: root)
        }
        func climbs(_ name: String) -> Int {
            PrivateCopy.climbs(manifest: root.appendingPathComponent("\(name)/Package.swift"))
        }
        #expect(climbs("none") == 0 && climbs("one") == 1 && climbs("two") == 2)
    }

    static func modified(_ file: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    }
}
