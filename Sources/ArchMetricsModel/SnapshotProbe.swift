import ArchMetricsSupport
import Foundation

/// What a snapshot on disk holds (`SnapshotContent`) and its frozen rule violations, read
/// without decoding its files, tables and samples: where a run writes (`OutputPlacement`) and
/// what a new baseline keeps of the old one need only these, and a measured `metrics.json` is
/// about a megabyte.
package struct SnapshotProbe: Decodable {
    package var content: SnapshotContent
    package var frozenViolations: [RuleViolation]?

    /// The probe of the snapshot at `file`; nil when there is none there, or not one of this
    /// schema version (nothing a run would drop, nothing to keep).
    package static func read(_ file: URL) -> SnapshotProbe? {
        guard let data = try? Data(contentsOf: file),
            let probe = try? StableJSON.decoder().decode(SnapshotProbe.self, from: data)
        else { return nil }
        return probe
    }

    private enum Keys: String, CodingKey {
        case schemaVersion, measurements, frozenViolations, variants
        case timings, tests, featureCoverage, roleCoverage, typeChecking, compileWork
    }

    package init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: Keys.self)
        guard
            try top.decodeIfPresent(Int.self, forKey: .schemaVersion)
                == MetricsSnapshot.currentSchemaVersion
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: top, debugDescription: "another schema version")
        }
        frozenViolations = try top.decodeIfPresent([RuleViolation].self, forKey: .frozenViolations)
        content = []
        guard try top.contains(.measurements) && !top.decodeNil(forKey: .measurements) else {
            return
        }
        var variants = try top.nestedContainer(keyedBy: Keys.self, forKey: .measurements)
            .nestedUnkeyedContainer(forKey: .variants)
        // The same tests as `SnapshotContent.init(_:)`, on the keys alone.
        while !variants.isAtEnd {
            let variant = try variants.nestedContainer(keyedBy: Keys.self)
            func present(_ key: Keys) throws -> Bool {
                try variant.contains(key) && !variant.decodeNil(forKey: key)
            }
            func nonEmpty(_ key: Keys, keyed: Bool) throws -> Bool {
                guard try present(key) else { return false }
                if keyed {
                    return try !variant.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
                        .allKeys.isEmpty
                }
                return try variant.nestedUnkeyedContainer(forKey: key).count ?? 0 > 0
            }
            if try nonEmpty(.timings, keyed: true) { content.insert(.timings) }
            if try present(.tests) { content.insert(.testCounts) }
            if try nonEmpty(.roleCoverage, keyed: false) || nonEmpty(.featureCoverage, keyed: false)
            {
                content.insert(.coverage)
            }
            if try present(.typeChecking) { content.insert(.typeChecking) }
            if try present(.compileWork) { content.insert(.compileWork) }
        }
    }

    /// Any key of a keyed container, to count them.
    private struct AnyCodingKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
