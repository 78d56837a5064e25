// swift-tools-version: 6.0
// A package whose one test misbehaves as `probe-mode` beside this file says, for the process-tree
// tests (HangingPackageTests): "hang PIDFILE" starts a child that ignores SIGTERM and keeps the
// test's stdout open, writes the pids to PIDFILE, and hangs.
import PackageDescription

let package = Package(
    name: "Hanging",
    targets: [
        .target(name: "Hanging"),
        .testTarget(name: "HangingTests", dependencies: ["Hanging"]),
    ]
)
