import ArchMetricsModel

/// Why a variant stopped being measured.
package struct VariantFailure: Equatable {
    package var status: VariantMeasurement.Status
    package var reason: String

    package init(status: VariantMeasurement.Status, reason: String) {
        self.status = status
        self.reason = reason
    }
}
