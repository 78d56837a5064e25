// swift-tools-version: 6.0
// Football Gather, MVC variant: seven view controllers that own their state, data sources,
// service calls, alerts and navigation. Everything that is not architecture comes from ../Kit.
import PackageDescription

let package = Package(
    name: "FootballGatherMVC",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../Kit")
    ],
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
