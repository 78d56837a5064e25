import ArchMetricsKit
import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

/// Tests/Fixtures/cmake-built: a CMake project built with Ninja through the fixture's `commands`
/// (`-DCMAKE_Swift_FLAGS={swiftFlags}`), as a team with a CMake build would configure it. Runs
/// where `cmake` and `ninja` are on PATH (CI installs both from PyPI).
@Suite struct CMakeBuildTests {
    static let fixture = Fixtures.folder("cmake-built")

    /// Both tools found on PATH.
    static let cmakeAndNinjaOnPath = ["cmake", "ninja"].allSatisfy { tool in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
    }

    /// Each own file's counters are its own job's in a hand-made `swiftc` build with the same
    /// flags, matched by module through the output file maps CMake's Ninja generator writes
    /// (`CMakeFiles/<target>.dir/`): Core and Catalog each hold a `Format.swift`, the executable
    /// and the test executable each a `main.swift`, and CMake's configure-time compiler checks
    /// (modules `main` and `cmTC_…`) compile a `main.swift` too; those are other work.
    @Test(
        .enabled(if: SlowTests.enabled, "slow: a real CMake configure and build"),
        .enabled(
            if: cmakeAndNinjaOnPath,
            "needs cmake and ninja on PATH (python3 -m pip install cmake ninja)"))
    func aCMakeNinjaBuildIsMatchedByModuleAndFile() async throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("cmake-built")
        try FileManager.default.copyItem(at: Self.fixture, to: copy)
        let configuration = try ToolConfiguration.load(
            path: copy.appendingPathComponent("archmetrics.json"), root: nil,
            variantOverrides: [], in: testContext())
        let shop = try #require(configuration.variants.first)
        let moduleOfFile = [
            "App/main.swift": "Shop", "Catalog/Format.swift": "Catalog",
            "Catalog/Item.swift": "Catalog", "Core/Format.swift": "Core",
            "Core/Price.swift": "Core", "Tests/main.swift": "ShopTests",
        ]
        var variant = MeasuredVariant(
            name: shop.name, packageFolder: shop.folder,
            roles: ["shared": moduleOfFile.keys.sorted()])
        variant.commands = configuration.commands?.commands(for: shop.name)
        let report = try await offThePool {
            try MeasurementSession.measure(
                [variant], options: CompileWorkTests.fastPath(folder),
                cancellation: CancellationToken())
        }

        let measured = try #require(report.variants.first)
        #expect(measured.status == .ok, "\(measured.failureReason ?? "")")
        // The report names the configured build, as written, not SwiftPM's.
        #expect(measured.buildCommand == variant.commands?.build)
        #expect(measured.buildCommand?.last == "-DCMAKE_Swift_FLAGS={swiftFlags}")
        let work = try #require(measured.compileWork, "\(measured.diagnostics ?? [])")
        let expected = try await offThePool {
            try Self.handMadeCounters(of: shop.folder, in: folder)
        }
        #expect(work.files.map(\.file) == moduleOfFile.keys.sorted())
        for file in work.files {
            let module = try #require(moduleOfFile[file.file])
            #expect(file.module == module, "\(file.file)")
            let job = module + "/" + (file.file.split(separator: "/").last.map(String.init) ?? "")
            #expect(file.counters == expected[job], "\(file.file)")
        }
        #expect(work.ownModules?.map(\.name) == ["Catalog", "Core"])
        let others = work.otherModules?.map(\.name) ?? []
        #expect(others.contains("main") && others.contains { $0.hasPrefix("cmTC_") }, "\(others)")
        #expect(others.allSatisfy { $0 == "main" || $0.hasPrefix("cmTC_") }, "\(others)")
        #expect(work.inexactCounters == nil, "\(work.inexactCounters ?? [:])")
    }

    /// The fixture built by hand, as CMake builds it: Core, Catalog over it, then the two
    /// executables (their modules named after their outputs, as `swiftc -o Shop` names them).
    /// Two of CMake's choices change object bytes, so the hand-made build makes them too: a
    /// library's `-module-link-name` (its name in every object that imports it) and objects
    /// named `File.swift.o` (an object holds its own file name; swiftc's are `File-1.o`).
    static func handMadeCounters(of shop: URL, in folder: URL) throws -> [String: [String: Int]] {
        let out = folder.appendingPathComponent("hand-made").path
        func objects(_ module: String, _ files: [String]) throws -> [String] {
            var map: [String: [String: String]] = [:]
            for file in files {
                let name = file.split(separator: "/").last.map(String.init) ?? file
                map[shop.appendingPathComponent(file).path] = [
                    "object": "\(out)/objects/\(module)/\(name).o"
                ]
            }
            let mapFile = URL(fileURLWithPath: "\(out)/objects/\(module)/output-file-map.json")
            try FileManager.default.createDirectory(
                at: mapFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONSerialization.data(withJSONObject: map).write(to: mapFile)
            return ["-output-file-map", mapFile.path]
                + files.map { shop.appendingPathComponent($0).path }
        }
        func library(_ name: String, _ files: [String]) throws -> [String] {
            [
                "-emit-library", "-static", "-module-name", name, "-module-link-name", name,
                "-emit-module", "-emit-module-path", "\(out)/\(name).swiftmodule",
                "-o", "\(out)/lib\(name).a", "-I", out,
            ] + (try objects(name, files))
        }
        func executable(_ name: String, _ file: String) throws -> [String] {
            [
                "-module-name", name, "-I", out, "-L", out, "-lCatalog", "-lCore",
                "-o", "\(out)/\(name)",
            ] + (try objects(name, [file]))
        }
        return try CompileWorkTests.handMadeCounters(
            [
                try library("Core", ["Core/Format.swift", "Core/Price.swift"]),
                try library("Catalog", ["Catalog/Format.swift", "Catalog/Item.swift"]),
                try executable("Shop", "App/main.swift"),
                try executable("ShopTests", "Tests/main.swift"),
            ], in: folder)
    }
}
