import ArchMetricsKit
import ArchMetricsModel
import Foundation
import TestSupport
import Testing

/// Where `baseline` writes and `check` reads when neither is told: a compile-work baseline
/// written beside a fuller one is the one a compile-work check compares with.
@Suite struct OutputPlacementTests {
    let folder: URL
    var baseline: URL { folder.appendingPathComponent("baseline.json") }
    var placement: OutputPlacement { .baselineFile(baseline) }

    init() throws {
        folder = try makeTemporaryFolder("archmetrics-output-placement")
        // A measured baseline without compile work, like the committed one.
        try FileManager.default.copyItem(
            at: Fixtures.folder("report-findings/bundled.json"), to: baseline)
    }

    @Test func compileWorkOnlyBaselineGoesBesideAndCompileWorkCheckReadsItThere() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var said: [String] = []
        let written = try placement.resolve(
            content: .compileWork, asked: false, say: { said.append($0) })
        #expect(
            written.path
                == folder.appendingPathComponent(".archmetrics/compile-work/baseline.json").path)
        #expect(said.count == 1)

        // Before that baseline exists, a compile-work check reads the default one.
        #expect(placement.source(for: .compileWork, say: { _ in }) == baseline)
        try FileManager.default.createDirectory(
            at: written.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Fixtures.folder("report-findings/compile-work.json"), to: written)
        var read: [String] = []
        #expect(placement.source(for: .compileWork, say: { read.append($0) }).path == written.path)
        #expect(read.first?.contains(".archmetrics/compile-work/baseline.json") == true)
        // A check that times builds keeps the timed baseline.
        #expect(placement.source(for: .measured, say: { _ in }) == baseline)
    }

    @Test func aRunHoldingAllTheBaselineHoldsReplacesIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try placement.resolve(content: .measured, asked: false, say: { _ in }) == baseline)
        #expect(try placement.resolve(content: [], asked: true, say: { _ in }) == baseline)
    }
}
