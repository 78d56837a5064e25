// swift-tools-version: 6.0
// archmetrics: measures what an app's architecture costs. No dependencies, by design.
import PackageDescription

let package = Package(
    name: "archmetrics",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ArchMetricsKit", targets: ["ArchMetricsKit"]),
        .executable(name: "archmetrics", targets: ["archmetrics"]),
    ],
    targets: [
        .target(name: "ArchMetricsKit", path: "Sources/ArchMetricsKit"),
        .executableTarget(name: "archmetrics", dependencies: ["ArchMetricsKit"], path: "Sources/archmetrics"),
        .testTarget(
            name: "ArchMetricsKitTests",
            dependencies: ["ArchMetricsKit"],
            path: "Tests/ArchMetricsKitTests",
            exclude: ["Fixtures"]
        ),
        // Runs the built `archmetrics` binary on fixture trees; depends on the executable so
        // `swift test` builds it first.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["archmetrics"],
            path: "Tests/EndToEndTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
