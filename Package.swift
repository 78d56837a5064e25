// swift-tools-version: 6.0
// archmetrics: measures what an app's architecture costs. No dependencies, by design.
//
// One target per stage of the data flow, each depending only on the stages before it, so the
// compiler keeps the layering the README's diagram describes:
//
//   ArchMetricsSupport   errors, atomic files, stable JSON and its byte writer, parallel map,
//                        Markdown and XML escaping (for Reporting and Drift alike)
//   SwiftScanning        lexer, line classes, type declarations, the directory scan, and the
//                        structure pass (functions, references, complexity) riding on it
//   ArchMetricsModel     roles, classified files, snapshot, analysis and measurement results,
//                        and the statistics over them (Statistics/: intervals, U test, sampling)
//   ArchMetricsClassification   role rules, path globs, the file classifier
//   ArchMetricsAnalysis  references resolved across files, coupling and complexity summaries
//   ArchMetricsMeasurement      timed swift build / swift test, coverage
//   ArchMetricsReporting Markdown, SVG and table renderers
//   ArchMetricsDrift     snapshot diff, tolerances, merge, CI annotations (beside Reporting,
//                        not on top of it: it writes its own Markdown, SARIF and JUnit)
//   ArchMetricsKit       configuration, the pipeline that runs the stages, and one workflow per
//                        command (re-exports nothing: the library product lists every stage)
//   archmetrics          the command line: a request per command, one workflow call, exit codes
//   ArchMetricsPlugin    `swift package archmetrics …`: the command line in a package that
//                        depends on this one (Tests/Fixtures/PluginUser shows and tests it);
//                        ArchMetricsReadPlugin, `archmetrics-read`, the same without writing
import PackageDescription

let package = Package(
    name: "archmetrics",
    platforms: [.macOS(.v13)],
    products: [
        // Every stage, so a user imports the ones it uses, as the package's own files do.
        .library(
            name: "ArchMetricsKit",
            targets: [
                "ArchMetricsSupport", "SwiftScanning", "ArchMetricsModel",
                "ArchMetricsClassification", "ArchMetricsAnalysis", "ArchMetricsMeasurement",
                "ArchMetricsReporting", "ArchMetricsDrift", "ArchMetricsKit",
            ]),
        .executable(name: "archmetrics", targets: ["archmetrics"]),
        // `swift package archmetrics …` in a package that depends on this one.
        .plugin(name: "ArchMetricsPlugin", targets: ["ArchMetricsPlugin"]),
        // `swift package archmetrics-read …`: the commands that only read, no permission asked.
        .plugin(name: "ArchMetricsReadPlugin", targets: ["ArchMetricsReadPlugin"]),
    ],
    targets: [
        .target(name: "ArchMetricsSupport"),
        .target(name: "SwiftScanning", dependencies: ["ArchMetricsSupport"]),
        .target(name: "ArchMetricsModel", dependencies: ["ArchMetricsSupport", "SwiftScanning"]),
        .target(
            name: "ArchMetricsClassification",
            dependencies: ["ArchMetricsSupport", "SwiftScanning", "ArchMetricsModel"]
        ),
        .target(
            name: "ArchMetricsAnalysis",
            dependencies: [
                "ArchMetricsSupport", "SwiftScanning", "ArchMetricsModel",
                "ArchMetricsClassification",
            ]
        ),
        .target(
            name: "ArchMetricsMeasurement",
            dependencies: ["ArchMetricsSupport", "ArchMetricsModel"]
        ),
        .target(
            name: "ArchMetricsReporting",
            dependencies: ["ArchMetricsSupport", "SwiftScanning", "ArchMetricsModel"]
        ),
        .target(
            name: "ArchMetricsDrift",
            dependencies: ["ArchMetricsSupport", "SwiftScanning", "ArchMetricsModel"]
        ),
        .target(
            name: "ArchMetricsKit",
            dependencies: [
                "ArchMetricsSupport", "SwiftScanning", "ArchMetricsModel",
                "ArchMetricsClassification", "ArchMetricsAnalysis", "ArchMetricsMeasurement",
                "ArchMetricsReporting", "ArchMetricsDrift",
            ]
        ),
        .executableTarget(
            name: "archmetrics", dependencies: ["ArchMetricsSupport", "ArchMetricsKit"]),
        // The tool is built by the plugins themselves, in release (`PluginRun.builtTool`): a
        // dependency on it here would have SwiftPM build it in debug as well, before the plugin.
        .plugin(
            name: "ArchMetricsPlugin",
            capability: .command(
                intent: .custom(
                    verb: "archmetrics",
                    description:
                        "Measure lines per architectural role and screen; check drift against a baseline."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "archmetrics writes its reports and baseline (Reports/ by default)."
                    )
                ])),
        // The same without write permission, for the commands that only read (SwiftPM grants
        // permissions per plugin, not per command). Its folder links the shared sources.
        .plugin(
            name: "ArchMetricsReadPlugin",
            capability: .command(
                intent: .custom(
                    verb: "archmetrics-read",
                    description:
                        "archmetrics roles, scan, check --no-build, compare and help: read-only, no permission needed."
                ))),
        // What both test targets share: the repository's and fixtures' paths
        // (`Tests/Fixtures/`), temporary folders, the built tool and the fake `swift`. A target,
        // not a folder per test target, so nothing is copied between the two.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "ArchMetricsKitTests",
            dependencies: [
                "ArchMetricsSupport", "SwiftScanning", "ArchMetricsModel",
                "ArchMetricsClassification", "ArchMetricsAnalysis", "ArchMetricsMeasurement",
                "ArchMetricsReporting", "ArchMetricsDrift", "ArchMetricsKit", "TestSupport",
            ]),
        // Runs the built `archmetrics` binary on fixture trees; depends on the executable so
        // `swift test` builds it first.
        .testTarget(name: "EndToEndTests", dependencies: ["archmetrics", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// A file sees the members of the modules it imports, not of every module its target happens to
// link, so its imports say which modules it uses (SE-0444).
for target in package.targets where target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("MemberImportVisibility")
        ]
}
