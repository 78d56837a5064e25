import ArchMetricsKit
import ArchMetricsSupport
import Foundation
import TestSupport

/// Writes `text` as `archmetrics.json` in `folder` and loads it as `--config` would, with
/// `root` as ROOT (nil: none given).
func loadConfiguration(_ text: String, in folder: URL, root: URL?) throws
    -> ToolConfiguration
{
    let file = folder.appendingPathComponent("archmetrics.json")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return try ToolConfiguration.load(
        path: file, root: root, variantOverrides: [], in: testContext())
}

/// The same in a temporary folder of its own, removed after: for a configuration that names
/// no file beside it.
func loadConfiguration(_ text: String, root: URL? = ArticleLayoutFixture.tree) throws
    -> ToolConfiguration
{
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try loadConfiguration(text, in: folder, root: root)
}
