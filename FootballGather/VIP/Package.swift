// swift-tools-version: 6.0
// Football Gather written in VIP (Clean Swift): each screen is a scene whose view controller
// sends requests to its interactor (state, rules, workers), whose presenter turns responses into
// view models for the view controller; its router opens and leaves scenes, passing their data.
import PackageDescription

let package = Package(
    name: "FootballGatherVIP",
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
