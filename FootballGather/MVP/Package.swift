// swift-tools-version: 6.0
// Football Gather written in MVP: each screen is a view controller (navigation, alerts, bar
// items), a view (controls and data sources) and a presenter (state, services, logic).
import PackageDescription

let package = Package(
    name: "FootballGatherMVP",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../Kit")],
    targets: [
        .target(
            name: "FootballGather",
            dependencies: [
                .product(name: "FootballGatherKit", package: "Kit"),
                .product(name: "FootballGatherComponents", package: "Kit"),
                .product(name: "HeadlessUI", package: "Kit"),
            ],
            path: "FootballGather"
        ),
        .executableTarget(
            name: "FootballGatherDemo",
            dependencies: [
                "FootballGather", .product(name: "FootballGatherScript", package: "Kit"),
            ],
            path: "Demo"
        ),
        .testTarget(
            name: "FootballGatherTests",
            dependencies: [
                "FootballGather",
                .product(name: "FootballGatherComponents", package: "Kit"),
                .product(name: "FootballGatherTestSupport", package: "Kit"),
                .product(name: "FootballGatherScript", package: "Kit"),
            ],
            path: "FootballGatherTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
