// The library product is this one module: `import ArchMetricsKit` gives a user every stage, as
// before the stages became targets of their own.
@_exported import ArchMetricsAnalysis
@_exported import ArchMetricsClassification
@_exported import ArchMetricsDrift
@_exported import ArchMetricsMeasurement
@_exported import ArchMetricsModel
@_exported import ArchMetricsReporting
@_exported import ArchMetricsSupport
@_exported import SwiftScanning
