// swift-tools-version: 6.0
// The smallest real package the measurement harness's integration test builds and tests; Tiny
// depends on TinyBase, so the variant-only build has something it must not rebuild.
import PackageDescription

let package = Package(
    name: "Tiny",
    targets: [
        .target(name: "TinyBase"),
        .target(name: "Tiny", dependencies: ["TinyBase"]),
        .testTarget(name: "TinyTests", dependencies: ["Tiny"]),
    ]
)
