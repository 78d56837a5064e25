import ArchMetricsClassification
import ArchMetricsModel
import ArchMetricsReporting

extension SourceMetricsCollector {
    /// The tests of one test file by the app's own type each exercises. The file name comes
    /// first: a file named after an own type (`GatherPresenterTests`) counts wholly for it, as
    /// the article's key class does; any other file credits each test by the types it names.
    static func testedTypes(
        testFile path: String, source: String, tests: Int, ownTypes: [String: Role],
        roles: RoleCatalog
    ) -> [String: Int] {
        if let named = TestsPerRole.testedTypeName(testFile: path), ownTypes[named] != nil {
            return tests > 0 ? [named: tests] : [:]
        }
        var credits: [String: Int] = [:]
        for case (_, let type?) in TestSubjects.subjects(
            in: source, ownTypes: ownTypes, catalog: roles)
        {
            credits[type, default: 0] += 1
        }
        return credits
    }
}
