import ArchMetricsDrift
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation
import Testing

/// A snapshot is input like any other: hand-edited, truncated or corrupted numbers must give an
/// input error naming the field, never a trap in the arithmetic of `compare`, `check`, `merge`
/// or `report --from`.
@Suite struct SnapshotNumberTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "snapshot-numbers-\(UUID().uuidString)")

    /// The sample snapshot as JSON with the first `"code" : N` replaced by `replacement`.
    func sampleWithFirstCodeCount(_ replacement: String) throws -> String {
        let json = try StableJSON.string(DriftSamples.snapshot())
        let range = try #require(json.range(of: #""code" : \d+"#, options: .regularExpression))
        return json.replacingCharacters(in: range, with: "\"code\" : \(replacement)")
    }

    func load(_ text: String) throws -> MetricsSnapshot {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("snapshot-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return try MetricsSnapshot.load(from: url, regenerateHint: "archmetrics baseline")
    }

    func inputError(_ text: String) -> ArchMetricsError? {
        do {
            _ = try load(text)
            return nil
        } catch { return error as? ArchMetricsError }
    }

    @Test(arguments: [
        ("9223372036854775807", "is larger than any real count or time"),
        ("-9223372036854775808", "is negative"),
        ("-3", "is negative"),
        ("12.5", "is not a whole number; 'code' is a count"),
        ("1e300", "is larger than any real count or time"),
    ])
    func anImpossibleCountIsAnInputErrorWithItsPath(value: String, reason: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = inputError(try sampleWithFirstCodeCount(value))
        #expect(error?.category == .input)
        #expect(
            error?.message.contains("impossible number at variants[0].files[0].lines.code") == true
                && error?.message.contains(reason) == true, "\(String(describing: error))")
    }

    @Test func aNegativeTimingIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try StableJSON.string(DriftSamples.snapshot())
        let range = try #require(
            json.range(of: #""median" : [0-9.]+"#, options: .regularExpression))
        let error = inputError(json.replacingCharacters(in: range, with: "\"median\" : -1.5"))
        #expect(
            error?.message.contains(".median: -1.5 is negative") == true,
            "\(String(describing: error))")
    }

    @Test func aTruncatedSnapshotSaysWhereItEnds() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try StableJSON.string(DriftSamples.snapshot())
        let truncated = String(json.prefix(300))
        let lines = truncated.split(separator: "\n", omittingEmptySubsequences: false)
        let error = inputError(truncated)
        #expect(
            error?.message.contains("(line \(lines.count), column \(lines.last!.count + 1))")
                == true, "\(String(describing: error))")
    }

    /// Every number of a real snapshot, replaced in turn by values that once trapped or that no
    /// snapshot holds: loading refuses them, or what it accepts can be compared, merged and
    /// rendered without a trap (a trap would end this test process).
    @Test func mutatedNumbersNeverTrap() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = DriftSamples.snapshot()
        let json = try StableJSON.string(original)
        let numbers = try NSRegularExpression(pattern: #"(?<=: )-?[0-9][0-9.eE+-]*"#)
        let matches = numbers.matches(in: json, range: NSRange(json.startIndex..., in: json))
        #expect(matches.count > 50)
        let mutations = [
            "9223372036854775807", "-9223372036854775808", "-1", "0.5", "1e308",
            "4611686018427387904",
            "1099511627776", "0",
        ]
        var generator = SplitMix64(seed: 21)
        var refused = 0
        for match in matches {
            let replacement = mutations[Int(generator.next() % UInt64(mutations.count))]
            let range = Range(match.range, in: json)!
            let mutated = json.replacingCharacters(in: range, with: replacement)
            let snapshot: MetricsSnapshot
            do { snapshot = try load(mutated) } catch let error as ArchMetricsError {
                #expect(error.category == .input)
                refused += 1
                continue
            }
            let report = SnapshotDiff.compare(baseline: original, current: snapshot)
            _ = DriftMarkdownFormatter().format(report)
            _ = SnapshotDiff.compare(baseline: snapshot, current: snapshot)
            _ = try? SnapshotMerger.merge([.init(label: "a", snapshot: snapshot)])
            _ = ComparisonReport.markdown(snapshot, measure: .physical, toolCommand: "archmetrics")
        }
        #expect(refused > 0)
    }
}
