import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsClassification
@testable import ArchMetricsModel
@testable import ArchMetricsReporting
@testable import SwiftScanning

/// `Fixtures/attribution/test-subjects`: tests credited by the types they exercise. A file named
/// after a type counts for it; a file named after none credits each test by the types it names.
@Suite struct TestSubjectFixtureTests {
    static var tree: URL { Fixtures.folder("attribution/test-subjects") }

    /// Test file → test → "role screen" of the type it is credited to ("none": no type).
    static let expected: [String: [String: String]] = [
        // Named after no type; the subject is set up outside the tests, and a test naming only
        // shared code (`Price`) still exercises it.
        "BasketBehaviourTests.swift": [
            "testStartsEmpty": "presenter Cart", "testAddingAPriceFillsIt": "presenter Cart",
        ],
        // Named after no type, exercising two presenters (one through a helper); a tie goes to
        // the type named first, a local model named twice to the presenter it feeds, a local
        // model alone to itself.
        "FailureTests.swift": [
            "testCartFails": "presenter Cart",
            "testCheckoutPays": "presenter Checkout",
            "testCheckoutRetries": "presenter Checkout",
            "testTwoTypesNamedOnceEach": "viewController Checkout",
            "testTheTypeNamedMostWins": "presenter Checkout",
            "testAModelNamedTwiceStillFeedsThePresenter": "presenter Checkout",
            "testALocalModelAlone": "localModel Cart",
        ],
        // Exercising no type of the app (a type's name in a string or a comment is none).
        "SmokeTests.swift": ["testLaunches": "none", "arithmeticStillWorks": "none"],
    ]

    @Test func eachTestIsCreditedToTheTypeItExercises() throws {
        let snapshot = try collectSnapshot(root: Self.tree)
        let variant = try #require(snapshot.variants.first { $0.name == "Shop" })
        let ownTypes = ClassifiedFile.ownTypes(in: variant.files)
        let classifier = FileClassifier(cancellation: CancellationToken())
        let scanned = SourceScanner.scanRecords(
            paths: [Self.tree.appendingPathComponent("Shop")], options: ScanOptions(),
            testPaths: { classifier.testPathVerdict($0) })
        for (file, tests) in Self.expected {
            let record = try #require(scanned.records.first { $0.path == "ShopTests/\(file)" })
            let testFile = try #require(record.testFile)
            let found = TestSubjects(ownTypes: ownTypes.mapValues(\.role)).subjects(in: testFile)
                .subjects
            let credited = Dictionary(
                uniqueKeysWithValues: found.map { test, type in
                    let tested = type.flatMap { ownTypes[$0] }
                    let words = tested.map { [$0.role.rawValue] + ($0.screen.map { [$0] } ?? []) }
                    return (test, words?.joined(separator: " ") ?? "none")
                })
            #expect(credited == tests, "\(file)")
        }
    }

    @Test func testsCountForTheTypesTheyExercise() throws {
        let snapshot = try collectSnapshot(root: Self.tree)
        let variant = try #require(snapshot.variants.first { $0.name == "Shop" })
        #expect(variant.unitTests.totalTestCount == 13)
        let coverage = TestsPerRole.coverage(of: variant)
        // CartPresenterTests is named after a type: both its tests count for it, though its
        // second names `CheckoutPresenter` most.
        #expect(coverage.testsByRole == [.presenter: 9, .viewController: 1, .localModel: 1])
        #expect(coverage.testsByScreen == ["Cart": 6, "Checkout": 5])
        #expect(coverage.unmappedTests == 2)
        // The key class is the article's: the type a test file is named after.
        #expect(variant.unitTests.keyClass == "CartPresenter")
        #expect(variant.unitTests.keyClassTestCount == 2)
    }

    /// A snapshot from before the scan stored what each test exercises: the file name alone.
    @Test func aSnapshotFromBeforeCreditsByFileNameAlone() throws {
        let snapshot = try collectSnapshot(root: Self.tree)
        var variant = try #require(snapshot.variants.first { $0.name == "Shop" })
        variant.unitTests.testedTypesByFile = nil
        let coverage = TestsPerRole.coverage(of: variant)
        #expect(coverage.testsByRole == [.presenter: 2])
        #expect(coverage.unmappedTests == 11)
        var old = snapshot
        old.variants = [variant]
        let tables = SourceTables.tables(old, measure: .physical)
        let perRole = try #require(tables.first { $0.id == "unitTests.perRole" })
        #expect(
            perRole.notes.contains(
                "Shop: no tests for View Controllers, Local models; 11 tests in files named after no type of the variant."
            ))
    }
}
