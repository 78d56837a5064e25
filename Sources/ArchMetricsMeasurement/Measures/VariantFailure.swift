import ArchMetricsModel

/// Why a variant stopped being measured.
struct VariantFailure: Equatable {
    var status: VariantMeasurement.Status
    var reason: String
}
