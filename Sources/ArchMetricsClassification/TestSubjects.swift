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

    /// Each test function of `source`, in order, with the own type it exercises (nil: none),
    /// and the number of tests `TestFunctionCounter` counts there.
    package func subjects(in source: String) -> (
        tests: Int, subjects: [(test: String, type: String?)]
    ) {
        let tiers = tiers
        var text = source
        let visitor = text.withUTF8 { bytes in
            var lexer = SwiftLexer(source: bytes, visitor: TestSubjectVisitor(types: self))
            lexer.run()
            return lexer.visitor
        }
        // What lies outside every function counts with the helpers, as the file's setup.
        let functions = visitor.functions + [visitor.outside]
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
        return (visitor.tests.names.count, subjects)
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

/// Splits a file's tokens by function: the own types each function names (signature and
/// body), the calls a test makes, and the own types named outside every function. It counts
/// the file's tests on the way (`TestFunctionVisitor`), so a file is lexed once.
struct TestSubjectVisitor: SwiftLexerVisitor {
    struct Function {
        var name: String
        var isTest: Bool
        var types: [String] = []
        var calls: [String] = []
    }

    let types: TestSubjects
    var functions: [Function] = []
    /// What the file names outside every function (stored properties, nested mocks' headers).
    var outside = Function(name: "", isTest: false)
    private(set) var tests = TestFunctionVisitor()
    private var depth = 0
    /// The outermost function being read; nested functions and closures belong to it.
    private var current: Int?
    /// The depth its body's `{` opened at; nil while in its signature.
    private var bodyDepth: Int?
    private var signatureDepth = 0
    private var awaitingName = false
    private var lastIdentifier: SwiftToken?

    init(types: TestSubjects) { self.types = types }

    mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        let testsBefore = tests.names.count
        tests.visitToken(token, in: source)
        guard token.kind == .identifier else {
            awaitingName = false
            if token.kind == .punctuation { visitPunctuation(token, in: source) }
            lastIdentifier = nil
            return
        }
        defer { lastIdentifier = token }
        if awaitingName {
            awaitingName = false
            functions.append(
                Function(name: token.text(in: source), isTest: tests.names.count > testsBefore))
            (current, bodyDepth, signatureDepth) = (functions.count - 1, nil, depth)
            return
        }
        let isFunc = token.is("func", in: source)
        // A declaration after a signature with no body: that was a protocol requirement.
        if current != nil, bodyDepth == nil,
            isFunc || TestFunctionVisitor.otherDeclarationKeywords.contains(token.text(in: source))
        {
            current = nil
        }
        if current == nil, isFunc {
            awaitingName = true
        } else if let type = ownType(token, in: source) {
            if let index = current {
                functions[index].types.append(type)
            } else {
                outside.types.append(type)
            }
        }
    }

    private func ownType(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) -> String? {
        let length = token.end - token.start
        guard length < types.typeLengths.count, types.typeLengths[length],
            types.typeFirstBytes[Int(source[token.start])]
        else { return nil }
        let text = token.text(in: source)
        return types.tiers[text] != nil ? text : nil
    }

    private mutating func visitPunctuation(
        _ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>
    ) {
        if token.is("(", in: source), let called = lastIdentifier, let index = current,
            functions[index].isTest
        {
            functions[index].calls.append(called.text(in: source))
        } else if token.is("{", in: source) {
            if current != nil, bodyDepth == nil { bodyDepth = depth }
            depth += 1
        } else if token.is("}", in: source) {
            depth -= 1
            if current != nil, depth == bodyDepth ?? signatureDepth - 1 { current = nil }
        }
    }
}
