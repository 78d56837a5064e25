import ArchMetricsClassification
import ArchMetricsModel
import SwiftScanning

extension SourceMetricsCollector {
    /// The tests of one test file, and how many of them exercise each of the app's own types.
    /// The file name comes first: a file named after an own type (`GatherPresenterTests`)
    /// counts wholly for it, as the article's key class does; any other file credits each test
    /// by the types it names (`TestSubjects`).
    static func testedTypes(
        of testFile: TestFileScan, at path: String, subjects reader: TestSubjects
    ) -> (tests: Int, credits: [String: Int]) {
        if let named = UnitTestInventory.testedTypeName(testFile: path), reader.isOwnType(named) {
            let tests = testFile.testFunctions
            return (tests, tests > 0 ? [named: tests] : [:])
        }
        let (tests, subjects) = reader.subjects(in: testFile)
        var credits: [String: Int] = [:]
        for case (_, let type?) in subjects { credits[type, default: 0] += 1 }
        return (tests, credits)
    }
}
