import Foundation
import TestSupport
import Testing

@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import ArchMetricsReporting

/// What the configuration keys `root`, `roleEquivalences` and `features` change in the output:
/// the parser's tests show a key is read, these show it is obeyed.
@Suite struct ConfigurationEffectTests {
    /// Writes `text` as `archmetrics.json` in a fresh folder that also holds a copy of the
    /// article-layout tree under `tree/`, and loads it without a ROOT argument.
    func configuration(_ text: String) throws -> (ToolConfiguration, URL) {
        let folder = try makeTemporaryFolder()
        try FileManager.default.copyItem(
            at: ArticleLayoutFixture.tree, to: folder.appendingPathComponent("tree"))
        return (try loadConfiguration(text, in: folder, root: nil), folder)
    }

    @Test func rootIsResolvedAgainstTheConfigFolderAndItsVariantsDiscovered() throws {
        let (configuration, folder) = try configuration(#"{"root": "tree"}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(configuration.variants.map(\.name) == ["MVC", "MVVM", "MVP", "MVP-C"])
        #expect(
            configuration.variants.map(\.folder.standardizedFileURL.path)
                == ["MVC", "MVVM", "MVP", "MVP-C"].map {
                    folder.appendingPathComponent("tree/\($0)").standardizedFileURL.path
                })
    }

    @Test func roleEquivalencesDecideWhichRolesShareATable() throws {
        let (shared, folder) = try configuration(#"{"root": "tree"}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sharedIDs = SourceTables.tables(
            try SourceMetricsCollector.collect(shared, in: testContext()), measure: .physical
        ).map(\.id)
        // By default the MVVM view models sit in the presenters' table.
        #expect(sharedIDs.contains("loc.presenter"))
        #expect(!sharedIDs.contains("loc.viewModel"))

        let (apart, otherFolder) = try configuration(#"{"root": "tree", "roleEquivalences": []}"#)
        defer { try? FileManager.default.removeItem(at: otherFolder) }
        let apartIDs = SourceTables.tables(
            try SourceMetricsCollector.collect(apart, in: testContext()), measure: .physical
        ).map(\.id)
        #expect(apartIDs.contains("loc.presenter"))
        #expect(apartIDs.contains("loc.viewModel"))
    }

    @Test func featuresNameTheFilesWhoseCoverageIsMeasured() throws {
        let (configuration, folder) = try configuration(
            #"{"root": "tree", "features": {"Entry": ["Login", "PlayerList"]}}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = try SourceMetricsCollector.collect(configuration, in: testContext())
        let feature = try #require(snapshot.settings?.features.first)
        #expect(feature.name == "Entry")
        let mvc = try #require(snapshot.variants.first { $0.name == "MVC" })
        let files = mvc.files(of: feature)
        #expect(!files.isEmpty)
        let screens = Set(files.compactMap { path in mvc.files.first { $0.path == path }?.screen })
        #expect(screens == ["Login", "PlayerList"])
        #expect(!files.contains { $0.contains("Tests") })
    }
}
