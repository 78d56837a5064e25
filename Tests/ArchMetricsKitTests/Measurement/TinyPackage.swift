import ArchMetricsMeasurement
import Foundation
import TestSupport

/// The real two-target package the slow measurement tests build (`Tests/Fixtures/measure/
/// TinyPackage`: Tiny and its dependency TinyBase, one XCTest test). Its one own file is Tiny's,
/// in role `shared`; TinyBase's code is other code.
enum TinyPackage {
    static let ownFile = "Sources/Tiny/Tiny.swift"

    /// A fresh copy in `folder`, as the variant `Tiny`.
    static func variant(in folder: URL, incrementalTouchFile: String? = nil) throws
        -> MeasuredVariant
    {
        MeasuredVariant(
            name: "Tiny",
            packageFolder: try MeasureFixtures.copyPackage("TinyPackage", as: "Tiny", into: folder),
            features: ["Tiny": [ownFile]], roles: ["shared": [ownFile]],
            incrementalTouchFile: incrementalTouchFile)
    }
}
