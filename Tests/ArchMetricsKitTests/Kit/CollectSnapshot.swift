import ArchMetricsKit
import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// What `archmetrics report --no-build` collects from `root`: the configuration at `config`
/// (nil: none, so the default rules and every variant folder found), then every variant
/// scanned, classified and analysed.
func collectSnapshot(root: URL, config: URL? = nil) throws -> MetricsSnapshot {
    let configuration = try ToolConfiguration.load(
        path: config, root: root, variantOverrides: [], in: testContext())
    return try SourceMetricsCollector.collect(configuration, in: testContext())
}
