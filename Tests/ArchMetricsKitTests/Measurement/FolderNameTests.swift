import Foundation
import Testing

@testable import ArchMetricsMeasurement

/// Variant names as folder names: one safe component each, never shared.
@Suite struct FolderNameTests {
    @Test func plainNamesStayAsTheyAre() {
        #expect(
            FolderName.unique(for: ["MVC", "MVP-C", "VIPER_2", "v1.2"]) == [
                "MVC", "MVP-C", "VIPER_2", "v1.2",
            ])
    }

    @Test func dotsSeparatorsAndEmptyNamesBecomeSafeComponents() {
        for name in [".", "..", "", "a/b", "../x", "/etc", ".hidden", "a\u{0}b", "x\ny", "Ünï"] {
            let folder = FolderName.safe(name)
            #expect(!folder.isEmpty && !folder.hasPrefix(".") && !folder.contains("/"), "\(name)")
            #expect(folder.utf8.allSatisfy { $0 < 0x80 && $0 > 0x20 }, "\(name) → \(folder)")
        }
    }

    @Test func namesThatWouldCollideGetFoldersOfTheirOwn() {
        let folders = FolderName.unique(for: ["x y", "x_y", "x/y", "MVC", "mvc", "x y"])
        #expect(Set(folders.map { $0.lowercased() }).count == folders.count, "\(folders)")
        #expect(folders[1] == "x_y" && folders[3] == "MVC")
        // Stable from run to run: the same name gets the same folder.
        #expect(FolderName.unique(for: ["x y"]) == [folders[0]])
    }
}
