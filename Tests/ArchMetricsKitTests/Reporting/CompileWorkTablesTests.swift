import Foundation
import TestSupport
import Testing

@testable import ArchMetricsModel
@testable import ArchMetricsReporting

/// The compile-work tables: role counts with their share and the exact ratio to the reference,
/// and the generated reading.
@Suite struct CompileWorkTablesTests {
    static func profile(presenter: Int, view: Int) -> CompileWorkProfile {
        func counters(_ scopes: Int) -> [String: Int] {
            Dictionary(
                uniqueKeysWithValues: CompileWorkProfile.headlineCounters.map {
                    ($0, $0 == "Sema.NumConstraintScopes" ? scopes : 100)
                })
        }
        let roles = [
            CompileWorkProfile.Share(
                name: "presenter", files: 1, counters: counters(presenter), cpuSeconds: 1),
            CompileWorkProfile.Share(
                name: "view", files: 1, counters: counters(view), cpuSeconds: 1),
        ]
        return CompileWorkProfile(
            compilerVersion: "Swift version 6.3.1", batchMode: false, jobs: 2,
            files: [
                .init(
                    file: "P.swift", role: "presenter", counters: counters(presenter),
                    cpuSeconds: 0.4),
                .init(file: "V.swift", role: "view", counters: counters(view), cpuSeconds: 0.3),
                .init(file: "W.swift", role: "view", counters: counters(1), cpuSeconds: 0.1),
            ],
            own: .init(name: "own", files: 2, counters: counters(presenter + view), cpuSeconds: 2),
            other: .init(name: "other", files: 3, counters: counters(5000), cpuSeconds: 3),
            byRole: roles, byFeature: [], ownPhaseSeconds: ["perform-sema": 0.5])
    }

    @Test func rolesShowTheirShareAndExactRatioAndTheReadingSaysWhere() throws {
        let measured = [
            "MVC": VariantMeasurement(
                variant: "MVC", status: .ok, compileWork: Self.profile(presenter: 0, view: 1000)),
            "MVP-C": VariantMeasurement(
                variant: "MVP-C", status: .ok, compileWork: Self.profile(presenter: 900, view: 400)),
        ]
        let tables = CompileWorkTables.tables(
            columns: ["MVP-C", "MVC"], measured: measured, reference: "MVC", catalog: .builtIn)
        let scopes = try #require(tables.first { $0.id == "compileWork.Sema.NumConstraintScopes" })
        let view = try #require(scopes.rows.first { $0.label == "Views" })
        // 400 of MVP-C's 1,300 (30.8%), 0.40× MVC's 1,000.
        #expect(view.cells[0].text == "400 (30.8%, 0.40×)")
        #expect(view.cells[1].text == "1,000 (100.0%, 1.00×)")
        let own = try #require(scopes.rows.first { $0.isTotal })
        #expect(own.cells[0].text == "1,300 (1.30×)")
        let reading = try #require(scopes.notes.first)
        #expect(reading.contains("MVP-C's own code costs the type checker 1.30× MVC's"))
        #expect(reading.contains("the largest share in Presenters (69.2%)"))
        #expect(tables.contains { $0.id == "compileWorkPhases" })
        #expect(tables.contains { $0.id == "compileWorkMeaning" })
        #expect(CompileWorkTables.grouped(1_234_567) == "1,234,567")
        #expect(CompileWorkTables.correlation([1, 2, 3], [2, 4, 6]) == 1)
    }

