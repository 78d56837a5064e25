import ArchMetricsKit
import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Dispatch
import Foundation
import TestSupport
import Testing

/// The liveness check the process tests rely on must itself be able to say "alive".
@Suite struct IsGoneTests {
    @Test func aLiveProcessIsNotGoneAndAReapedOneIs() throws {
        #expect(!MeasureFixtures.isGone(getpid()))
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sleep")
        child.arguments = ["30"]
        try child.run()
        #expect(!MeasureFixtures.isGone(child.processIdentifier))
        // SIGKILL: the runner may start us with SIGTERM blocked, and children inherit the mask.
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(MeasureFixtures.isGone(child.processIdentifier))
    }
}

/// The measurement session end to end against the fake `swift`: statistics, interleaving, failures,
/// timeouts and interruption, each in well under a few seconds.
@Suite struct MeasurementSessionTests {
    private func options(_ folder: URL, runs: Int = 2, warmup: Int = 1) throws -> MeasurementOptions
    {
        MeasurementOptions(
            logsFolder: folder.appendingPathComponent("out/logs"), runs: runs, warmup: warmup,
            timeoutSeconds: 30,
            killGraceSeconds: 0.3, swiftExecutable: try MeasureFixtures.fakeSwift(in: folder),
            quiet: true, progress: { _ in })
    }

