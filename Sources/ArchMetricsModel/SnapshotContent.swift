/// What a snapshot measured beyond source metrics: a report or a baseline holding more than
/// a new run would is not replaced by it without being asked (`OutputPlacement`).
package struct SnapshotContent: OptionSet, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let timings = SnapshotContent(rawValue: 1 << 0)
    package static let testCounts = SnapshotContent(rawValue: 1 << 1)
    package static let coverage = SnapshotContent(rawValue: 1 << 2)
    package static let typeChecking = SnapshotContent(rawValue: 1 << 3)
    package static let compileWork = SnapshotContent(rawValue: 1 << 4)

    /// What a full measured run takes.
    package static let measured: SnapshotContent = [
        .timings, .testCounts, .coverage, .typeChecking, .compileWork,
    ]

    /// What `snapshot` holds, from any of its variants.
    package init(_ snapshot: MetricsSnapshot) {
        self = []
        for variant in snapshot.measurements?.variants ?? [] {
            if !variant.timings.isEmpty { insert(.timings) }
            if variant.tests != nil { insert(.testCounts) }
            if !variant.roleCoverage.isEmpty || !variant.featureCoverage.isEmpty {
                insert(.coverage)
            }
            if variant.typeChecking != nil { insert(.typeChecking) }
            if variant.compileWork != nil { insert(.compileWork) }
        }
    }

    /// The measures held, in words ("build and test timings, coverage").
    package var names: [String] {
        let words: [(SnapshotContent, String)] = [
            (.timings, "build and test timings"), (.testCounts, "test counts"),
            (.coverage, "coverage"), (.typeChecking, "type-checking times"),
            (.compileWork, "compile work"),
        ]
        return words.filter { contains($0.0) }.map(\.1)
    }
}
