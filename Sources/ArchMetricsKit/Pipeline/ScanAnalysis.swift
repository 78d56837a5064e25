import ArchMetricsAnalysis
import ArchMetricsClassification
import Foundation
import SwiftScanning

/// `scan --analysis`: a scan analysed as one variant, through the stages `report` runs.
package enum ScanAnalysis {
    /// Scans `paths` and analyses what it finds as one variant, roles from the default rules:
    /// what `archmetrics scan --analysis` runs, the same stages as a variant of `report`. Each
    /// file is read and lexed once, for both (unless the variant declares a lower-case type
    /// name: see `ArchitectureAnalyzer.resolve`). Stops early once `options.cancellation` is
    /// cancelled; the caller throws then.
    package static func run(
        paths: [URL], options: ScanOptions, name: String = "scan"
    ) -> (scan: ScanResult, analyzed: AnalyzedVariant) {
        let classifier = FileClassifier(cancellation: options.cancellation)
        let scanned = SourceScanner.scanRecords(
            paths: paths, options: options,
            isTestPath: { [classifier] in classifier.isTestFileByPath($0) })
        let analyzed = ArchitectureAnalyzer.analyze(
            SourceMetricsCollector.classified(scanned.records, by: classifier), name: name,
            cancellation: options.cancellation)
        return (scanned.result, analyzed)
    }
}
