import ArchMetricsDrift
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// `archmetrics merge`: snapshots measured separately (one CI job per variant) combined into
/// one, written atomically.
package enum MergeWorkflow: Workflow {
    /// What the command line asked for.
    package struct Request {
        /// The snapshot files to merge, in order.
        package var paths: [String]
        /// The merged snapshot's file.
        package var output: String
        /// Merge incomparable environments anyway.
        package var force = false
        package var focus: String?
        package var reference: String?

        package init(
            paths: [String], output: String, force: Bool = false, focus: String? = nil,
            reference: String? = nil
        ) {
            self.paths = paths
            self.output = output
            self.force = force
            self.focus = focus
            self.reference = reference
        }
    }

    /// Failed: a part's variant failed to build or pass its tests (the merge is written).
    package typealias Outcome = WorkflowResult

    package static func run(_ request: Request, in context: WorkflowContext) throws -> Outcome {
        let parts = try request.paths.map { path in
            SnapshotMerger.Part(
                label: path,
                snapshot: try MetricsSnapshot.load(
                    from: context.url(path), kind: "part",
                    regenerateHint:
                        "\(ToolInvocation.command(environment: context.environment)) report --format json"
                ))
        }
        let merged = try SnapshotMerger.merge(
            parts, force: request.force, focusVariant: request.focus,
            referenceVariant: request.reference)
        // Ctrl-C while writing leaves the old file (or none) and no temporary file.
        try AtomicFile.write(
            [
                AtomicFile.Output(context.url(request.output), try StableJSON.encode(merged))
            ],
            unless: context.cancellation, orSay: "\(request.output) was left as it was")
        for diagnostic in merged.diagnostics
        where diagnostic.message.hasPrefix(SnapshotMerger.forcedMergeMarker)
            || diagnostic.message.hasPrefix(SnapshotMerger.mixedCompilersMarker)
        {
            context.diagnostics.emit(
                .warning, "archmetrics: warning: \(diagnostic.path): \(diagnostic.message)")
        }
        let measured = merged.measurements?.variants.count ?? 0
        context.show(
            "Merged \(parts.count) part\(parts.count == 1 ? "" : "s") into \(request.output): \(merged.variants.count) variants (\(merged.variants.map(\.name).joined(separator: ", "))), \(measured) measured; focus \(merged.focusVariant)."
        )
        // A part whose variant failed makes the merged run a failure too: a CI job that merges
        // and renders must not turn a failed matrix job into a pass.
        for failure in RunFailures.variants(merged) {
            context.diagnostics.fail("archmetrics: \(failure)")
        }
        return Outcome(failed: context.diagnostics.failed)
    }
}
