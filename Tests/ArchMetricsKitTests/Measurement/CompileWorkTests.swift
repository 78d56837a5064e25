import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

/// The compile-work measure: the compiler's statistics files parsed, and attributed to the
/// variant's own files and roles, on a real build of the tiny fixture package (one build, the
/// fast path: nothing timed).
@Suite struct CompileWorkTests {
    @Test(
        .enabled(
            if: SlowTests.enabled,
            "slow: a real swift build"))
    func aTinyRealBuildIsCountedPerOwnFileAndRole() async throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let variant = try TinyPackage.variant(in: folder)
        let report = try await offThePool {
            try MeasurementSession.measure(
                [variant], options: Self.fastPath(folder), cancellation: CancellationToken())
        }

        let measured = try #require(report.variants.first)
        #expect(measured.status == .ok, "\(measured.failureReason ?? "")")
        // Nothing timed on the fast path.
        #expect(measured.timings.isEmpty && report.runs == 0)
        let work = try #require(measured.compileWork, "\(measured.diagnostics ?? [])")
        #expect(work.compilerVersion == report.environment.swiftVersion)
        #expect(!work.batchMode)
        // Tiny.swift is the one own file, in role `shared`; Tiny's module job is own work too
        // (the module and its interface); TinyBase's Base.swift and its module job are other:
        // four jobs in all.
        #expect(work.files.map(\.file) == ["Sources/Tiny/Tiny.swift"])
        #expect(work.files.first?.role == "shared")
        #expect(work.jobs == 4)
        #expect(work.other.files == 2)
        #expect(work.own.files == 2)
        let own = try #require(work.files.first)
        // The module job type-checks the module's declarations again: own work beyond the file.
        let declarations = "Sema.NumDeclsTypechecked"
        #expect((work.own.counters[declarations] ?? 0) > (own.counters[declarations] ?? 0))
        // Own work is the own file's job plus the own module's job, listed by module; the
        // dependency's jobs are other, by module.
        #expect(work.ownModules?.map(\.name) == ["Tiny"])
        #expect(work.otherModules?.map(\.name) == ["TinyBase"])
        let tinyModule = try #require(work.ownModules?.first)
        for counter in CompileWorkProfile.headlineCounters {
            #expect(
                work.own.counters[counter]
                    == (own.counters[counter] ?? 0) + (tinyModule.counters[counter] ?? 0))
        }
        #expect(work.isExact("LLVM.NumLLVMBytesOutput"))
        for counter in CompileWorkProfile.headlineCounters {
            #expect((own.counters[counter] ?? 0) > 0, "\(counter)")
            #expect(
                work.byRole.first { $0.name == "shared" }?.counters[counter]
                    == own.counters[counter])
            #expect(
                work.byFeature.first { $0.name == "Tiny" }?.counters[counter]
                    == own.counters[counter])
        }
        #expect(own.cpuSeconds > 0 && (work.ownPhaseSeconds["perform-sema"] ?? 0) > 0)
        #expect((work.other.counters["IRModule.NumIRInsts"] ?? 0) > 0)
    }

    /// Tests/Fixtures/script-built-modules: a script calling swiftc builds two modules that each
    /// hold a `Format.swift`, after a throw-away compiler check that writes a `main.swift` job of
    /// module `main` (as CMake's configure step does). Each own file's counters are those of its
    /// own job in a hand-made build with the same flags: no job is matched by its name alone.
    @Test(
        .enabled(if: SlowTests.enabled, "slow: real swiftc builds"))
    func aScriptBuiltVariantsJobsAreMatchedByModuleAndFile() async throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = Fixtures.folder("script-built-modules")
        let shop = folder.appendingPathComponent("Shop")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Shop"), to: shop)
        let files = ["App/Format.swift", "App/main.swift", "Core/Format.swift", "Core/Price.swift"]
        // The same tree built again by a build system whose own flags put `-g` after the
        // tool's `-gnone`: debug information, so object bytes depend on the folder.
        let debug = folder.appendingPathComponent("Debug/Shop")
        try FileManager.default.createDirectory(
            at: debug.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: shop, to: debug)
        let variants = [("Shop", shop, [String]()), ("Shop-g", debug, ["-g"])].map {
            name, packageFolder, extra in
            var variant = MeasuredVariant(
                name: name, packageFolder: packageFolder, roles: ["shared": files])
            variant.commands = BuildCommands(
                build: [
                    "sh", fixture.appendingPathComponent("build.sh").path, "{variant}",
                    "{scratch}", "{swiftFlags}",
                ] + extra, test: ["true"])
            return variant
        }
        let report = try await offThePool {
            try MeasurementSession.measure(
                variants, options: Self.fastPath(folder), cancellation: CancellationToken())
        }

        let works = try report.variants.map {
            try #require($0.compileWork, "\($0.variant): \($0.diagnostics ?? [])")
        }
        let expected = try await offThePool { try Self.handMadeCounters(of: shop, in: folder) }
        for work in works {
            #expect(work.files.map(\.file) == files)
            for file in work.files {
                // Object bytes are what debug information changes; the other counters not.
                #expect(
                    file.counters.filter { work.isExact($0.key) }
                        == expected[file.file]?.filter { work.isExact($0.key) }, "\(file.file)")
                #expect(file.module == file.file.split(separator: "/").first.map(String.init))
            }
            // The compiler check's job is other, under its module.
            #expect(work.otherModules?.map(\.name) == ["main"])
        }
        // Core emits its module for App; with debug information App's module is emitted too.
        #expect(works[0].ownModules?.map(\.name) == ["Core"])
        #expect(works[1].ownModules?.map(\.name) == ["App", "Core"])
        #expect(works[0].inexactCounters == nil)
        let reason = works[1].inexactCounters?[ObjectFileCheck.objectBytes] ?? ""
        #expect(reason.contains("debug information"), "\(works[1].inexactCounters ?? [:])")
        #expect(
            report.variants[1].diagnostics?.contains { $0.contains("Object code bytes not exact") }
                == true)
    }

    /// Two variants, One and Two, whose Tiny target depends on the local package `../Base`:
    /// Two's compile-work build reuses the Base that One's compiled (its log compiles no Base
    /// file), yet counts Base's jobs as One's did, and its own counters are those of a build of
    /// Two alone, code generation's included.
    @Test(.enabled(if: SlowTests.enabled, "slow: real swift builds"))
    func variantsSharingALocalPackageCompileItOnceAndCountItInEach() async throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Tiny", dependencies: [.package(path: "../Base")],
                targets: [.target(name: "Tiny", dependencies: [.product(name: "Base", package: "Base")])])
            """
        let baseManifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Base", products: [.library(name: "Base", targets: ["Base"])],
                targets: [.target(name: "Base")])
            """
        // The same own file in both: Two's job must still generate its code, not find One's
        // object file (same module, same path in the shared folder) already holding it.
        let tiny = "import Base\npublic let tiny = [base(2), base(3)].map { $0 + 1 }\n"
        try writeFiles(
            [
                "Base/Package.swift": baseManifest,
                "Base/Sources/Base/Base.swift": "public func base(_ x: Int) -> Int { x * 2 }\n",
                "One/Package.swift": manifest, "One/Sources/Tiny/Tiny.swift": tiny,
                "Two/Package.swift": manifest, "Two/Sources/Tiny/Tiny.swift": tiny,
            ], into: folder)
        let own = "Sources/Tiny/Tiny.swift"
        let variants = ["One", "Two"].map {
            MeasuredVariant(
                name: $0, packageFolder: folder.appendingPathComponent($0),
                roles: ["shared": [own]])
        }
        let (together, alone) = try await offThePool {
            (
                try MeasurementSession.measure(
                    variants, options: Self.fastPath(folder), cancellation: CancellationToken()),
                try MeasurementSession.measure(
                    [variants[1]], options: Self.fastPath(folder.appendingPathComponent("alone")),
                    cancellation: CancellationToken())
            )
        }

        let works = try (together.variants + alone.variants).map {
            try #require($0.compileWork, "\($0.variant): \($0.diagnostics ?? [])")
        }
        let twoLog = try String(
            contentsOf: folder.appendingPathComponent("out/logs/Two/compile-work-build.log"),
            encoding: .utf8)
        #expect(
            twoLog.contains("Compiling Tiny") && !twoLog.contains("Compiling Base"), "\(twoLog)")
        for work in works {
            #expect(work.jobs == 4)
            #expect(work.otherModules?.map(\.name) == ["Base"])
        }
        // Base's jobs in Two are the very ones One's build ran, and Two says it reused Base.
        #expect(works[1].otherModules == works[0].otherModules)
        #expect(works.map(\.reusedModules) == [nil, ["Base"], nil])
        // Two's own counters, together and alone.
        #expect(works[1].files.map(\.counters) == works[2].files.map(\.counters))
        #expect(works[1].ownModules?.map(\.counters) == works[2].ownModules?.map(\.counters))
    }

    /// The fast path's options (compile work alone), logs under `folder`.
    static func fastPath(_ folder: URL) -> MeasurementOptions {
        var options = MeasurementOptions(
            logsFolder: folder.appendingPathComponent("out/logs"), timeoutSeconds: 600,
            measureCoverage: false, quiet: true, progress: { _ in })
        options.measureTypeChecking = false
        options.measureTimings = false
        return options
    }

    /// Own file → headline counters of its job in a build by hand: Core, then App over it, with
    /// the compile-work flags.
    static func handMadeCounters(of variant: URL, in folder: URL) throws -> [String: [String: Int]]
    {
        let out = folder.appendingPathComponent("hand-made").path
        func path(_ file: String) -> String { variant.appendingPathComponent(file).path }
        return try handMadeCounters(
            [
                [
                    "-emit-library", "-static", "-module-name", "Core", "-emit-module",
                    "-emit-module-path", out + "/Core.swiftmodule", "-o", out + "/libCore.a",
                    path("Core/Format.swift"), path("Core/Price.swift"),
                ],
                [
                    "-module-name", "App", "-I", out, "-L", out, "-lCore", "-o", out + "/app",
                    path("App/Format.swift"), path("App/main.swift"),
                ],
            ], in: folder)
    }

    /// `Module/File.swift` → headline counters of its job, from `swiftc` run once per argument
    /// list in order with the compile-work flags (statistics under `folder/hand-made/stats`).
    static func handMadeCounters(_ builds: [[String]], in folder: URL) throws -> [String: [String:
        Int]]
    {
        let stats = folder.appendingPathComponent("hand-made/stats")
        try FileManager.default.createDirectory(at: stats, withIntermediateDirectories: true)
        let flags = CompileWorkStats.compilerFlags(statsFolder: stats)
        for arguments in builds {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc"] + flags + arguments
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "swiftc \(arguments)")
        }
        var counters: [String: [String: Int]] = [:]
        for job in CompileWorkStats.jobs(inFolder: stats) {
            guard let name = job.cleanedFileName else { continue }
            counters[job.module + "/" + name] = Dictionary(
                uniqueKeysWithValues: CompileWorkProfile.headlineCounters.map {
                    ($0, job.counters[$0] ?? 0)
                })
        }
        return counters
    }

    /// Object files are read for debug information and folder paths; a module wrapped for the
    /// debugger (`X.swiftmodule.o`, SwiftPM's executables on Linux) records paths but is no
    /// code, so it does not make object bytes inexact.
    @Test func objectFilesWithDebugInformationOrPathsMakeObjectBytesInexact() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = folder.appendingPathComponent("debug/App.build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws {
            try Data(("\u{7F}ELF" + text).utf8).write(to: build.appendingPathComponent(name))
        }
        try write("App.swiftmodule.o", "module from \(folder.path)/App")
        try write("main.swift.o", "code")
        #expect(ObjectFileCheck.inexactCounters(buildFolder: folder, paths: [folder.path]).isEmpty)
        try write("Screen.swift.o", "code .debug_info")
        let reason = ObjectFileCheck.inexactCounters(buildFolder: folder, paths: [folder.path])
        #expect(
            reason[ObjectFileCheck.objectBytes]?.hasPrefix(
                "1 of 2 object files hold debug information") == true, "\(reason)")
    }

    /// The own rows' object bytes are judged by the objects of own files alone, as the build's
    /// output file maps name them (SwiftPM's absolute paths; CMake's Ninja generator's relative
    /// to the build folder it runs in): a generated source's object (SwiftPM's
    /// `resource_bundle_accessor`) or another target's archive holding the build folder leaves
    /// them exact; an own file's object holding it (a `#filePath` literal) does not, and is
    /// named. With no map naming an own file's object, every object file is read.
    @Test func onlyOwnFilesObjectsJudgeObjectBytesWhenOutputFileMapsNameThem() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let variant = folder.appendingPathComponent("Shop")
        let build = folder.appendingPathComponent("scratch")
        func write(_ url: URL, _ text: String) throws {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func object(_ relative: String, _ text: String) throws {
            try write(build.appendingPathComponent(relative), "\u{7F}ELF" + text)
        }
        func map(_ relative: String, _ objectOfSource: [String: String]) throws {
            let entries = objectOfSource.mapValues { ["object": $0] }
            let data = try JSONSerialization.data(withJSONObject: entries)
            try write(build.appendingPathComponent(relative), String(decoding: data, as: UTF8.self))
        }
        let screen = variant.appendingPathComponent("Sources/App/Screen.swift")
        let price = variant.appendingPathComponent("Core/Price.swift")
        try write(screen, "struct Screen {}")
        try write(price, "struct Price {}")
        try map(
            "debug/App.build/output-file-map.json",
            [
                screen.path: build.path + "/debug/App.build/Screen.swift.o"
            ])
        try object("debug/App.build/Screen.swift.o", "code")
        let accessor =
            build.path + "/debug/Script.build/DerivedSources/resource_bundle_accessor.swift"
        try map(
            "debug/Script.build/output-file-map.json",
            [
                accessor: build.path + "/debug/Script.build/resource_bundle_accessor.swift.o"
            ])
        try object(
            "debug/Script.build/resource_bundle_accessor.swift.o",
            "bundle at \(build.path)/debug/Script.resources")
        try map(
            "cmake/CMakeFiles/Core.dir/output-file-map.json",
            [
                price.path: "CMakeFiles/Core.dir/Core/Price.swift.o"
            ])
        try object("cmake/CMakeFiles/Core.dir/Core/Price.swift.o", "code")
        try object("cmake/libOther.a", "built in \(variant.path)")
        let paths = [build.path, variant.path]
        let own = [screen.path, price.path]
        #expect(
            ObjectFileCheck.inexactCounters(buildFolder: build, paths: paths, ownSources: own)
                == [:])

        try object("cmake/CMakeFiles/Core.dir/Core/Price.swift.o", "at \(price.path)")
        #expect(
            ObjectFileCheck.inexactCounters(buildFolder: build, paths: paths, ownSources: own)
                == [
                    ObjectFileCheck.objectBytes:
                        "1 of 2 own files' object files hold the build's or the variant's folder path (cmake/CMakeFiles/Core.dir/Core/Price.swift.o): object bytes change with the folder a build runs in"
                ])

        try object("debug/App.build/Other.swift.o", "at \(variant.path)")
        let all = ObjectFileCheck.inexactCounters(
            buildFolder: build, paths: paths, ownSources: [variant.path + "/Unmapped.swift"])
        #expect(
            all[ObjectFileCheck.objectBytes]?.hasPrefix(
                "4 of 5 object files hold the build's or the variant's folder path (cmake/CMakeFiles/Core.dir/Core/Price.swift.o, cmake/libOther.a, debug/App.build/Other.swift.o and 1 more)"
            ) == true, "\(all)")
    }

    @Test func aStatisticsFileNameAndItsCountersAreRead() throws {
        let json = """
            {"Sema.NumConstraintScopes": 827, "AST.NumSourceLinesPerSecond": 167, "LLVM.NumLLVMBytesOutput": 5,
             "time.swift.perform-sema.user": 0.25, "time.swift.perform-sema.sys": 0.05, "time.swift.perform-sema.wall": 9,
             "time.swift.typecheck-expr.user": 0.1,
             "time.swift-frontend.Kit-InMemoryBackend_Demo.swift-x86_64_unknown_linux_gnu-o-Onone.user": 1.5,
             "time.swift-frontend.Kit-InMemoryBackend_Demo.swift-x86_64_unknown_linux_gnu-o-Onone.sys": 0.5}
            """
        let job = try #require(
            CompileWorkStats.job(
                fileName:
                    "stats-1795670839487571-swift-frontend-Kit-InMemoryBackend_Demo.swift-x86_64_unknown_linux_gnu-o-Onone-286880259.json",
                contents: Data(json.utf8)))
        #expect(job.module == "Kit" && job.cleanedFileName == "InMemoryBackend_Demo.swift")
        #expect(job.counters == ["Sema.NumConstraintScopes": 827, "LLVM.NumLLVMBytesOutput": 5])
        #expect(job.cpuSeconds == 2.0)
        #expect(job.phaseSeconds == ["perform-sema": 0.3])
        #expect(
            CompileWorkStats.cleaned("InMemoryBackend+Demo.swift") == "InMemoryBackend_Demo.swift")
        let module = try #require(
            CompileWorkStats.job(
                fileName:
                    "stats-1-swift-frontend-Kit-all-x86_64_unknown_linux_gnu-swiftmodule-Onone-2.json",
                contents: Data("{}".utf8)))
        #expect(module.cleanedFileName == nil)
        #expect(CompileWorkStats.job(fileName: "notes.txt", contents: Data("{}".utf8)) == nil)
    }

    /// A map's working folders stop at the build folder, compared by path components: a
    /// sibling folder whose name begins with the build folder's is not inside it.
    @Test func workingFoldersOfAMapStayInsideTheBuildFolder() {
        let root = URL(fileURLWithPath: "/tmp/scratch/build")
        let inside = URL(
            fileURLWithPath: "/tmp/scratch/build/CMakeFiles/T.dir/output-file-map.json")
        #expect(
            CompileWorkModules.workingFolders(of: inside, in: root).map(\.path) == [
                "/tmp/scratch/build/CMakeFiles/T.dir", "/tmp/scratch/build/CMakeFiles",
                "/tmp/scratch/build",
            ])
        let sibling = URL(fileURLWithPath: "/tmp/scratch/build-2/T.dir/output-file-map.json")
        #expect(CompileWorkModules.workingFolders(of: sibling, in: root).isEmpty)
    }
}
