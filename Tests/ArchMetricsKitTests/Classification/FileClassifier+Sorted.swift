import ArchMetricsClassification
import ArchMetricsModel
import SwiftScanning

extension FileClassifier {
    /// The tests' shorthand: the files classified through the production path
    /// (`placeKeepingOrder`), sorted by path, without the decisions behind them.
    func classify(_ files: [ScannedFile]) -> [ClassifiedFile] {
        placeKeepingOrder(files).map(\.file).sorted { $0.path < $1.path }
    }
}
