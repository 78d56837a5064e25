// swift-tools-version: 6.0
// Football Gather written in VIPER: each screen is a module of a passive view (view controller
// and its view), a presenter (what to show), an interactor (services, business rules, the
// timer) and a router (the only part that opens or leaves screens), wired by the module.
import PackageDescription

let package = Package(
    name: "FootballGatherVIPER",
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
