import ArchMetricsKit
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
            "slow: a real swift build"),
        .timeLimit(.minutes(10)))
    func aTinyRealBuildIsCountedPerOwnFileAndRole() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let variant = try TinyPackage.variant(in: folder)
        var options = MeasurementOptions(
            logsFolder: folder.appendingPathComponent("out/logs"), timeoutSeconds: 600,
            measureCoverage: false, quiet: true)
        options.measureTypeChecking = false
        options.measureTimings = false

        let report = try MeasurementHarness(options: options).measure([variant])

        let measured = try #require(report.variants.first)
        #expect(measured.status == .ok, "\(measured.failureReason ?? "")")
        // Nothing timed on the fast path.
        #expect(measured.timings.isEmpty && report.runs == 0)
        let work = try #require(measured.compileWork, "\(measured.diagnostics ?? [])")
        #expect(work.compilerVersion == report.environment.swiftVersion)
        #expect(!work.batchMode)
        // Tiny.swift is the one own file, in role `shared`; TinyBase's Base.swift and the two
        // module-interface jobs are other: four jobs in all.
        #expect(work.files.map(\.file) == ["Sources/Tiny/Tiny.swift"])
        #expect(work.files.first?.role == "shared")
        #expect(work.jobs == 4)
        #expect(work.other.files == 3)
        let own = try #require(work.files.first)
        for counter in CompileWorkProfile.headlineCounters {
            #expect((own.counters[counter] ?? 0) > 0, "\(counter)")
            #expect(work.own.counters[counter] == own.counters[counter])
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
}