    /// The own modules' module jobs are a row of their own beside the roles, inside the own
    /// total; a counter not exact in a variant's build is marked `≈` there, with the reason.
    @Test func moduleJobsHaveARowAndANotExactCounterIsMarked() throws {
        var mvpc = Self.profile(presenter: 900, view: 400)
        mvpc.own.counters["Sema.NumConstraintScopes"] = 1_500
        mvpc.ownModules = [
            .init(name: "App", files: 1, counters: ["Sema.NumConstraintScopes": 200], cpuSeconds: 1)
        ]
        mvpc.otherModules = [mvpc.other]
        mvpc.inexactCounters = [
            "LLVM.NumLLVMBytesOutput": "3 of 5 object files hold debug information"
        ]
        let measured = [
            "MVC": VariantMeasurement(
                variant: "MVC", status: .ok, compileWork: Self.profile(presenter: 0, view: 1000)),
            "MVP-C": VariantMeasurement(variant: "MVP-C", status: .ok, compileWork: mvpc),
        ]
        let tables = CompileWorkTables.tables(
            columns: ["MVP-C", "MVC"], measured: measured, reference: "MVC", catalog: .builtIn)
        let scopes = try #require(tables.first { $0.id == "compileWork.Sema.NumConstraintScopes" })
        let module = try #require(scopes.rows.first { $0.label.hasPrefix("Module interface") })
        // 200 of MVP-C's 1,500 own scopes; MVC has no module jobs.
        #expect(module.cells.map(\.text) == ["200 (13.3%)", "–"])
        #expect(
            scopes.rows.contains { $0.label == "Other jobs (dependencies, build-system checks)" })
        let bytes = try #require(tables.first { $0.id == "compileWork.LLVM.NumLLVMBytesOutput" })
        let own = try #require(bytes.rows.first { $0.isTotal })
        #expect(own.cells[0].text.hasPrefix("≈ ") && !own.cells[1].text.hasPrefix("≈"))
        #expect(
            bytes.notes.contains {
                $0.contains("MVP-C: 3 of 5 object files hold debug information")
            })
        // Scopes are exact in both builds: only the dependencies' row (never exact) is marked.
        #expect(
            scopes.rows.filter { $0.cells.contains { $0.text.hasPrefix("≈") } }.map(\.label) == [
                "Other jobs (dependencies, build-system checks)"
            ])
        #expect(!(scopes.notes.first ?? "").contains("Object code against"))
    }
    /// A variant whose build reused the dependencies an earlier one compiled: the report says its
    /// other jobs are that build's; with none reused it says nothing of it.
    @Test func reusedDependenciesAreSaidInTheFirstTablesNote() throws {
        var mvpc = Self.profile(presenter: 900, view: 400)
        let mvc = Self.profile(presenter: 0, view: 1000)
        func note(_ mvpc: CompileWorkProfile) throws -> String {
            let measured = [
                "MVC": VariantMeasurement(variant: "MVC", status: .ok, compileWork: mvc),
                "MVP-C": VariantMeasurement(variant: "MVP-C", status: .ok, compileWork: mvpc),
            ]
            let tables = CompileWorkTables.tables(
                columns: ["MVP-C", "MVC"], measured: measured, reference: "MVC",
                catalog: .builtIn)
            let scopes = try #require(
                tables.first { $0.id == "compileWork.Sema.NumConstraintScopes" })
            return scopes.notes.joined(separator: "\n")
        }
        #expect(!(try note(mvpc)).contains("reusedModules"))
        mvpc.reusedModules = ["Kit"]
        #expect(try note(mvpc).contains("Dependencies the variants share were compiled once"))
    }

    /// Two snapshots of the same tree: the bundled core's compile-work report, and the same
    /// tree built again. Each variant builds the same shared Kit in a clean build of its own, so
    /// the six `other` figures of one real snapshot are six real clean builds of the same
    /// dependencies (24,740 to 26,048 constraint scopes); the second run takes each variant's
    /// dependency figures from the next variant's build, its own files' (exact) from its own.
    /// Every row the report does not mark `≈` must read the same in both.
    @Test func everyRowCalledExactIsTheSameInTwoRunsOfTheSameTree() throws {
        let snapshot = try MetricsSnapshot.load(
            from: Fixtures.folder("report-findings/compile-work.json"), regenerateHint: "")
        let first = try #require(snapshot.measurements)
        let names = first.variants.map(\.variant)
        var second = first
        for index in second.variants.indices {
            let next = first.variants[(index + 1) % names.count].compileWork
            second.variants[index].compileWork?.other = try #require(next?.other)
            second.variants[index].compileWork?.otherModules = next?.otherModules
        }
        func tables(_ report: MeasurementResults) -> [ReportTable] {
            CompileWorkTables.tables(
                columns: names,
                measured: Dictionary(
                    uniqueKeysWithValues: report.variants.map { ($0.variant, $0) }),
                reference: "MVC", catalog: .builtIn
            ).filter { $0.id.hasPrefix("compileWork.") }
        }
        let (one, two) = (tables(first), tables(second))
        #expect(one.count == CompileWorkProfile.headlineCounters.count && one.count == two.count)
        var exactRows = 0
        for (a, b) in zip(one, two) {
            for (rowA, rowB) in zip(a.rows, b.rows) where rowA.label == rowB.label {
                let calledExact = !(rowA.cells + rowB.cells).contains { $0.text.hasPrefix("≈") }
                guard calledExact else { continue }
                exactRows += 1
                #expect(rowA.cells == rowB.cells, "\(a.id): \(rowA.label) is called exact")
            }
            // The note says which rows are exact, and why the others are not.
            #expect(a.notes.contains { $0.contains("≈ Other jobs") })
        }
        #expect(exactRows > 20, "the own rows stay exact")
    }
}
