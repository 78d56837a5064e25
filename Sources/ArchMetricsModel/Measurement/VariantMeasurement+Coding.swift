/// The JSON of a variant's measurements: its fields by name, and beside them each figure under
/// its kind's key (`FigureStore`), so a figure of a new kind is stored with no field here.
/// The snapshot's JSON has its keys sorted (`StableJSON`), so where a figure is written
/// changes no byte; an optional field absent is left out, as the synthesized coding did. A new
/// field of `VariantMeasurement` is a line in each function here; a new figure is a kind.
extension VariantMeasurement {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        func key(_ name: String) -> JSONKey { JSONKey(name) }
        self.init(
            variant: try container.decode(String.self, forKey: key("variant")),
            status: try container.decode(Status.self, forKey: key("status")),
            failureReason: try container.decodeIfPresent(String.self, forKey: key("failureReason")),
            timings: try container.decode([String: SampleStatistics].self, forKey: key("timings")),
            cpuTimings: try container.decodeIfPresent(
                [String: SampleStatistics].self, forKey: key("cpuTimings")),
            peakMemoryBytes: try container.decodeIfPresent(
                [String: SampleStatistics].self, forKey: key("peakMemoryBytes")),
            tests: try container.decodeIfPresent(TestCounts.self, forKey: key("tests")),
            featureCoverage: try container.decode(
                [CoverageFigure].self, forKey: key("featureCoverage")),
            roleCoverage: try container.decode([CoverageFigure].self, forKey: key("roleCoverage")),
            logPaths: try container.decode([String].self, forKey: key("logPaths")),
            diagnostics: try container.decodeIfPresent([String].self, forKey: key("diagnostics")))
        testFiles = try container.decodeIfPresent([TestFileCounts].self, forKey: key("testFiles"))
        measured = try container.decodeIfPresent([String].self, forKey: key("measured"))
        notMeasured = try container.decodeIfPresent(
            [String: String].self, forKey: key("notMeasured"))
        buildCommand = try container.decodeIfPresent([String].self, forKey: key("buildCommand"))
        figures = try FigureStore(from: container)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        func key(_ name: String) -> JSONKey { JSONKey(name) }
        try container.encode(variant, forKey: key("variant"))
        try container.encode(status, forKey: key("status"))
        try container.encodeIfPresent(failureReason, forKey: key("failureReason"))
        try container.encode(timings, forKey: key("timings"))
        try container.encodeIfPresent(cpuTimings, forKey: key("cpuTimings"))
        try container.encodeIfPresent(peakMemoryBytes, forKey: key("peakMemoryBytes"))
        try container.encodeIfPresent(tests, forKey: key("tests"))
        try container.encodeIfPresent(testFiles, forKey: key("testFiles"))
        try container.encode(featureCoverage, forKey: key("featureCoverage"))
        try container.encode(roleCoverage, forKey: key("roleCoverage"))
        try container.encode(logPaths, forKey: key("logPaths"))
        try container.encodeIfPresent(diagnostics, forKey: key("diagnostics"))
        try container.encodeIfPresent(measured, forKey: key("measured"))
        try container.encodeIfPresent(notMeasured, forKey: key("notMeasured"))
        try container.encodeIfPresent(buildCommand, forKey: key("buildCommand"))
        try figures.encode(to: &container)
    }
}
