import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// One cached tree's metrics as `history` keeps them: a first line saying what the entry is
/// (its format, the tree, the cache key it was written under, and a digest of all three with
/// the metrics), then the metrics' JSON. An entry is trusted only when that line matches the
/// tree and key asked for and the metrics still hash to the digest: one copied from another
/// tree, written by another format or edited by hand is measured again.
enum HistoryCacheEntry {
    static let format = "archmetrics-history-cache 1"

    static func encode(_ metrics: VariantSourceMetrics, tree: String, key: String) throws -> Data {
        let json = try StableJSON.encode(metrics)
        let header = "\(format) \(tree) \(key) \(digest(json, tree: tree, key: key))\n"
        return Data(header.utf8) + json
    }

    /// The metrics of `data` when it is the entry of `tree` under `key`; nil otherwise.
    static func decode(_ data: Data, tree: String, key: String) -> VariantSourceMetrics? {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: data[..<newline], as: UTF8.self)
        let json = Data(data[(newline + 1)...])
        guard header == "\(format) \(tree) \(key) \(digest(json, tree: tree, key: key))" else {
            return nil
        }
        return try? StableJSON.decoder().decode(VariantSourceMetrics.self, from: json)
    }

    private static func digest(_ json: Data, tree: String, key: String) -> String {
        ToolIdentity.digest(Data("\(format)\n\(tree)\n\(key)\n".utf8) + json)
    }
}
