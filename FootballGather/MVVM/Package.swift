// swift-tools-version: 6.0
// Football Gather, MVVM variant: view controllers bind HeadlessUI controls to view models, which
// hold each screen's state, service calls and presentation logic. Everything that is not
// architecture comes from ../Kit.
import PackageDescription

let package = Package(
    name: "FootballGatherMVVM",
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
