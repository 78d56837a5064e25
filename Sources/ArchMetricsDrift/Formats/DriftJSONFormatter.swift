import ArchMetricsSupport

/// The drift report as stable JSON: the `DriftResult` value itself, for scripts.
package struct DriftJSONFormatter: DocumentFormatter {
    package init() {}

    package func format(_ report: DriftResult) throws -> String { try StableJSON.string(report) }
}
