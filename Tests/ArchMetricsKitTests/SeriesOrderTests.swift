import Foundation
import Testing

@testable import ArchMetricsKit

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
        let variants = try ReportConfiguration.discoverVariants(in: root).map(\.name)
        #expect(variants == ["MVC", "MVVM", "MVP", "MVP-C", "VIPER", "VIP", "Alpha", "Zeta"])

        let configuration = try ReportConfiguration.load(
            path: nil, root: root, variantOverrides: [])
        #expect(configuration.focusVariant == "MVP-C")
        #expect(configuration.referenceVariant == "MVC")
    }
}
