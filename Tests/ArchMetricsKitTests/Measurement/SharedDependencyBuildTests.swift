import Foundation
import TestSupport
import Testing

@testable import ArchMetricsMeasurement

/// `SharedDependencyBuild`: the compile-work builds' shared folder, and the jobs of the modules a
/// build reused counted as if it had compiled them, found from the compiler's dependency files.
@Suite struct SharedDependencyBuildTests {
    @Test func theModulesADependencyFileListsAreFound() {
        let text = """
            /s/debug/App.build/App.swift.o : /s/App/App.swift \\
              /opt/swift/lib/swift/linux/Foundation.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule \\
              /s/debug/Modules/Kit.swiftmodule /s/with\\ space/Modules/Base_2.swiftmodule
            """
        let names = SharedDependencyBuild.swiftModuleNames(in: text)
        #expect(names.isSuperset(of: ["Kit", "Base_2", "Foundation"]))
        #expect(!names.contains("App"))
    }

    /// The first build compiles App, Kit, Base (which Kit loads) and Unused; the second compiles
    /// App alone, which loads Kit: its jobs are its own, Kit's and, through Kit, Base's, never
    /// Unused's; and its App replaces the first's.
    @Test func aReusedModulesJobsCountAsTheBuildsOwnThroughWhatTheyLoaded() throws {
        let scratch = try ScratchSpace()
        defer { scratch.removeAll() }
        let shared = SharedDependencyBuild(scratch: scratch)
        let folder = try shared.nextBuildFolder()
        let first = try Self.build(
            ["App": ["Kit"], "Kit": ["Base"], "Base": [], "Unused": ["Base"]], in: folder)
        let firstJobs = shared.jobs(adding: first.jobs, maps: first.maps)
        #expect(Set(firstJobs.jobs.map(\.module)).count == 4 && firstJobs.reused.isEmpty)

        #expect(try shared.nextBuildFolder() == folder)
        let second = try Self.build(["App": ["Kit"]], in: folder, appCounter: 7)
        let (jobs, reused) = shared.jobs(adding: second.jobs, maps: second.maps)

        #expect(jobs.map(\.module) == ["App", "App", "Base", "Base", "Kit", "Kit"])
        #expect(reused == ["Base", "Kit"])
        #expect(jobs.filter { $0.module == "App" }.allSatisfy { $0.counters["N"] == 7 })
    }

    /// A build that was never read (it failed) leaves the folder as nothing describes it: the
    /// next build gets a fresh, empty folder (by the same path), and nothing of the earlier builds is carried.
    @Test func aBuildNeverReadMakesTheNextStartInAFreshFolder() throws {
        let scratch = try ScratchSpace()
        defer { scratch.removeAll() }
        let shared = SharedDependencyBuild(scratch: scratch)
        let folder = try shared.nextBuildFolder()
        let first = try Self.build(["App": ["Kit"], "Kit": []], in: folder)
        _ = shared.jobs(adding: first.jobs, maps: first.maps)
        _ = try shared.nextBuildFolder()  // a build that failed: never read

        let fresh = try shared.nextBuildFolder()
        #expect(try FileManager.default.contentsOfDirectory(atPath: fresh.path).isEmpty)
        let again = try Self.build(["App": ["Kit"]], in: fresh)

        #expect(
            shared.jobs(adding: again.jobs, maps: again.maps).jobs.map(\.module) == ["App", "App"])
    }

    /// What a SwiftPM build of `loads` (module → the modules its file loads) leaves in `folder`:
    /// per module an output file map naming one source and its dependency file; and the jobs
    /// (the file's and the module job) its statistics would give.
    static func build(_ loads: [String: [String]], in folder: URL, appCounter: Int = 1) throws
        -> (jobs: [CompileWorkStats.Job], maps: [OutputFileMap])
    {
        var jobs: [CompileWorkStats.Job] = []
        for (module, loaded) in loads.sorted(by: { $0.key < $1.key }) {
            let build = folder.appendingPathComponent("debug/\(module).build")
            try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
            let dependencies = build.appendingPathComponent("\(module).d")
            let modules = loaded.map { "\(folder.path)/debug/Modules/\($0).swiftmodule" }
            try Data(
                "\(build.path)/\(module).swift.o : /src/\(module).swift \(modules.joined(separator: " "))\n"
                    .utf8
            )
            .write(to: dependencies)
            let map = ["/src/\(module).swift": ["dependencies": dependencies.path]]
            try JSONSerialization.data(withJSONObject: map).write(
                to: build.appendingPathComponent("output-file-map.json"))
            let counters = ["N": module == "App" ? appCounter : 1]
            for file in ["\(module).swift", nil] as [String?] {
                jobs.append(
                    CompileWorkStats.Job(
                        module: module, cleanedFileName: file, counters: counters, cpuSeconds: 0,
                        phaseSeconds: [:]))
            }
        }
        return (jobs, OutputFileMap.all(in: folder))
    }
}
