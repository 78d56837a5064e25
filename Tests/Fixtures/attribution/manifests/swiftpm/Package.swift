// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(name: "Shop", path: "App", exclude: ["Legacy"]),
        .executableTarget(name: "ShopDemo", dependencies: ["Shop"], path: "Demo"),
        .testTarget(name: "ShopTests", dependencies: ["Shop"]),
        .testTarget(name: "ShopChecks", dependencies: ["Shop"], path: "Checks"),
        .plugin(name: "Lint", capability: .buildTool()),
    ]
)
