import ArchMetricsSupport

/// The drift report as stable JSON: the `DriftReport` value itself, for scripts.
package struct DriftJSONFormatter: DriftFormatter {
    package init() {}

    package func format(_ report: DriftReport) throws -> String { try StableJSON.string(report) }
}
