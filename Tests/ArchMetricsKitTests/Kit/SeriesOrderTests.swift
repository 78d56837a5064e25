import ArchMetricsSupport
import Foundation
import Testing

@testable import ArchMetricsKit
@testable import ArchMetricsModel

/// The bundled core grows with the series (VIPER, VIP): discovery must put the series' variants
/// in the articles' order, before any other folder, and keep MVP-C the focus.
@Suite struct SeriesOrderTests {
    @Test func discoveredVariantsFollowTheSeriesThenTheAlphabet() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("archmetrics-series-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["VIP", "Zeta", "MVP-C", "VIPER", "Alpha", "MVC", "MVVM", "MVP"] {
            let folder = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "struct A {}\n".write(
                to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        }
        let variants = try ToolConfiguration.discoverVariants(in: root).map(\.name)
        #expect(variants == ["MVC", "MVVM", "MVP", "MVP-C", "VIPER", "VIP", "Alpha", "Zeta"])

        let configuration = try ToolConfiguration.load(
            path: nil, root: root, variantOverrides: [], in: testContext())
        #expect(configuration.focusVariant == "MVP-C")
        #expect(configuration.referenceVariant == "MVC")
    }
}

@Suite struct VariantDisplayNameTests {
    @Test func aSharedAffixIsNotPartOfTheVariantsName() {
        #expect(
            ToolConfiguration.displayNames(["MVC_Shop", "MVVM_Shop", "VIPER_Shop"])
                == ["MVC_Shop": "MVC", "MVVM_Shop": "MVVM", "VIPER_Shop": "VIPER"])
        #expect(
            ToolConfiguration.displayNames(["Shop-MVC", "Shop-MVP-C"])
                == ["Shop-MVC": "MVC", "Shop-MVP-C": "MVP-C"])
        // "MV" is shared but ends at no separator; one name alone keeps everything.
        let article = ["MVC", "MVVM", "MVP", "MVP-C"]
        #expect(
            ToolConfiguration.displayNames(article)
                == Dictionary(uniqueKeysWithValues: article.map { ($0, $0) }))
        #expect(ToolConfiguration.displayNames(["App_Shop"]) == ["App_Shop": "App_Shop"])
        #expect(ToolConfiguration.displayNames(["A_x", "A_x_"]) == ["A_x": "x", "A_x_": "x_"])
        // Cutting must leave something of every name.
        #expect(
            ToolConfiguration.displayNames(["A_B", "A_B_B"]) == ["A_B": "A_B", "A_B_B": "A_B_B"])
    }

    @Test func discoveredVariantsAreNamedWithoutTheAffixAndKeepTheirFolders() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("archmetrics-affix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["VIPER_Shop", "MVC_Shop", "MVP-C_Shop"] {
            let folder = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "struct A {}\n".write(
                to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        }
        let configuration = try ToolConfiguration.load(
            path: nil, root: root, variantOverrides: [], in: testContext())
        #expect(configuration.variants.map(\.name) == ["MVC", "MVP-C", "VIPER"])
        #expect(
            configuration.variants.map(\.folder.lastPathComponent) == [
                "MVC_Shop", "MVP-C_Shop", "VIPER_Shop",
            ])
        #expect(configuration.focusVariant == "MVP-C")
        let snapshot = try SourceMetricsCollector.collect(configuration, in: testContext())
        #expect(snapshot.variants.first { $0.name == "MVC" }?.path.hasSuffix("MVC_Shop") == true)
    }
}
