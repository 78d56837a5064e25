import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsMeasurement
@testable import ArchMetricsModel

/// Figures a build writes are checked as they are read: a statistics file with an impossible
/// counter or time (`Int.max`, `2^63`, `-1`, `12.7`, `1e308`) is left out as unreadable, named,
/// and every other job still counts; an impossible type-check time is left out of the sums; and
/// whatever the files hold, the profile written is one the snapshot reader accepts.
@Suite struct ImpossibleFiguresTests {
    static let module = "Gather"

    static func statsName(_ file: String, _ index: Int) -> String {
        "stats-\(index)-swift-frontend-\(module)-\(file)-x86_64_unknown_linux_gnu-o-Onone-\(index).json"
    }

    static func statsJSON(counter: String, cpu: String = "0.5") -> String {
        """
        {"Sema.NumConstraintScopes": \(counter), "LLVM.NumLLVMBytesOutput": 7,
         "time.swift-frontend.Gather-G.swift-x86_64_unknown_linux_gnu-o-Onone.user": \(cpu),
         "time.swift.perform-sema.user": 0.25}
        """
    }

    static func variant(_ folder: URL) -> MeasuredVariant {
        MeasuredVariant(
            name: "V", packageFolder: folder, features: ["Gather": ["G.swift"]],
            roles: ["presenter": ["G.swift"]])
    }

    @Test func anImpossibleCounterOrTimeMakesThatJobUnreadableAndTheRestCounts() throws {
        let folder = try makeTemporaryFolder("impossible-figures")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stats = folder.appendingPathComponent("stats")
        try FileManager.default.createDirectory(at: stats, withIntermediateDirectories: true)
        let bad = [
            statsJSONAt(0, counter: "\(Int.max)"), statsJSONAt(1, counter: "9223372036854775808"),
            statsJSONAt(2, counter: "-1"), statsJSONAt(3, counter: "12.7"),
            statsJSONAt(4, counter: "3", cpu: "1e308"), statsJSONAt(5, counter: "3", cpu: "-3.5"),
        ]
        for (name, json) in bad + [statsJSONAt(9, counter: "40")] {
            try Data(json.utf8).write(to: stats.appendingPathComponent(name))
        }
        let jobs = CompileWorkStats.jobs(inFolder: stats)
        #expect(
            jobs.map(\.counters) == [
                ["Sema.NumConstraintScopes": 40, "LLVM.NumLLVMBytesOutput": 7]
            ])
        let read = CompileWorkStats.readJobs(inFolder: stats)
        #expect(read.jobs == jobs)
        #expect(read.unreadable.map(\.file) == bad.map(\.0))
        #expect(
            read.unreadable.allSatisfy {
                $0.reason.contains("Sema.NumConstraintScopes") || $0.reason.contains("time.")
            }, "\(read.unreadable)")
        let profile = try #require(
            CompileWorkStats.profile(
                jobs: jobs, modules: CompileWorkModules(moduleOfFile: ["G.swift": Self.module]),
                variant: Self.variant(folder),
                compilerVersion: "6.3"))
        #expect(profile.own.counters["Sema.NumConstraintScopes"] == 40)
        #expect(profile.own.cpuSeconds == 0.5)
    }

    func statsJSONAt(_ index: Int, counter: String, cpu: String = "0.5") -> (String, String) {
        (Self.statsName("G.swift", index), Self.statsJSON(counter: counter, cpu: cpu))
    }

    @Test func anImpossibleTypeCheckTimeIsLeftOutOfTheSums() throws {
        let folder = try makeTemporaryFolder("impossible-figures")
        defer { try? FileManager.default.removeItem(at: folder) }
        let p = folder.path
        let log = """
            1e308ms\t\(p)/G.swift:1:1\ta
            1e308ms\t\(p)/G.swift:2:1\tb
            1e309ms\t\(p)/G.swift:3:1\tc
            0.50ms\t\(p)/G.swift:4:1\td
            1e308ms\t/kit/K.swift:1:1\te
            1e308ms\t/kit/K.swift:2:1\tf
            2.00ms\t/kit/K.swift:3:1\tg
            """
        let profile = try #require(TypeCheckTimes.profile(log: log, variant: Self.variant(folder)))
        #expect(profile.ownMilliseconds == 0.5 && profile.ownFunctions == 1)
        #expect(profile.otherMilliseconds == 2)
        #expect(TypeCheckTimes.read(log: log).impossible == 5)
        let json = try StableJSON.encode(profile)
        #expect(SnapshotNumberCheck.firstProblem(in: json) == nil)
    }

    /// Random statistics files, from plausible to absurd: the profile read from them always
    /// encodes, and the snapshot reader accepts every number in it.
    @Test func whateverTheFilesHoldTheWrittenProfileIsOneTheReaderAccepts() throws {
        let folder = try makeTemporaryFolder("impossible-figures")
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SplitMix64(seed: 41)
        let extremes = [
            "\(Int.max)", "9223372036854775808", "-1", "12.7", "1e308", "1099511627776",
            "1099511627775", "0", "4503599627370496", "1e-300",
        ]
        func value() -> String {
            switch random.next() % 3 {
            case 0: return extremes[Int(random.next() % UInt64(extremes.count))]
            case 1: return "\(random.next() % (1 << 42))"
            default: return "\(Double(random.next() % 1_000_000) / 1000)"
            }
        }
        for round in 0..<40 {
            let stats = folder.appendingPathComponent("stats\(round)")
            try FileManager.default.createDirectory(at: stats, withIntermediateDirectories: true)
            for index in 0..<(2 + Int(random.next() % 6)) {
                try Data(Self.statsJSON(counter: value(), cpu: value()).utf8).write(
                    to: stats.appendingPathComponent(Self.statsName("G.swift", index)))
            }
            guard
                let profile = CompileWorkStats.profile(
                    jobs: CompileWorkStats.jobs(inFolder: stats),
                    modules: CompileWorkModules(moduleOfFile: ["G.swift": Self.module]),
                    variant: Self.variant(folder), compilerVersion: "6.3")
            else { continue }
            let json = try StableJSON.encode(profile)
            #expect(SnapshotNumberCheck.firstProblem(in: json) == nil, "round \(round)")
        }
    }
}
