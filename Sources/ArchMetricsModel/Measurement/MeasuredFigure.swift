/// A kind of figure a measured run can be asked for. A snapshot records, per variant, which of
/// those asked for were taken (`VariantMeasurement.measured`) and which were not and why
/// (`notMeasured`), so `check` never compares a figure one side lacks as if it were equal.
public enum MeasuredFigure: String, CaseIterable, Codable, Sendable {
    /// Build and test wall and CPU times.
    case timings
    /// Tests run, passed and failed.
    case tests
    case coverage
    case typeChecking
    case compileWork

    /// Whether `measurement` holds this figure; what old snapshots, which have no record, are
    /// judged by.
    public func isPresent(in measurement: VariantMeasurement) -> Bool {
        switch self {
        case .timings: !measurement.timings.isEmpty
        case .tests: measurement.tests != nil
        case .coverage: !measurement.featureCoverage.isEmpty || !measurement.roleCoverage.isEmpty
        case .typeChecking: measurement.typeChecking != nil
        case .compileWork: measurement.compileWork != nil
        }
    }

    /// A few words for messages (`compile-work counters`).
    public var title: String {
        switch self {
        case .timings: "build and test timings"
        case .tests: "test counts"
        case .coverage: "coverage"
        case .typeChecking: "type-checking times"
        case .compileWork: "compile-work counters"
        }
    }
}

extension VariantMeasurement {
    /// The figures this variant has: the record when the snapshot has one, else what is present.
    public var measuredFigures: Set<MeasuredFigure> {
        if let measured {
            return Set(measured.compactMap(MeasuredFigure.init(rawValue:)))
        }
        return Set(MeasuredFigure.allCases.filter { $0.isPresent(in: self) })
    }

    /// The figures the run was asked for but did not take, with why; empty for old snapshots.
    public var missingFigures: [(figure: MeasuredFigure, reason: String)] {
        (notMeasured ?? [:]).compactMap { key, reason in
            MeasuredFigure(rawValue: key).map { ($0, reason) }
        }.sorted { $0.figure.rawValue < $1.figure.rawValue }
    }
}
