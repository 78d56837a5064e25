import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// What makes a snapshot's run a failure, whatever command took it: a variant that did not
/// build or pass its tests (or measured nothing it was asked for), a file that could not be
/// scanned. `report`, `baseline` and `merge` exit 1 on it, and the report says it first.
package enum RunFailures {
    /// One line per failure; empty when the run passed.
    package static func lines(_ snapshot: MetricsSnapshot) -> [String] {
        variants(snapshot) + snapshot.diagnostics.filter { $0.severity == .error }.map(\.formatted)
    }

    /// One line per variant that failed (`MVC buildFailed: …`); with `logsFolder`, each line
    /// ends with the variant's last log under it.
    package static func variants(_ snapshot: MetricsSnapshot, logsFolder: URL? = nil) -> [String] {
        (snapshot.measurements?.variants ?? []).map(statusOfItsTests).filter { $0.status != .ok }
            .map { variant in
                let log = logsFolder.flatMap { folder in
                    variant.logPaths.last.map {
                        " (log: \(folder.appendingPathComponent($0).path))"
                    }
                }
                return
                    "\(variant.variant) \(variant.status.rawValue): \(variant.failureReason ?? "see its logs")"
                    + (log ?? "")
            }
    }

    /// `variant`, failed when it is "ok" over failing tests: a snapshot from a tool that trusted
    /// a test command's exit 0 over the tests' results does not pass `merge` for it.
    static func statusOfItsTests(_ variant: VariantMeasurement) -> VariantMeasurement {
        guard variant.status == .ok, let tests = variant.tests, tests.failed > 0 else {
            return variant
        }
        var failed = variant
        failed.status = .testsFailed
        failed.failureReason = "\(tests.failed) of \(tests.ran) tests failed"
        return failed
    }

    /// The blocks at the top of the report; none when the run passed.
    package static func blocks(_ snapshot: MetricsSnapshot) -> [ReportBlock] {
        let failures = lines(snapshot)
        guard !failures.isEmpty else { return [] }
        return [
            .paragraph(
                "**FAIL — this run is incomplete:** what follows lacks the figures below (exit status 1)."
            ),
            .list(failures.map(TextEscaping.markdownText)),
        ]
    }
}
