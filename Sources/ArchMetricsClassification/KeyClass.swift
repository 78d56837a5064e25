import ArchMetricsModel

/// The article's key class of a variant: of the key screen's types of a key-class role that a
/// test file is named after (`GatherPresenterTests` → `GatherPresenter`), the one holding the
/// screen's logic, with its tests.
package struct KeyClass: Equatable, Sendable {
    package var type: String
    package var role: Role
    package var testFile: String
    package var tests: Int

    /// When several key-screen types have tests, the one holding the screen's logic wins;
    /// a configured key-class role ranks after these.
    static let preference: [Role] = [
        .presenter, .viewModel, .interactor, .viewController, .view, .worker, .localModel,
    ]

    /// The key class of `files`, whose test files have `testsByFile` tests: on the configured
    /// key screen (`unitTestScreen`, Gather by default), or in a variant without it on the
    /// screen whose types have the most tests, so the key-class row is never empty for want
    /// of a Gather screen. Nil when no test file is named after a key-screen type.
    package static func find(
        in files: [ClassifiedFile], testsByFile: [String: Int], unitTestScreen: String,
        roles: RoleCatalog
    ) -> KeyClass? {
        let keyClassRoles = roles.keyClassRoles
        let keyScreen = keyScreen(in: files, testsByFile: testsByFile, configured: unitTestScreen)
        let keyScreenTypes = files.filter {
            $0.screen == keyScreen && keyClassRoles.contains($0.role)
        }
        func rank(_ role: Role) -> Int {
            preference.firstIndex(of: role) ?? preference.count + roles.roles.firstIndex(of: role)!
        }
        var best: KeyClass?
        for (testPath, tests) in testsByFile.sorted(by: { $0.key < $1.key }) {
            guard let testedName = UnitTestInventory.testedTypeName(testFile: testPath),
                let target = keyScreenTypes.first(where: { $0.primaryType == testedName })
            else { continue }
            let targetRank = rank(target.role)
            if let current = best {
                let currentRank = rank(current.role)
                guard
                    targetRank < currentRank || (targetRank == currentRank && tests > current.tests)
                else { continue }
            }
            best = KeyClass(type: testedName, role: target.role, testFile: testPath, tests: tests)
        }
        return best
    }

    /// The configured key screen when the files have it, else the screen whose types have
    /// the most tests (the configured one if none has any).
    static func keyScreen(
        in files: [ClassifiedFile], testsByFile: [String: Int], configured: String
    ) -> String {
        guard !files.contains(where: { $0.screen == configured }) else { return configured }
        var testsByScreen: [String: Int] = [:]
        for (path, tests) in testsByFile {
            guard let type = UnitTestInventory.testedTypeName(testFile: path),
                let screen = files.first(where: { $0.primaryType == type && $0.role != .test })?
                    .screen
            else { continue }
            testsByScreen[screen, default: 0] += tests
        }
        return testsByScreen.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? configured
    }
}
