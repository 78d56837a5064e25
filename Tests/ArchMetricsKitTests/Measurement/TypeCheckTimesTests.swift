import ArchMetricsMeasurement
import ArchMetricsModel
import Foundation
import Testing

/// Reading `-debug-time-function-bodies` lines: SwiftPM's reprints counted once, locations
/// read even with colons in the path, lines that are not timings ignored.
@Suite struct TypeCheckTimesTests {
    @Test func entriesDropReprintsAndKeepRealRepeats() {
        let log = """
            Building for debugging...
            1.25ms\t/p/Sources/A.swift:3:10\tinstance method M.(file).A.f()@/p/Sources/A.swift:3:10
            1.25ms\t/p/Sources/A.swift:3:10\tinstance method M.(file).A.f()@/p/Sources/A.swift:3:10
            0.02ms\t/p/Sources/A.swift:1:9\tgetter M.(file).A.x.getter@/p/Sources/A.swift:1:9
            0.03ms\t/p/Sources/A.swift:1:9\tgetter M.(file).A.x.getter@/p/Sources/A.swift:1:9
            0.50ms\t/p/odd:name/B.swift:12:4\tfunction M.(file).g()@/p/odd:name/B.swift:12:4
            12 warnings generated
            2.5ms not a timing line
            [3/9] Compiling M A.swift
            """
        let entries = TypeCheckTimes.entries(inLog: log)
        #expect(entries.map(\.milliseconds) == [1.25, 0.02, 0.03, 0.5])
        #expect(entries.map(\.line) == [3, 1, 1, 12])
        #expect(entries.last?.path == "/p/odd:name/B.swift")
        #expect(entries.first?.description == "instance method M.(file).A.f()")
    }

    @Test func profileAddsUpByRoleAndFeatureAndRanksTheSlowest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let p = folder.path
        let variant = MeasuredVariant(
            name: "V", packageFolder: folder,
            features: ["Gather": ["G.swift"], "Login": ["L.swift", "Missing.swift"]],
            roles: ["presenter": ["G.swift", "L.swift"], "view": ["V.swift"]])
        let log = """
            0.10ms\t\(p)/G.swift:1:1\ta
            0.20ms\t\(p)/G.swift:5:1\tb
            0.30ms\t\(p)/L.swift:2:1\tc
            0.30ms\t\(p)/V.swift:7:1\td
            4.00ms\t/kit/K.swift:1:1\te
            0.01ms\t\(p)/Demo/main.swift:1:1\tf
            """
        let profile = try #require(TypeCheckTimes.profile(log: log, variant: variant))
        #expect(profile.ownMilliseconds == 0.9 && profile.ownFunctions == 4)
        #expect(profile.otherMilliseconds == 4.01, "files no role lists count as other")
        #expect(profile.byRole.map(\.name) == ["presenter", "view"])
        #expect(profile.byRole.map(\.milliseconds) == [0.6, 0.3])
        #expect(profile.byRole.map(\.functions) == [3, 1])
        #expect(profile.byFeature.map(\.milliseconds) == [0.3, 0.3])
        // Equal times: the earlier file and line first, so the order is stable.
        #expect(
            profile.slowestFunctions.map { "\($0.file):\($0.line)" } == [
                "L.swift:2", "V.swift:7", "G.swift:5", "G.swift:1",
            ])
        #expect(TypeCheckTimes.profile(log: "Build complete!\n", variant: variant) == nil)
    }

    /// A script that compiles with relative paths (`cd "$variant"; swiftc … Sources/Core/*.swift`)
    /// makes the compiler print `Sources/Core/Format.swift:2:16`: the path is the variant's
    /// file, read against the folder the script compiled in, not lost to "other".
    @Test func aRelativePathIsReadAgainstTheVariantsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let core = folder.appendingPathComponent("Sources/Core")
        try FileManager.default.createDirectory(at: core, withIntermediateDirectories: true)
        try Data("struct Format {}\n".utf8).write(to: core.appendingPathComponent("Format.swift"))
        let variant = MeasuredVariant(
            name: "V", packageFolder: folder, roles: ["model": ["Sources/Core/Format.swift"]])
        let log = """
            1.50ms\tSources/Core/Format.swift:2:16\tgetter Core.(file).Format.x.getter@Sources/Core/Format.swift:2:16
            0.25ms\tSources/Kit/Other.swift:1:1\tf
            """
        let profile = try #require(TypeCheckTimes.profile(log: log, variant: variant))
        #expect(profile.ownMilliseconds == 1.5 && profile.ownFunctions == 1, "\(profile)")
        #expect(profile.otherMilliseconds == 0.25)
        #expect(profile.slowestFunctions.first?.file == "Sources/Core/Format.swift")
    }
}
