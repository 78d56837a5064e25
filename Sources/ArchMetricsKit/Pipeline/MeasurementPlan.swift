import ArchMetricsClassification
import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// Bridges configuration and measurement, the part of measuring that needs Kit: turns the
/// configured, classified variants of a snapshot into the packages `MeasurementSession` builds
/// and tests, and stores its report in the snapshot.
/// `report`, `baseline` and `check` all measure through here, so they measure the same way.
package enum MeasurementPlan {
    /// One `MeasuredVariant` per configured variant, in the configuration's order (MVC, MVVM,
    /// MVP, MVP-C for the bundled core) — the order the session interleaves runs in.
    /// Throws an input error naming every variant folder that is not a SwiftPM package. (A
    /// `commands.variants` entry naming no variant is refused when the configuration is loaded,
    /// `CommandsConfiguration.selecting`, which keeps only the variants measured.)
    package static func variants(for snapshot: MetricsSnapshot, configuration: ToolConfiguration)
        throws -> [MeasuredVariant]
    {
        let notPackages = configuration.variants.filter {
            configuration.commands?.commands(for: $0.name) == nil
                && !FileManager.default.fileExists(
                    atPath: $0.folder.appendingPathComponent("Package.swift").path)
        }
        guard notPackages.isEmpty else {
            throw ArchMetricsError.input(
                "cannot build \(notPackages.map { "\($0.name) (\($0.folder.path))" }.joined(separator: ", ")): no Package.swift; timing needs a SwiftPM package per variant, or build and test commands in the configuration (\"commands\")",
                hint: "Use --no-build to report source metrics only.")
        }
        return configuration.variants.map { variant in
            let metrics = snapshot.variants.first { $0.name == variant.name }
            let sources = metrics?.files.filter(\.role.isTheApp) ?? []
            var features: [String: [String]] = [:]
            for feature in snapshot.settings?.features ?? configuration.features {
                features[feature.name] = metrics?.files(of: feature) ?? []
            }
            let roles = Dictionary(grouping: sources, by: { $0.role.rawValue }).mapValues {
                $0.map(\.path)
            }
            var measured = MeasuredVariant(
                name: variant.name, packageFolder: variant.folder, features: features, roles: roles,
                incrementalTouchFile: touchFile(
                    metrics,
                    screen: snapshot.settings?.unitTestScreen ?? configuration.unitTestScreen))
            measured.commands = configuration.commands?.commands(for: variant.name)
            measured.toolingFiles =
                metrics?.files.filter { $0.role == .tooling }.map(\.path) ?? []
            measured.targets = targets(
                of: measured.ownSourceFiles + measured.toolingFiles, in: variant.folder)
            return measured
        }
    }

    /// Each of `files` (relative to `folder`) → the target its project's manifest says
    /// compiles it; files no manifest speaks for are left out.
    static func targets(of files: [String], in folder: URL) -> [String: String] {
        let membership = ProjectManifests.membership(in: folder).membership
        guard !membership.isEmpty else { return [:] }
        var targets: [String: String] = [:]
        for file in files {
            if let target = membership.target(compiling: file) { targets[file] = target }
        }
        return targets
    }

    /// Measures every variant and stores the report in `snapshot.measurements`.
    package static func measure(
        _ snapshot: inout MetricsSnapshot, configuration: ToolConfiguration,
        options: MeasurementOptions, cancellation: CancellationToken
    ) throws {
        var options = options
        options.referenceVariant = configuration.referenceVariant
        snapshot.measurements = try MeasurementSession.measure(
            try variants(for: snapshot, configuration: configuration), options: options,
            cancellation: cancellation)
    }

    /// The file an incremental build touches: the unit-test key class of the unit-test screen
    /// (GatherPresenter, GatherViewModel, GatherViewController), else any of that screen's files.
    static func touchFile(_ metrics: VariantSourceMetrics?, screen: String) -> String? {
        guard let metrics else { return nil }
        let screenFiles = metrics.files.filter { $0.role != .test && $0.screen == screen }
        if let keyClass = metrics.unitTests.keyClass,
            let keyFile = screenFiles.first(where: { $0.primaryType == keyClass })
        {
            return keyFile.path
        }
        return screenFiles.first?.path
    }
}
