import ArchMetricsModel
import Foundation

/// What was and was not measured of what the options asked, recorded on each variant: the
/// drift check tells a figure that went missing from one never asked for.
extension MeasurementSession {
    /// The figures `options` ask for.
    static func requestedFigures(_ options: MeasurementOptions) -> [MeasuredFigure] {
        (options.measureTimings ? [.timings, .tests] : [])
            + (options.measureCoverage ? [.coverage] : [])
            + (options.measureTypeChecking ? [.typeChecking] : [])
            + (options.measureCompileWork ? [.compileWork] : [])
    }

    /// `measurement` with what was and was not measured of `requested` recorded. A variant that
    /// got none of what was asked (every compile-work build failing under `--compile-work-only`)
    /// did not build: its run is a failure, not an "ok" with nothing in it.
    static func recording(_ requested: [MeasuredFigure], in measurement: VariantMeasurement)
        -> VariantMeasurement
    {
        var measurement = measurement
        let taken = requested.filter { $0.isPresent(in: measurement) }
        let missing = requested.filter { !$0.isPresent(in: measurement) }
        measurement.measured = taken.map(\.rawValue)
        var notMeasured = Dictionary(
            uniqueKeysWithValues: missing.map { ($0.rawValue, reason(for: $0, measurement)) })
        if taken.contains(.timings) {
            notMeasured.merge(missingBuilds(measurement)) { figure, _ in figure }
        }
        measurement.notMeasured = notMeasured.isEmpty ? nil : notMeasured
        if measurement.status == .ok, taken.isEmpty, !requested.isEmpty {
            measurement.status = .buildFailed
            measurement.failureReason =
                "nothing was measured: "
                + missing.map { "no \($0.title) (\(reason(for: $0, measurement)))" }.joined(
                    separator: "; ")
        }
        return measurement
    }

    /// The builds of a timed run that were not taken (no file of the unit-test screen to touch,
    /// no own file), by their `TimingMeasure` name, each with the note that says why: a
    /// variant's missing row is then a recorded absence, not a silent one.
    private static func missingBuilds(_ measurement: VariantMeasurement) -> [String: String] {
        let builds: [(TimingMeasure, String)] = [
            (.incrementalBuild, "incremental build"), (.variantBuild, "variant-only build"),
        ]
        var missing: [String: String] = [:]
        for (measure, words) in builds where measurement.timings[measure.rawValue] == nil {
            missing[measure.rawValue] =
                measurement.diagnostics?.first { $0.contains(words) } ?? "no \(words) was measured"
        }
        return missing
    }

    /// Why `figure` is missing: the variant's failure, else the note the measure left.
    private static func reason(for figure: MeasuredFigure, _ measurement: VariantMeasurement)
        -> String
    {
        if measurement.status != .ok {
            return measurement.failureReason ?? measurement.status.rawValue
        }
        let words: [MeasuredFigure: String] = [
            .coverage: "coverage", .typeChecking: "type-check", .compileWork: "compile-work",
            .tests: "test", .timings: "build",
        ]
        let note = measurement.diagnostics?.first { note in
            words[figure].map { note.localizedCaseInsensitiveContains($0) } ?? false
        }
        return note ?? "no figures were produced"
    }
}