    @Test func measuresTimingsTestCountsAndCoverage() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Every command lasts 0.1 s: a command of a few milliseconds may end, under load, before
        // the runner first looks at its memory (a lower bound: `ChildPeakMemory`) or costs less
        // CPU time than the clock can tell, which the per-sample checks below would take for
        // a fault.
        let conf = """
            BUILD_SLEEP=0.1
            TEST_SLEEP=0.1
            TEST_OUTPUT='\(MeasureFixtures.folder.path)/outputs/both-runners-passing.txt'
            CODECOV_TEMPLATE='\(MeasureFixtures.folder.path)/codecov-template.json'
            """
        let package = try MeasureFixtures.fakePackage("MVP-C", in: folder, conf: conf)
        let touched = package.appendingPathComponent("Sources/App/Gather/GatherPresenter.swift")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: touched.path)
        let variant = MeasuredVariant(
            name: "MVP-C", packageFolder: package,
            features: [
                "Gather": [
                    "Sources/App/Gather/GatherPresenter.swift",
                    "Sources/App/Gather/GatherView.swift",
                ]
            ],
            roles: [
                "presenter": [
                    "Sources/App/Gather/GatherPresenter.swift",
                    "Sources/App/Login/LoginPresenter.swift",
                ],
                "view": ["Sources/App/Gather/GatherView.swift", "Sources/App/Missing.swift"],
            ],
            incrementalTouchFile: "Sources/App/Gather/GatherPresenter.swift")
        let lines = LineCollector()
        var options = try options(folder)
        options.quiet = false
        options.verbose = true
        options.progress = { lines.append($0) }

        let report = try MeasurementSession.measure(
            [variant], options: options, cancellation: CancellationToken())

        let measured = try #require(report.variants.first)
        #expect(measured.status == .ok && measured.failureReason == nil)
        for measure in [TimingMeasure.cleanBuild, .nullBuild, .incrementalBuild] {
            let statistics = try #require(measured.timing(measure))
            #expect(statistics.samples.count == 2, "warm-up samples are not kept")
            #expect(statistics.min >= 0.1)
        }
        #expect(measured.timing(.cleanTest)?.samples.count == 2)
        // CPU time and peak memory of each timed command, sample for sample; the sleeping fake
        // swift costs far less CPU than wall time. None for the runner-reported test execution.
        for measure in [TimingMeasure.cleanBuild, .nullBuild, .incrementalBuild, .cleanTest] {
            let cpu = try #require(measured.cpuTiming(measure))
            let wall = try #require(measured.timing(measure))
            #expect(cpu.samples.count == 2)
            #expect(zip(cpu.samples, wall.samples).allSatisfy { $0 > 0 && $0 < $1 })
            #expect(measured.peakMemoryBytes?[measure.rawValue]?.min ?? 0 > 100_000)
        }
        #expect(measured.cpuTiming(.testExecution) == nil)
        #expect(measured.timing(.testExecution)?.samples.map { ($0 * 1000).rounded() } == [4, 4])
        #expect(measured.tests == TestCounts(ran: 7, passed: 5, failed: 0, skipped: 2))
        #expect(
            measured.featureCoverage.map { "\($0.name) \($0.coveredLines)/\($0.executableLines)" }
                == ["Gather 122/150"])
        #expect(
            measured.roleCoverage.map { "\($0.name) \($0.coveredLines)/\($0.executableLines)" } == [
                "presenter 107/140", "view 25/50",
            ])
        #expect(measured.roleCoverage.last?.missingFiles == ["Sources/App/Missing.swift"])
        // The roles list a file that is not there: no variant-only build, and a note saying so.
        #expect(measured.timing(.variantBuild) == nil)
        #expect(
            measured.diagnostics == [
                "cannot touch Sources/App/Gather/GatherView.swift (No such file or directory); no variant-only build measured",
                "view: no coverage data for Sources/App/Missing.swift",
                "no -debug-time-function-bodies times in logs/MVP-C/coverage-build.log; no type-checking figures",
            ])
        // The fake compiler's statistics: the one own file on disk.
        #expect(
            measured.compileWork?.files.map(\.file) == ["Sources/App/Gather/GatherPresenter.swift"])

        // Logs: every command, relative to the output folder, and really there.
        // Per run three builds and a test run; the coverage build (which carries type checking),
        // test run and path; the compile-work build.
        #expect(measured.logPaths.count == 3 * 4 + 3 + 1)
        #expect(measured.logPaths.contains("logs/MVP-C/coverage-build.log"))
        #expect(measured.logPaths.contains("logs/MVP-C/compile-work-build.log"))
        #expect(measured.logPaths.contains("logs/MVP-C/warmup1-clean-build.log"))
        #expect(measured.logPaths.contains("logs/MVP-C/run2-incremental-build.log"))
        #expect(measured.logPaths.contains("logs/MVP-C/coverage-test.log"))
        for path in measured.logPaths {
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("out").appendingPathComponent(path).path))
        }

        // The incremental build touched a private copy of the variant: the user's file is as it
        // was, its modification time too (an editor or a second run there is left alone).
        let modified =
            try FileManager.default.attributesOfItem(atPath: touched.path)[.modificationDate]
            as? Date
        #expect(modified == Date(timeIntervalSince1970: 1_000_000))
        #expect(
            try String(contentsOf: touched, encoding: .utf8) == "final class GatherPresenter {}\n")

        #expect(report.runs == 2 && report.warmup == 1 && report.referenceVariant == "MVC")
        #expect(report.environment.swiftVersion == "Swift version 0.0.0-fake (fake-swift)")
        #expect(report.toolOverheadSeconds >= 0 && report.toolOverheadSeconds < report.wallSeconds)

        // Progress: every step, plain lines, an estimate once something has been timed.
        #expect(lines.all.contains { $0.contains("MVP-C warm-up 1/1: clean build…") })
        #expect(
            lines.all.contains {
                $0.contains(
                    "MVP-C run 2/2: incremental build (Sources/App/Gather/GatherPresenter.swift touched)…"
                )
            })
        #expect(lines.all.contains { $0.contains(" left] MVP-C run 1/2: clean build…") })
        #expect(lines.all.contains { $0.contains("tool overhead") })
        #expect(!lines.all.contains { $0.contains("\u{1B}") || $0.contains("\r") })

        // The report is stable JSON and reads back.
        let decoded = try StableJSON.decoder().decode(
            MeasurementResults.self, from: try StableJSON.encode(report))
        #expect(decoded.variants == report.variants)
    }

    /// `--compile-work-only` times nothing, yet its builds are what takes the time: from the
    /// second variant on, each line gives the time left, from the builds done so far.
    @Test func aCompileWorkOnlyRunEstimatesTheTimeLeft() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let variants = try ["MVC", "MVP", "VIP"].map {
            MeasuredVariant(
                name: $0,
                packageFolder: try MeasureFixtures.fakePackage(
                    $0, in: folder, conf: "BUILD_SLEEP=0.2"))
        }
        let lines = LineCollector()
        var options = try options(folder)
        options.measureTimings = false
        options.measureCoverage = false
        options.measureTypeChecking = false
        options.quiet = false
        options.progress = { lines.append($0) }

        _ = try MeasurementSession.measure(
            variants, options: options, cancellation: CancellationToken())

        // The announcements of the builds (each then reports its counters on a line of its own).
        let announced = lines.all.filter {
            $0.contains(" compile work: ") && $0.contains("(untimed)")
        }
        #expect(announced.count == 3, "\(lines.all)")
        #expect(!(announced.first ?? "").contains(" left]"), "nothing to go by yet")
        #expect(announced.dropFirst().allSatisfy { $0.contains(" left] ") }, "\(announced)")
    }

    /// Adaptive sampling on the fake swift: a target no wall clock can meet (0.1%) runs to the
    /// cap, every variant the same number of interleaved rounds; a loose one (50% against
    /// sleeps of 0.3 s) stops at the minimum.
    @Test func adaptiveRunsStopAtTheCapOrWhenPreciseEnough() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.txt")
        let conf = "BUILD_SLEEP=0.3\nTEST_SLEEP=0.3\nTRACE='\(trace.path)'"
        let variants = try ["MVC", "MVP"].map {
            MeasuredVariant(
                name: $0, packageFolder: try MeasureFixtures.fakePackage($0, in: folder, conf: conf)
            )
        }
        var options = try options(folder, runs: 2, warmup: 0)
        options.measureCoverage = false
        options.precision = 0.001
        options.maxRuns = 4
        let capped = try MeasurementSession.measure(
            variants, options: options, cancellation: CancellationToken())
        #expect(capped.runs == 4 && capped.maxRuns == 4 && capped.precisionTarget == 0.001)
        #expect(capped.variants.allSatisfy { $0.timing(.cleanBuild)?.samples.count == 4 })
        #expect(capped.rounds?.map(\.round) == [1, 2, 3, 4])
        // Interleaved: MVC and MVP alternate round by round, the extra rounds too.
        let order = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasSuffix(" test") }.map { $0.split(separator: " ")[0] }
        #expect(order == ["MVC", "MVP", "MVC", "MVP", "MVC", "MVP", "MVC", "MVP"])

        options.runs = 3
        options.precision = 0.5
        options.maxRuns = 6
        let loose = try MeasurementSession.measure(
            variants, options: options, cancellation: CancellationToken())
        #expect(loose.runs == 3)
        #expect(loose.variants.allSatisfy { $0.timing(.cleanBuild)?.samples.count == 3 })
    }

    /// The contention guard reads the load before and after each round and marks a round busy
    /// when the load, less the tool's own share, exceeds the core count.
    @Test func roundsRecordTheLoadAndBusyOnesAreMarked() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try MeasureFixtures.fakePackage("MVC", in: folder, conf: "BUILD_SLEEP=0.05")
        // Reads: warm-up before/after, run 1 before/after, run 2 before/after.
        let loads = LoadSequence([0.2, 0.3, 0.4, 0.5, 50, 60])
        var options = try options(folder, runs: 2, warmup: 1)
        options.measureCoverage = false
        options.loadAverage = { loads.next() }
        let report = try MeasurementSession.measure(
            [
                MeasuredVariant(name: "MVC", packageFolder: package)
            ], options: options, cancellation: CancellationToken())
        let rounds = try #require(report.rounds)
        #expect(rounds.map(\.round) == [1, 1, 2])
        #expect(rounds.map(\.isWarmup) == [true, false, false])
        #expect(rounds.map(\.loadBefore) == [0.2, 0.4, 50])
        #expect(rounds.map(\.loadAfter) == [0.3, 0.5, 60])
        #expect(rounds.map(\.busy) == [false, false, true])
        #expect(rounds.allSatisfy { $0.ownLoad >= 0 && $0.ownLoad < 2 })
    }

    /// Every file the roles list is touched for the variant-only build (nothing else is), and
    /// the untimed type-checking build's timing lines become the variant's profile; a toolchain
    /// that refuses the flag leaves a note and the other figures.
    @Test func variantOnlyBuildTouchesOwnFilesAndTypeCheckingIsAttributed() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let timing = folder.appendingPathComponent("timing.txt")
        try Data(
            """
            1.50ms\t@PACKAGE@/Sources/App/Gather/GatherPresenter.swift:3:10\tinstance method App.(file).GatherPresenter.start()@@PACKAGE@/Sources/App/Gather/GatherPresenter.swift:3:10
            1.50ms\t@PACKAGE@/Sources/App/Gather/GatherPresenter.swift:3:10\tinstance method App.(file).GatherPresenter.start()@@PACKAGE@/Sources/App/Gather/GatherPresenter.swift:3:10
            0.25ms\t@PACKAGE@/Sources/App/Gather/GatherView.swift:2:7\tgetter App.(file).GatherView.title.getter@@PACKAGE@/Sources/App/Gather/GatherView.swift:2:7
            7.00ms\t/elsewhere/Kit/Sources/Kit/Player.swift:9:5\tinitializer Kit.(file).Player.init()@/elsewhere/Kit/Sources/Kit/Player.swift:9:5

            """.utf8
        ).write(to: timing)
        let package = try MeasureFixtures.fakePackage(
            "MVP", in: folder, conf: "TYPECHECK_OUTPUT='\(timing.path)'\n")
        try Data("struct GatherView {}\n".utf8).write(
            to: package.appendingPathComponent("Sources/App/Gather/GatherView.swift"))
        let old = Date(timeIntervalSince1970: 1_000_000)
        for file in ["Package.swift", "Sources/App/Gather/GatherView.swift"] {
            try FileManager.default.setAttributes(
                [.modificationDate: old],
                ofItemAtPath: package.appendingPathComponent(file).path)
        }
        let variant = MeasuredVariant(
            name: "MVP", packageFolder: package,
            features: ["Gather": ["Sources/App/Gather/GatherPresenter.swift"]],
            roles: [
                "presenter": ["Sources/App/Gather/GatherPresenter.swift"],
                "view": ["Sources/App/Gather/GatherView.swift"],
            ])
        var options = try options(folder, runs: 1, warmup: 0)
        options.measureCoverage = false
        let measured = try #require(
            try MeasurementSession.measure(
                [variant], options: options, cancellation: CancellationToken()
            ).variants.first)

        #expect(measured.timing(.variantBuild)?.samples.count == 1)
        #expect(measured.cpuTiming(.variantBuild)?.samples.count == 1)
        func modified(_ file: String) throws -> Date {
            try FileManager.default.attributesOfItem(
                atPath: package.appendingPathComponent(file).path)[.modificationDate] as? Date
                ?? old
        }
        // The own sources were touched in the measurement's private copy; the user's stay as
        // they were (MeasurementIntegrationTests shows the real variant-only build rebuilding).
        #expect(try modified("Sources/App/Gather/GatherView.swift") == old)
        #expect(try modified("Package.swift") == old)

        let profile = try #require(measured.typeChecking)
        #expect(profile.ownMilliseconds == 1.75 && profile.ownFunctions == 2)
        #expect(profile.otherMilliseconds == 7)
        #expect(
            profile.byRole == [
                .init(name: "presenter", milliseconds: 1.5, functions: 1),
                .init(name: "view", milliseconds: 0.25, functions: 1),
            ])
        #expect(profile.byFeature == [.init(name: "Gather", milliseconds: 1.5, functions: 1)])
        #expect(
            profile.slowestFunctions.first
                == .init(
                    file: "Sources/App/Gather/GatherPresenter.swift", line: 3,
                    name: "instance method App.(file).GatherPresenter.start()", milliseconds: 1.5))
        #expect(measured.logPaths.contains("logs/MVP/type-check-build.log"))

        // A toolchain without the flag: the type-checking build fails, a note says so, the
        // compile work is measured all the same, and the variant stays ok.
        let passing = MeasureFixtures.folder.appendingPathComponent(
            "outputs/both-runners-passing.txt")
        try Data("TEST_OUTPUT='\(passing.path)'\nTYPECHECK_EXIT=1\n".utf8).write(
            to: package.appendingPathComponent("fake-swift.conf"))
        let refused = try #require(
            try MeasurementSession.measure(
                [variant], options: options, cancellation: CancellationToken()
            ).variants.first)
        #expect(refused.status == .ok && refused.typeChecking == nil)
        #expect(refused.compileWork != nil, "\(refused.diagnostics ?? [])")
        #expect(refused.timing(.cleanBuild) != nil)
        #expect(
            refused.diagnostics?.contains(
                "the build with -debug-time-function-bodies failed (exit status 1); no type-checking figures; log: logs/MVP/type-check-build.log"
            ) == true)
        #expect(refused.logPaths.contains("logs/MVP/compile-work-build.log"))
    }

    /// `--warmup 1` still adds one discarded round, after the untimed builds that run first.
    @Test func variantsAreInterleavedRunByRun() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.txt")
        let packages = try ["MVC", "MVP"].map {
            try MeasureFixtures.fakePackage($0, in: folder, conf: "TRACE='\(trace.path)'\n")
        }
        let variants = packages.map {
            MeasuredVariant(name: $0.lastPathComponent, packageFolder: $0)
        }
        _ = try MeasurementSession.measure(
            variants, options: try options(folder, runs: 2, warmup: 1),
            cancellation: CancellationToken())
        let calls: [String] = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
            .map(String.init)
        let round: [String] = [
            "MVC build", "MVC build", "MVC test", "MVP build", "MVP build", "MVP test",
        ]
        // First per variant the untimed builds: coverage, whose build carries type checking,
        // then compile work.
        let coverage: [String] = ["MVC", "MVP"].flatMap {
            [
                "\($0) build coverage type-check", "\($0) test coverage type-check",
                "\($0) test coverage show-codecov-path type-check", "\($0) build stats",
            ]
        }
        let expected: [String] = coverage + round + round + round
        #expect(calls == expected)
    }

    /// By default no round is discarded: the untimed instrumented builds (coverage, type
    /// checking, compile work) run first, every variant's, and warm the caches; then the timed
    /// rounds, interleaved, every one of them kept.
    @Test func theInstrumentedBuildsRunFirstAndNoRoundIsDiscardedByDefault() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.txt")
        let variants = try ["MVC", "MVP"].map {
            MeasuredVariant(
                name: $0,
                packageFolder: try MeasureFixtures.fakePackage(
                    $0, in: folder, conf: "TRACE='\(trace.path)'\n"))
        }
        let options = MeasurementOptions(
            logsFolder: folder.appendingPathComponent("out/logs"), runs: 2, timeoutSeconds: 30,
            swiftExecutable: try MeasureFixtures.fakeSwift(in: folder), quiet: true,
            progress: { _ in })
        #expect(options.warmup == 0 && MeasurementSettings().warmup == 0)

        let report = try MeasurementSession.measure(
            variants, options: options, cancellation: CancellationToken())

        let calls = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
            .map(String.init)
        let untimed = ["MVC", "MVP"].flatMap {
            [
                "\($0) build coverage type-check", "\($0) test coverage type-check",
                "\($0) test coverage show-codecov-path type-check", "\($0) build stats",
            ]
        }
        let round = ["MVC build", "MVC build", "MVC test", "MVP build", "MVP build", "MVP test"]
        #expect(calls == untimed + round + round)
        #expect(report.warmup == 0 && report.runs == 2)
        for variant in report.variants {
            #expect(variant.status == .ok, "\(variant.failureReason ?? "")")
            #expect(variant.timing(.cleanBuild)?.samples.count == 2)
            #expect(variant.compileWork != nil)
            #expect(!variant.logPaths.contains { $0.contains("warmup") }, "\(variant.logPaths)")
        }
    }

    /// Type checking rides on the coverage run's build: `swift build --enable-code-coverage`
    /// with its flag builds the variant's targets (a plain build's, so the same bodies), and the
    /// test run, given the same flag, builds the tests on top; no type-checking build of its
    /// own. Compile work builds alone (its flags turn batch mode off).
    @Test func typeCheckingIsReadFromTheCoverageRunsBuild() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.txt")
        let timing = folder.appendingPathComponent("timing.txt")
        try Data(
            "1.50ms\t@PACKAGE@/Sources/App/Gather/GatherPresenter.swift:1:13\tinitializer App.(file).GatherPresenter.init()@@PACKAGE@/Sources/App/Gather/GatherPresenter.swift:1:13\n"
                .utf8
        ).write(to: timing)
        let (variant, calls) = try measureWithCoverage(
            in: folder, trace: trace, conf: "TYPECHECK_OUTPUT='\(timing.path)'\n")
        #expect(
            calls == [
                "MVC build coverage type-check", "MVC test coverage type-check",
                "MVC test coverage show-codecov-path type-check", "MVC build stats",
                "MVC build", "MVC build", "MVC build", "MVC test",
            ])
        #expect(variant.status == .ok, "\(variant.failureReason ?? "")")
        #expect(variant.typeChecking?.ownFunctions == 1)
        #expect(variant.typeChecking?.ownMilliseconds == 1.5)
        #expect(
            variant.compileWork?.files.map(\.file) == ["Sources/App/Gather/GatherPresenter.swift"])
        #expect(variant.featureCoverage.map(\.name) == ["Gather"])
        #expect(
            !(variant.diagnostics ?? []).contains {
                $0.contains("-debug-time-function-bodies") || $0.contains("statistics")
            }, "\(variant.diagnostics ?? [])")
        let log = try String(
            contentsOf: folder.appendingPathComponent("out/logs/MVC/coverage-build.log"),
            encoding: .utf8)
        #expect(
            log.contains(
                "--enable-code-coverage -Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies"),
            "\(log.prefix(600))")
        #expect(
            !variant.logPaths.contains { $0.hasSuffix("/type-check-build.log") },
            "\(variant.logPaths)")
    }

    /// One run of a fake variant "MVC" with one presenter of the Gather feature, coverage on,
    /// its fake `swift` told `conf` besides: the variant's figures and the commands it ran.
    private func measureWithCoverage(in folder: URL, trace: URL, conf: String) throws -> (
        VariantMeasurement, [Substring]
    ) {
        let package = try MeasureFixtures.fakePackage(
            "MVC", in: folder,
            conf: "TRACE='\(trace.path)'\n" + conf
                + "CODECOV_TEMPLATE='\(MeasureFixtures.folder.path)/codecov-template.json'\n")
        let variant = try #require(
            try MeasurementSession.measure(
                [
                    MeasuredVariant(
                        name: "MVC", packageFolder: package,
                        features: ["Gather": ["Sources/App/Gather/GatherPresenter.swift"]],
                        roles: ["presenter": ["Sources/App/Gather/GatherPresenter.swift"]])
                ], options: try options(folder, runs: 1, warmup: 0),
                cancellation: CancellationToken()
            ).variants.first)
        return (variant, try String(contentsOf: trace, encoding: .utf8).split(separator: "\n"))
    }

    /// A toolchain that refuses the type-checking flag fails the coverage run's build: the test
    /// run builds without it, so coverage stands; type checking builds alone, fails too, and
    /// each says so; the variant stays ok.
    @Test func aRefusedTypeCheckingFlagCostsOnlyTypeChecking() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.txt")
        let (variant, calls) = try measureWithCoverage(
            in: folder, trace: trace, conf: "TYPECHECK_EXIT=1\n")
        #expect(
            calls == [
                "MVC build coverage type-check", "MVC test coverage",
                "MVC test coverage show-codecov-path", "MVC build type-check", "MVC build stats",
                "MVC build", "MVC build", "MVC build", "MVC test",
            ])
        #expect(variant.status == .ok, "\(variant.failureReason ?? "")")
        #expect(variant.typeChecking == nil)
        #expect(variant.compileWork != nil)
        #expect(variant.featureCoverage.map(\.name) == ["Gather"])
        let diagnostics = variant.diagnostics ?? []
        #expect(
            diagnostics.contains(
                "the coverage build with -debug-time-function-bodies failed (exit status 1); the test run builds without it; log: logs/MVC/coverage-build.log"
            ), "\(diagnostics)")
        #expect(
            diagnostics.contains(
                "the build with -debug-time-function-bodies failed (exit status 1); no type-checking figures; log: logs/MVC/type-check-build.log"
            ), "\(diagnostics)")
    }

    /// An instrumented build that fails (here the compile work: the build wrote no statistics)
    /// runs before the timed runs, yet the variant is timed all the same; its failure is
    /// recorded after them, as it was when the instrumented builds came last.
    @Test func aFailingInstrumentedBuildStillLeavesTheVariantTimed() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.txt")
        let package = try MeasureFixtures.fakePackage(
            "MVC", in: folder, conf: "STATS=0\nTRACE='\(trace.path)'\n")
        var options = try options(folder, runs: 1, warmup: 0)
        options.measureCoverage = false
        let report = try MeasurementSession.measure(
            [MeasuredVariant(name: "MVC", packageFolder: package)], options: options,
            cancellation: CancellationToken())
        let calls = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        #expect(
            calls == [
                "MVC build type-check", "MVC build stats", "MVC build", "MVC build", "MVC test",
            ],
            "the instrumented builds first, then the timed run")
        let variant = report.variants[0]
        #expect(variant.timing(.cleanBuild)?.samples.count == 1)
        #expect(variant.timing(.nullBuild)?.samples.count == 1)
        #expect(variant.timing(.cleanTest)?.samples.count == 1)
        #expect(variant.tests?.ran == 7)
        #expect(variant.status == .buildFailed)
        #expect(
            variant.failureReason?.hasPrefix(
                "compile work: the build wrote no compiler statistics") == true,
            "\(variant.failureReason ?? "")")
    }

    @Test func aVariantThatFailsToBuildIsReportedAndTheOthersAreStillMeasured() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.txt")
        let broken = try MeasureFixtures.fakePackage(
            "MVVM", in: folder, conf: "BUILD_EXIT=1\nTRACE='\(trace.path)'\n")
        let fine = try MeasureFixtures.fakePackage(
            "MVC", in: folder, conf: "TRACE='\(trace.path)'\n")
        let report = try MeasurementSession.measure(
            [
                MeasuredVariant(name: "MVVM", packageFolder: broken),
                MeasuredVariant(name: "MVC", packageFolder: fine),
            ], options: try options(folder, runs: 2, warmup: 0), cancellation: CancellationToken())
        let failed = report.variants[0]
        #expect(failed.status == .buildFailed)
        #expect(
            failed.failureReason
                == "clean build (run 1/2): build failed, exit status 1; log: logs/MVVM/run1-clean-build.log"
        )
        // The coverage run came first and failed to build too (its build with the type-checking
        // flag, then its test run without it, as for a refused flag): no further instrumented
        // build, and the timed clean build's failure is the reason, as it was with coverage last.
        #expect(failed.timings.isEmpty)
        #expect(
            failed.logPaths == [
                "logs/MVVM/coverage-build.log", "logs/MVVM/coverage-test.log",
                "logs/MVVM/run1-clean-build.log",
            ], "\(failed.logPaths)")
        let log = try String(
            contentsOf: folder.appendingPathComponent("out/logs/MVVM/run1-clean-build.log"),
            encoding: .utf8)
        #expect(log.contains("error: fake build failure"))
        #expect(
            report.variants[1].status == .ok
                && report.variants[1].timing(.cleanBuild)?.samples.count == 2)
        let calls = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        #expect(
            calls.filter { $0.hasPrefix("MVVM") } == [
                "MVVM build coverage type-check", "MVVM test coverage", "MVVM build",
            ],
            "a failed variant is not run again")
    }

    @Test func failingTestsAreCountedAndReported() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let timing = folder.appendingPathComponent("timing.txt")
        try Data(
            "1.50ms\t@PACKAGE@/Sources/App/Gather/GatherPresenter.swift:3:10\tinstance method App.(file).GatherPresenter.start()@@PACKAGE@/Sources/App/Gather/GatherPresenter.swift:3:10\n"
                .utf8
        ).write(to: timing)
        let conf =
            "TEST_EXIT=1\nTEST_OUTPUT='\(MeasureFixtures.folder.path)/outputs/both-runners-failing.txt'\nTYPECHECK_OUTPUT='\(timing.path)'\n"
        let package = try MeasureFixtures.fakePackage("MVC", in: folder, conf: conf)
        let report = try MeasurementSession.measure(
            [
                MeasuredVariant(
                    name: "MVC", packageFolder: package,
                    roles: ["presenter": ["Sources/App/Gather/GatherPresenter.swift"]])
            ], options: try options(folder, runs: 1, warmup: 0), cancellation: CancellationToken())
        let variant = report.variants[0]
        // Type checking needs only a build: a failing test leaves it measured.
        #expect(variant.typeChecking?.ownFunctions == 1, "\(variant.diagnostics ?? [])")
        #expect(variant.status == .testsFailed)
        #expect(variant.tests == TestCounts(ran: 7, passed: 3, failed: 2, skipped: 2))
        #expect(
            variant.failureReason?.hasPrefix(
                "clean test run (run 1/1): tests failed, exit status 1") == true)
        #expect(variant.timing(.cleanBuild) != nil && variant.timing(.cleanTest) == nil)
        #expect(variant.featureCoverage.isEmpty)
    }

    /// A variant with no file of the unit-test screen has nothing for the incremental build to
    /// touch: its absence is recorded in `notMeasured` with the reason, not left silent.
    @Test func aVariantWithoutAnIncrementalBuildSaysWhyInNotMeasured() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try MeasureFixtures.fakePackage("MVC", in: folder)
        let variant = MeasuredVariant(
            name: "MVC", packageFolder: package,
            roles: ["presenter": ["Sources/App/Gather/GatherPresenter.swift"]])
        var options = try options(folder, runs: 1, warmup: 0)
        options.measureCoverage = false
        options.measureTypeChecking = false
        options.measureCompileWork = false
        let report = try MeasurementSession.measure(
            [variant], options: options, cancellation: CancellationToken())
        let measured = try #require(report.variants.first)
        #expect(measured.status == .ok, "\(measured.failureReason ?? "")")
        #expect(measured.timing(.incrementalBuild) == nil)
        #expect(measured.timing(.variantBuild) != nil)
        let reason = try #require(measured.notMeasured?["incrementalBuild"], "\(measured)")
        #expect(reason.contains("no file to touch"), "\(reason)")
    }

    @Test func aHangingBuildTimesOutItsWholeGroupAndTheNextVariantRuns() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let hanging = try MeasureFixtures.fakePackage(
            "MVP", in: folder, conf: "HANG_ON=build\nIGNORE_TERM=1\n")
        let fine = try MeasureFixtures.fakePackage("MVC", in: folder)
        var options = try options(folder, runs: 1, warmup: 0)
        // Long enough for the fake's quick commands on a loaded 2-core machine.
        options.timeoutSeconds = 2
        let clock = ContinuousClock()
        let start = clock.now
        let report = try MeasurementSession.measure(
            [
                MeasuredVariant(name: "MVP", packageFolder: hanging),
                MeasuredVariant(name: "MVC", packageFolder: fine),
            ], options: options, cancellation: CancellationToken())
        #expect(clock.now - start < .seconds(10))
        #expect(report.variants[0].status == .timedOut)
        #expect(report.variants[0].failureReason?.contains("timed out") == true)
        #expect(report.variants[1].status == .ok)
        #expect(
            MeasureFixtures.isGone(
                try MeasureFixtures.pid(in: hanging.appendingPathComponent("child.pid"))))
        #expect(
            MeasureFixtures.isGone(
                try MeasureFixtures.pid(in: hanging.appendingPathComponent("grandchild.pid"))))
    }

    @Test func cancellingKillsTheRunningGroupAndThrowsInterrupted() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let hanging = try MeasureFixtures.fakePackage("MVC", in: folder, conf: "HANG_ON=test\n")
        let token = CancellationToken()
        let session = try MeasurementSession(
            options: try options(folder, runs: 1, warmup: 0),
            variants: [MeasuredVariant(name: "MVC", packageFolder: hanging)], cancellation: token)
        let childPidFile = hanging.appendingPathComponent("child.pid")
        DispatchQueue.global().async {
            // Cancel once the hanging `swift test` is up, as Ctrl-C would.
            _ = try? MeasureFixtures.pid(in: childPidFile)
            token.cancel()
        }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: ArchMetricsError.interrupted()) {
            _ = try session.run()
        }
        #expect(clock.now - start < .seconds(5))
        #expect(MeasureFixtures.isGone(try MeasureFixtures.pid(in: childPidFile)))
        #expect(
            MeasureFixtures.isGone(
                try MeasureFixtures.pid(in: hanging.appendingPathComponent("grandchild.pid"))))
    }

    @Test func badOptionsAndFoldersAreRejectedBeforeAnythingRuns() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try MeasureFixtures.fakePackage("MVC", in: folder)
        let variant = MeasuredVariant(name: "MVC", packageFolder: package)
        #expect(throws: ArchMetricsError.usage("runs must be at least 1 (got 0)")) {
            try MeasurementSession.measure(
                [variant], options: try options(folder, runs: 0), cancellation: CancellationToken())
        }
        #expect(throws: ArchMetricsError.self) {
            try MeasurementSession.measure(
                [
                    MeasuredVariant(name: "X", packageFolder: folder.appendingPathComponent("nope"))
                ], options: try options(folder), cancellation: CancellationToken())
        }
        #expect(throws: ArchMetricsError.self) {
            try MeasurementSession.measure(
                [variant, variant], options: try options(folder), cancellation: CancellationToken())
        }
        var touching = variant
        touching.incrementalTouchFile = "Sources/Nope.swift"
        #expect(throws: ArchMetricsError.self) {
            try MeasurementSession.measure(
                [touching], options: try options(folder), cancellation: CancellationToken())
        }
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path),
            "nothing ran, nothing written")
    }

    /// A name beginning with `-` put where an argument begins (`-scheme {name}`) would be read
    /// as an option by the build command: refused before anything runs, naming the variant.
    @Test func aNameBeginningWithADashWhereAnArgumentBeginsIsRefused() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try MeasureFixtures.fakePackage("-delete", in: folder)
        var variant = MeasuredVariant(name: "-delete", packageFolder: package)
        variant.commands = BuildCommands(
            build: ["sh", "-c", "touch ran", "sh", "{name}"], test: ["true"])
        do {
            _ = try MeasurementSession.measure(
                [variant], options: try options(folder), cancellation: CancellationToken())
            Issue.record("a variant named -delete ran with {name} as an argument")
        } catch let error as ArchMetricsError {
            #expect(error.category == .input, "exit 2")
            #expect(error.message.contains("'-delete'") && error.message.contains("{name}"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        // Inside an argument (`--scheme={name}`) the name is no option: measured as usual.
        variant.commands = BuildCommands(build: ["true", "--scheme={name}"], test: ["true"])
        #expect(throws: Never.self) {
            _ = try MeasurementSession.measure(
                [variant], options: try options(folder, runs: 1, warmup: 0),
                cancellation: CancellationToken())
        }
    }
}

/// Collects progress lines from the measurement session's thread.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// Hands out a fixed series of load averages, then the last one again.
final class LoadSequence: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Double]

    init(_ values: [Double]) { self.values = values }

    func next() -> Double? {
        lock.withLock { values.count > 1 ? values.removeFirst() : values.first }
    }
}
