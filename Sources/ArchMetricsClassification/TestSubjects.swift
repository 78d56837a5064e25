import ArchMetricsModel
import SwiftScanning

/// Which of the app's own types each test function exercises, read from the types it names.
/// For a test file named after no type of the app (`PresenterFailureTests`,
/// `NavigationFlowTests`), whose tests would otherwise count for nothing.
///
/// Precedence, per test function, by where a type is named and by its role's tier (tier 0: a
/// part of a screen or a flow, as view controllers, views, presenters, view models,
/// interactors, coordinators, routers; tier 1: a screen's other roles, as workers, assemblies,
/// scene and local models; tier 2: shared code):
/// 1. tier 0 in the test's body, then in the helper functions of the file it calls
///    (`makeSut()`); then tier 1 the same way: a test that builds a model or a worker to feed
///    a presenter tests the presenter;
/// 2. tiers 0 and 1 in what the file names outside its tests (a `sut` property, `setUp`);
/// 3. shared code, in the same order (body, helpers called, the rest of the file).
/// Within a step, the type named most often; a tie goes to the type named first. A test that
/// names no own type anywhere exercises none.
package struct TestSubjects: Sendable {
    /// Each own type's tier (below); its keys are the own types.
    let tiers: [String: Int]
    /// Byte lengths and first bytes of the own types' names: most identifiers are none of
    /// them, and are told so without making a `String`.
    let typeLengths: [Bool]
    let typeFirstBytes: [Bool]

    /// `ownTypes` maps every type the app declares to its role, which `catalog` defines. Made
    /// once per variant: the tables serve every test file.
    package init(ownTypes: [String: Role], catalog: RoleCatalog = .builtIn) {
        tiers = ownTypes.mapValues { Self.tier(of: $0, in: catalog) }
        var lengths = [Bool](
            repeating: false, count: (ownTypes.keys.map(\.utf8.count).max() ?? 0) + 1)
        var firstBytes = [Bool](repeating: false, count: 256)
        for name in ownTypes.keys {
            lengths[name.utf8.count] = true
            if let first = name.utf8.first { firstBytes[Int(first)] = true }
        }
        (typeLengths, typeFirstBytes) = (lengths, firstBytes)
    }

    /// Whether the app declares a type of this name.
    package func isOwnType(_ name: String) -> Bool { tiers[name] != nil }

    /// Each test function of a test file as the scan read it, in order, with the own type it
    /// exercises (nil: none), and the number of tests the scan counted there.
    package func subjects(in testFile: TestFileScan) -> (
        tests: Int, subjects: [(test: String, type: String?)]
    ) {
        let tiers = tiers
        // What lies outside every function counts with the helpers, as the file's setup.
        let functions = ownTypesNamed(in: testFile)
        let helpers = Dictionary(
            functions.filter { !$0.isTest }.map { ($0.name, $0.types) }, uniquingKeysWith: +)
        // The file's choice per tier is the same for every test: worked out once.
        let outsideTests = functions.filter { !$0.isTest }.flatMap(\.types)
        let fileChoice = (0...2).map { Self.mostNamed(outsideTests, tier: $0, tiers: tiers) }
        let subjects = functions.filter(\.isTest).map { test -> (test: String, type: String?) in
            var called = Set<String>()
            let helpersCalled = test.calls.filter { called.insert($0).inserted }.flatMap {
                helpers[$0] ?? []
            }
            let choices: [() -> String?] = [
                { Self.mostNamed(test.types, tier: 0, tiers: tiers) },
                { Self.mostNamed(helpersCalled, tier: 0, tiers: tiers) },
                { Self.mostNamed(test.types, tier: 1, tiers: tiers) },
                { Self.mostNamed(helpersCalled, tier: 1, tiers: tiers) },
                { fileChoice[0] }, { fileChoice[1] },
                { Self.mostNamed(test.types, tier: 2, tiers: tiers) },
                { Self.mostNamed(helpersCalled, tier: 2, tiers: tiers) },
                { fileChoice[2] },
            ]
            return (test.name, choices.lazy.compactMap { $0() }.first)
        }
        return (testFile.testFunctions, subjects)
    }

    /// A test file's outermost functions, then what lies outside them (named ""), each with the
    /// own types it names in order.
    private func ownTypesNamed(in testFile: TestFileScan) -> [Function] {
        var functions = testFile.functions.map {
            Function(name: $0.name, isTest: $0.isTest, calls: $0.calls)
        }
        var outside = Function(name: "", isTest: false, calls: [])
        for name in testFile.names {
            guard let type = ownType(name, in: testFile) else { continue }
            if name.function == TestFileScan.outside {
                outside.types.append(type)
            } else {
                functions[name.function].types.append(type)
            }
        }
        return functions + [outside]
    }

    /// A function of a test file and the own types it names.
    private struct Function {
        var name: String
        var isTest: Bool
        var calls: [String]
        var types: [String] = []
    }

    /// The own type `name` names, if any. Most names are none, and are told so by their
    /// length and first byte without making a `String`.
    private func ownType(_ name: TestFileScan.Name, in testFile: TestFileScan) -> String? {
        let length = name.end - name.start
        guard length < typeLengths.count, typeLengths[length],
            typeFirstBytes[Int(testFile.nameBytes[name.start])]
        else { return nil }
        let text = testFile.text(of: name)
        return tiers[text] != nil ? text : nil
    }

    /// 0: a part of a screen or a flow; 1: another role of a screen; 2: shared code (and a
    /// role the catalog does not know).
    static func tier(of role: Role, in catalog: RoleCatalog) -> Int {
        guard let definition = catalog.definition(of: role), definition.belongsToScreen else {
            return 2
        }
        return definition.isScreenPart || definition.holdsFlow ? 0 : 1
    }

    /// The type of `tier` that `names` holds most often; the first named on a tie.
    static func mostNamed(_ names: [String], tier: Int, tiers: [String: Int]) -> String? {
        var counts: [String: (count: Int, first: Int)] = [:]
        for (index, name) in names.enumerated() where tiers[name] == tier {
            counts[name, default: (0, index)].count += 1
        }
        return counts.max {
            ($0.value.count, -$0.value.first) < ($1.value.count, -$1.value.first)
        }?.key
    }
}
