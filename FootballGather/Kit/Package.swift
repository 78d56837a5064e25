// swift-tools-version: 6.0
// The code every Football Gather variant shares: domain, networking, storage, an in-memory
// backend (FootballGatherKit) and a headless UIKit stand-in (HeadlessUI). What differs between
// the variants is exactly the architecture, so nothing here is architecture-specific.
// FootballGatherComponents holds the app's reusable views (empty and loading views, the player
// cell, the score controls) and its alert helper: shared parts, not architecture.
// FootballGatherTestSupport holds the mocks every variant's test target shares.
// FootballGatherScript is the one scripted session every variant's demo and tests run.
import PackageDescription

let package = Package(
    name: "FootballGatherKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "FootballGatherKit", targets: ["FootballGatherKit"]),
        .library(name: "FootballGatherComponents", targets: ["FootballGatherComponents"]),
        .library(name: "FootballGatherTestSupport", targets: ["FootballGatherTestSupport"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .library(name: "FootballGatherScript", targets: ["FootballGatherScript"]),
    ],
    targets: [
        .target(name: "FootballGatherKit"),
        .target(
            name: "FootballGatherComponents", dependencies: ["FootballGatherKit", "HeadlessUI"]),
        .target(name: "FootballGatherTestSupport", dependencies: ["FootballGatherKit"]),
        .target(name: "HeadlessUI"),
        .target(
            name: "FootballGatherScript", dependencies: ["FootballGatherKit", "HeadlessUI"],
            resources: [.copy("Resources/transcript.txt")]),
        .testTarget(
            name: "FootballGatherKitTests",
            dependencies: ["FootballGatherKit", "FootballGatherTestSupport"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"]),
        .testTarget(
            name: "FootballGatherComponentsTests",
            dependencies: ["FootballGatherComponents", "HeadlessUI"]),
    ],
    swiftLanguageModes: [.v6]
)
