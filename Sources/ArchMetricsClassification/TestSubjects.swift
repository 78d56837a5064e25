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
package enum TestSubjects {
    /// Each test function of `source`, in order, with the own type it exercises (nil: none).
    /// `ownTypes` maps every type the app declares to its role, which `catalog` defines.
    package static func subjects(
        in source: String, ownTypes: [String: Role], catalog: RoleCatalog = .builtIn
    ) -> [(test: String, type: String?)] {
        let tiers = ownTypes.mapValues { tier(of: $0, in: catalog) }
        var text = source
        let functions = text.withUTF8 { bytes in
            var lexer = SwiftLexer(source: bytes, visitor: TestSubjectVisitor(ownTypes: ownTypes))
            lexer.run()
            // What lies outside every function counts with the helpers, as the file's setup.
            return lexer.visitor.functions + [lexer.visitor.outside]
        }
        let helpers = Dictionary(
            functions.filter { !$0.isTest }.map { ($0.name, $0.types) }, uniquingKeysWith: +)
        let outsideTests = functions.filter { !$0.isTest }.flatMap(\.types)
        return functions.filter(\.isTest).map { test in
            let body = test.types
            let helpersCalled = test.calls.flatMap { helpers[$0] ?? [] }
            let steps = [
                (0, body), (0, helpersCalled), (1, body), (1, helpersCalled), (0, outsideTests),
                (1, outsideTests), (2, body), (2, helpersCalled), (2, outsideTests),
            ]
            for (tier, names) in steps {
                if let type = mostNamed(names, tier: tier, tiers: tiers) {
                    return (test.name, type)
                }
            }
            return (test.name, nil)
        }
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
/// body), the calls a test makes, and the own types named outside every function.
struct TestSubjectVisitor: SwiftLexerVisitor {
    struct Function {
        var name: String
        var isTest: Bool
        var types: [String] = []
        var calls: [String] = []
    }

    let ownTypes: [String: Role]
    var functions: [Function] = []
    /// What the file names outside every function (stored properties, nested mocks' headers).
    var outside = Function(name: "", isTest: false)
    private var tests = TestFunctionVisitor()
    private var depth = 0
    /// The outermost function being read; nested functions and closures belong to it.
    private var current: Int?
    /// The depth its body's `{` opened at; nil while in its signature.
    private var bodyDepth: Int?
    private var signatureDepth = 0
    private var awaitingName = false
    private var lastIdentifier: String?

    init(ownTypes: [String: Role]) { self.ownTypes = ownTypes }

    mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        let testsBefore = tests.names.count
        tests.visitToken(token, in: source)
        guard token.kind == .identifier else {
            awaitingName = false
            if token.kind == .punctuation { visitPunctuation(token, in: source) }
            lastIdentifier = nil
            return
        }
        let text = token.text(in: source)
        defer { lastIdentifier = text }
        if awaitingName {
            awaitingName = false
            functions.append(Function(name: text, isTest: tests.names.count > testsBefore))
            (current, bodyDepth, signatureDepth) = (functions.count - 1, nil, depth)
            return
        }
        let isFunc = text == "func"
        // A declaration after a signature with no body: that was a protocol requirement.
        if current != nil, bodyDepth == nil,
            isFunc || TestFunctionVisitor.otherDeclarationKeywords.contains(text)
        {
            current = nil
        }
        if current == nil, isFunc {
            awaitingName = true
        } else if ownTypes[text] != nil {
            if let index = current {
                functions[index].types.append(text)
            } else {
                outside.types.append(text)
            }
        }
    }

    private mutating func visitPunctuation(
        _ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>
    ) {
        if token.is("(", in: source), let called = lastIdentifier, let index = current,
            functions[index].isTest
        {
            functions[index].calls.append(called)
        } else if token.is("{", in: source) {
            if current != nil, bodyDepth == nil { bodyDepth = depth }
            depth += 1
        } else if token.is("}", in: source) {
            depth -= 1
            if current != nil, depth == bodyDepth ?? signatureDepth - 1 { current = nil }
        }
    }
}
