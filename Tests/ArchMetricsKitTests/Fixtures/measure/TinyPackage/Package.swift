// swift-tools-version: 6.0
// The smallest real package the measurement harness's integration test builds and tests.
import PackageDescription

let package = Package(
    name: "Tiny",
    targets: [
        .target(name: "Tiny"),
        .testTarget(name: "TinyTests", dependencies: ["Tiny"]),
    ]
)
