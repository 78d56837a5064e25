// swift-tools-version: 6.0
// A package as a user of archmetrics has one: it depends on archmetrics (here by path, as a
// user would by URL) and runs it as a command plugin:
//
//   swift package --allow-writing-to-package-directory archmetrics check --no-build
//
// scripts/test-all.sh runs the plugin on it (scripts/plugin-test.sh). It is not part of the
// archmetrics package: nothing here is built by archmetrics' own `swift build` or `swift test`.
import PackageDescription

let package = Package(
    name: "PluginUser",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "archmetrics", path: "../../..")],
    targets: [
        .target(name: "Shop"),
        .testTarget(name: "ShopTests", dependencies: ["Shop"]),
    ]
)
