import Foundation
import ArchMetricsAnalysis
import ArchMetricsClassification
import ArchMetricsDrift
import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import SwiftScanning

/// Where the bundled Football Gather core lives, so every command has a real default subject.
public enum BundledCore {
    /// `FootballGather/` in the current directory when run from the repository (the usual
    /// `swift run archmetrics …`), else the copy beside the sources this binary was built from.
    public static var root: URL {
        let fromWorkingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("FootballGather")
        if FileManager.default.fileExists(atPath: fromWorkingDirectory.appendingPathComponent("Kit").path) {
            return fromWorkingDirectory
        }
        return repositoryRoot.appendingPathComponent("FootballGather")
    }

    /// The repository this binary was built from (three levels above this source file).
    public static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Support
            .deletingLastPathComponent() // ArchMetricsKit
            .deletingLastPathComponent() // Sources
            .deletingLastPathComponent()
    }

    /// The four variant folders in the article's order, focus (MVP-C) last.
    public static let variantNames = ["MVC", "MVVM", "MVP", "MVP-C"]
}
