import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// Unit tests per role and per screen, beside the article's one key class: each test counts for
/// the type its file is named after (`GatherPresenterTests`, `GatherPresenter+TimerTests` and
/// `GatherPresenterSpec` test `GatherPresenter`), else for the type it names (`TestSubjects`, as
/// the scan stored it), and so for that type's role and screen.
package enum TestsPerRole {
    /// What the tests of one variant cover, by role and by screen.
    package struct Coverage: Equatable, Sendable {
        /// Test functions credited to a type of the role.
        package var testsByRole: [Role: Int] = [:]
        /// Code lines of the role's files, and of those whose type has tests.
        package var codeByRole: [Role: Int] = [:]
        package var testedCodeByRole: [Role: Int] = [:]
        package var testsByScreen: [String: Int] = [:]
        /// Test functions credited to no type of the variant.
        package var unmappedTests = 0
    }

    /// `…/GatherPresenter+TimerTests.swift` → `GatherPresenter`; nil without a test suffix.
    package static func testedTypeName(testFile path: String) -> String? {
        UnitTestInventory.testedTypeName(testFile: path)
    }

    package static func coverage(of variant: VariantSourceMetrics) -> Coverage {
        var coverage = Coverage()
        let sources = variant.files.filter(\.role.isTheApp)
        for file in sources { coverage.codeByRole[file.role, default: 0] += file.lines.code }
        let ownTypes = ClassifiedFile.ownTypes(in: variant.files)
        var testedTypes = Set<String>()
        var testedPaths = Set<String>()
        for (path, tests) in variant.unitTests.testFunctionsByFile ?? [:] {
            var credited = 0
            for (type, count) in credits(testFile: path, tests: tests, in: variant.unitTests) {
                guard let tested = ownTypes[type] else { continue }
                testedTypes.insert(type)
                testedPaths.insert(tested.path)
                credited += count
                coverage.testsByRole[tested.role, default: 0] += count
                if let screen = tested.screen {
                    coverage.testsByScreen[screen, default: 0] += count
                }
            }
            coverage.unmappedTests += tests - credited
        }
        // A tested type's extension files (`GatherPresenter+Timer.swift`) are tested code too.
        for file in sources
        where testedPaths.contains(file.path) || file.primaryType.map(testedTypes.contains) == true
        {
            coverage.testedCodeByRole[file.role, default: 0] += file.lines.code
        }
        return coverage
    }

    /// A test file's tests by the type each exercises, as the scan found them; a snapshot from
    /// before that has only the file name to go by.
    static func credits(
        testFile path: String, tests: Int, in unitTests: UnitTestInventory
    ) -> [String: Int] {
        if let byType = unitTests.testedTypesByFile { return byType[path] ?? [:] }
        return testedTypeName(testFile: path).map { [$0: tests] } ?? [:]
    }

    static func tables(_ snapshot: MetricsSnapshot, catalog: RoleCatalog) -> [ReportTable] {
        let variants = snapshot.variants
        let coverages = variants.map(coverage(of:))
        guard coverages.contains(where: { !$0.testsByRole.isEmpty }) else { return [] }
        let names = variants.map(\.name)
        let roles = catalog.sorted(Set(coverages.flatMap(\.codeByRole.keys)))
        let title = catalog.title(of:)
        let roleRows = roles.map { role in
            ReportRow(
                label: title(role),
                cells: coverages.map { coverage in
                    guard let code = coverage.codeByRole[role], code > 0 else { return .missing }
                    let tests = coverage.testsByRole[role] ?? 0
                    let share = Double(coverage.testedCodeByRole[role] ?? 0) * 100 / Double(code)
                    return ReportCell(
                        text: "\(tests) (\(ValueFormatting.percent(share)))", value: Double(tests))
                })
        }
        let notes = notes(
            variants: variants, coverages: coverages, roles: roles, title: title,
            byTypesNamed: variants.contains { $0.unitTests.testedTypesByFile != nil })
        var tables = [
            ReportTable(
                id: "unitTests.perRole", title: "Unit tests per role", columns: ["Role"] + names,
                columnVariants: names, rows: roleRows, notes: notes)
        ]
        let screenOrder = snapshot.settings?.screens ?? []
        // Positions looked up, not searched for in every comparison (quadratic otherwise).
        let position = Dictionary(
            screenOrder.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: min)
        let screens = Set(coverages.flatMap(\.testsByScreen.keys)).sorted {
            (position[$0] ?? .max, $0) < (position[$1] ?? .max, $1)
        }
        if !screens.isEmpty {
            let screenRows = screens.map { screen in
                ReportRow(
                    label: screen,
                    cells: coverages.map { coverage in
                        let tests = coverage.testsByScreen[screen] ?? 0
                        return ReportCell(text: "\(tests)", value: Double(tests))
                    })
            }
            tables.append(
                ReportTable(
                    id: "unitTests.perScreen", title: "Unit tests per screen",
                    columns: ["Screen"] + names,
                    columnVariants: names, rows: screenRows))
        }
        return tables
    }

    /// How tests are credited, and per variant the roles with no test and the tests credited
    /// to no type. `byTypesNamed`: the snapshot says which types each test exercises.
    static func notes(
        variants: [VariantSourceMetrics], coverages: [Coverage], roles: [Role],
        title: (Role) -> String, byTypesNamed: Bool
    ) -> [String] {
        let byName =
            "A test file counts for the type it is named after (`CartPresenterTests`, "
            + "`CartPresenter+TimerTests`, `CartPresenterSpec` → `CartPresenter`) and so for "
            + "that type's role and screen."
        var notes = [
            byTypesNamed
                ? byName + " In a file named after no type, each test counts for the type it "
                    + "names: in its body, else in the helpers it calls, else in the file's setup; "
                    + "a screen's parts (view controllers, presenters, interactors…) before its "
                    + "models, shared code last; the type named most, the first on a tie. In "
                    + "brackets: the share of the role's code lines in files whose type has tests."
                : byName + " In brackets: the share of the role's code lines in files whose type "
                    + "has a test file."
        ]
        let unmapped =
            byTypesNamed
            ? "name no type of the variant, nor do their files' names"
            : "in files named after no type of the variant"
        for (variant, coverage) in zip(variants, coverages) {
            let untested = roles.filter {
                (coverage.codeByRole[$0] ?? 0) > 0 && coverage.testsByRole[$0] == nil
            }
            .filter { $0 != .shared }
            var parts: [String] = []
            if !untested.isEmpty {
                parts.append("no tests for \(untested.map(title).joined(separator: ", "))")
            }
            if coverage.unmappedTests > 0 {
                parts.append("\(coverage.unmappedTests) tests \(unmapped)")
            }
            if !parts.isEmpty {
                notes.append(
                    "\(TextEscaping.markdownText(variant.name)): \(parts.joined(separator: "; "))."
                )
            }
        }
        return notes
    }
}
