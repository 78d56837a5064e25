/// The static part of the article's unit-test table for one variant.
public struct UnitTestInventory: Codable, Equatable, Sendable {
    /// The class whose Gather-screen logic the variant's tests target (GatherPresenter).
    public var keyClass: String?
    /// View controllers, views, presenters/view models and local models (not coordinators).
    public var keyClassCount: Int
    /// XCTest `func test…` and Swift Testing `@Test` functions in the key class's tests.
    public var keyClassTestCount: Int
    /// Every test function found in the variant's test files.
    public var totalTestCount: Int
    /// The test file the key class was inferred from (`FootballGatherTests/GatherPresenterTests.swift`).
    public var keyClassTestFile: String?
    /// Test functions per test file, by path relative to the variant folder.
    public var testFunctionsByFile: [String: Int]?
    /// Per test file, its test functions by the app's own type each exercises: all for the type
    /// the file is named after, else each for the type it names (`TestSubjects`); tests that
    /// exercise no own type are left out. Nil in snapshots from before it, and when empty.
    public var testedTypesByFile: [String: [String: Int]]?
    /// The scenarios the variant's tests say they cover (`// Scenario: id` in a test file),
    /// sorted; nil when none is tagged.
    public var scenarios: [String]?

    public init(
        keyClass: String?, keyClassCount: Int, keyClassTestCount: Int, totalTestCount: Int,
        keyClassTestFile: String? = nil, testFunctionsByFile: [String: Int]? = nil,
        scenarios: [String]? = nil, testedTypesByFile: [String: [String: Int]]? = nil
    ) {
        self.keyClass = keyClass
        self.keyClassCount = keyClassCount
        self.keyClassTestCount = keyClassTestCount
        self.totalTestCount = totalTestCount
        self.keyClassTestFile = keyClassTestFile
        self.testFunctionsByFile = testFunctionsByFile
        self.scenarios = scenarios
        self.testedTypesByFile = testedTypesByFile
    }
}

extension UnitTestInventory {
    /// The type a test file is named after: `…/GatherPresenter+TimerTests.swift` →
    /// `GatherPresenter` (suffixes `Tests`, `Test`, `Spec`); nil without a test suffix.
    public static func testedTypeName(testFile path: String) -> String? {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        if name.hasSuffix(".swift") { name = name.dropLast(6) }
        for suffix in ["Tests", "Test", "Spec"]
        where name.hasSuffix(suffix) && name.count > suffix.count {
            let tested = name.dropLast(suffix.count)
            return String(tested.split(separator: "+").first ?? tested)
        }
        return nil
    }
}
