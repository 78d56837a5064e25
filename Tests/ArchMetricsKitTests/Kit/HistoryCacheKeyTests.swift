import Foundation
import TestSupport
import Testing

@testable import ArchMetricsKit
@testable import ArchMetricsSupport

/// `history` reuses cached tree metrics only if the same build of the tool, under the same
/// configuration, measured them: a rebuilt tool with the same version number must not read
/// the old build's figures.
@Suite struct HistoryCacheKeyTests {
    func configuration(_ text: String?) throws -> (ToolConfiguration, URL) {
        let folder = try makeTemporaryFolder()
        var path: URL?
        if let text {
            path = folder.appendingPathComponent("archmetrics.json")
            try text.write(to: path!, atomically: true, encoding: .utf8)
        }
        let configuration = try ToolConfiguration.load(
            path: path, root: ArticleLayoutFixture.tree, variantOverrides: [],
            in: testContext())
        return (configuration, folder)
    }

    @Test func theKeyFollowsTheExecutableAndIsStableOtherwise() throws {
        let (defaults, folder) = try configuration(nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = "0.1.0 5f3a"
        let rebuilt = "0.1.0 9c0d"
        #expect(
            HistoryCollector.cacheKey(defaults, tool: old)
                == HistoryCollector.cacheKey(defaults, tool: old))
        #expect(
            HistoryCollector.cacheKey(defaults, tool: old)
                != HistoryCollector.cacheKey(defaults, tool: rebuilt))
        // The command's key is the running executable's.
        #expect(
            HistoryCollector.cacheKey(defaults)
                == HistoryCollector.cacheKey(defaults, tool: ToolIdentity.current))
    }

    @Test func theKeyFollowsTheConfigurationFile() throws {
        let (first, firstFolder) = try configuration(#"{ "tolerances": { "lines": "+5 lines" } }"#)
        let (second, secondFolder) = try configuration(
            #"{ "tolerances": { "lines": "+6 lines" } }"#)
        defer {
            try? FileManager.default.removeItem(at: firstFolder)
            try? FileManager.default.removeItem(at: secondFolder)
        }
        #expect(
            HistoryCollector.cacheKey(first, tool: "t")
                != HistoryCollector.cacheKey(second, tool: "t"))
    }

    /// The identity is the digest of the file this process runs, read through Foundation.
    @Test func theIdentityIsTheRunningExecutablesDigest() throws {
        let executable = try #require(Bundle.main.executableURL)
        let bytes = try Data(contentsOf: executable)
        #expect(
            ToolIdentity.current
                == "\(ArchMetricsVersion.current) \(ToolIdentity.digest(bytes))")
        #expect(!ToolIdentity.current.hasSuffix("unidentified"))
    }

    /// One changed byte anywhere (a word or the tail), or one more byte, is another digest.
    @Test func theDigestSeesEveryByte() {
        let base = Data((0..<4099).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var seen: Set<String> = [ToolIdentity.digest(base)]
        for offset in [0, 7, 8, 2048, 4095, 4096, 4098] {
            var changed = base
            changed[offset] ^= 1
            seen.insert(ToolIdentity.digest(changed))
        }
        seen.insert(ToolIdentity.digest(base + [0]))
        #expect(seen.count == 9)
        #expect(ToolIdentity.digest(base) == ToolIdentity.digest(Data(base)))
    }
}
