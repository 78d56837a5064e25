import ArchMetricsModel
import SwiftScanning
import Testing

/// Functions whose signature once ended the structure pass's wait for their body (a `#fileID`
/// default argument, a value generic), and `??` forms that are no binary `??`: every function
/// must be found, with its complexity.
@Suite struct AnalysisFunctionDiscoveryTests {
    /// The names and complexities of `source`'s functions, in source order.
    static func functions(in source: String) -> [String] {
        SourceFileStructure.analyze(source: source).functions.map { "\($0.name)=\($0.complexity)" }
    }

    @Test func poundDefaultArgumentsKeepTheFunction() {
        for literal in [
            "#fileID", "#file", "#filePath", "#line", "#column", "#function", "#isolation",
        ] {
            let source = """
                struct Registry {
                    func register(_ name: String, at place: Any = \(literal)) {
                        if name.isEmpty { return }
                    }
                    func other() { if a && b {} }
                }

                """
            let structure = SourceFileStructure.analyze(source: source)
            #expect(
                Self.functions(in: source) == ["Registry.register=2", "Registry.other=3"],
                "\(literal)")
            #expect(structure.decisionPointsOutsideFunctions == 0, "\(literal)")
        }
        // The issue's example: two defaults, the parameters on lines of their own.
        let nio = """
            func register(
                name: String,
                file: StaticString = #fileID,
                line: UInt = #line
            ) {
                guard !name.isEmpty else { return }
            }

            """
        #expect(Self.functions(in: nio) == ["register=2"])
    }

    @Test func freestandingMacrosStillEndADeclarationWithoutBody() {
        // A stored property, then a macro on the next line with a trailing closure: the closure
        // is no body of the property.
        let source = """
            struct S {
                var x: Int
                #observe { if a {} }
                func f() {}
            }

            """
        #expect(Self.functions(in: source) == ["S.f=1"])
        #expect(SourceFileStructure.analyze(source: source).decisionPointsOutsideFunctions == 1)
    }

    @Test func valueGenericsKeepTheDeclaration() {
        let source = """
            func first<let count: Int, T>(_ values: InlineArray<count, T>) -> T? {
                count > 0 ? values[0] : nil
            }
            struct Vector<let count: Int, Element> {
                init<let n: Int>(repeating value: Element, n: Int) { if n > 0 {} }
                subscript<let k: Int>(i: Int) -> Element { if i < 0 { fatalError() }; return e }
                func sum() -> Int { for x in xs where x > 0 {}; return 0 }
            }

            """
        #expect(
            Self.functions(in: source) == [
                "first=2", "Vector.init=2", "Vector.subscript=2", "Vector.sum=2",
            ])
    }

    @Test func doubleOptionalChainingIsNoBinaryNilCoalescing() {
        let cases: [(String, Int)] = [
            ("_ = a??.b", 0), ("_ = a?.b??.c", 0), ("_ = x!??.y", 0), ("_ = a ?? b", 1),
            ("_ = (a ?? b)??.c", 1), ("_ = a ?? b ?? c", 2), ("_ = x! ?? y", 1),
            ("_ = a??.b ?? c", 1),
        ]
        for (body, decisions) in cases {
            let structure = SourceFileStructure.analyze(source: "func f() {\n\(body)\n}\n")
            #expect(structure.functions.map(\.decisionPoints) == [decisions], "\(body)")
        }
    }

    // MARK: - Randomized

    /// A statement and the decision points it holds.
    static let statements: [(String, Int)] = [
        ("if a {}", 1), ("_ = a ?? b", 1), ("_ = a??.b", 0), ("_ = a ?? b ?? c", 2),
        ("_ = x!??.y", 0), ("_ = x! ?? y", 1), ("_ = (a ?? b)??.c", 1), ("_ = a?.b ?? c", 1),
        ("let v: Int?? = nil", 0), ("guard let a else { return }", 1),
        ("print(#function, #line, #fileID)", 0), ("_ = f(#file) ?? g", 1),
        ("while a && b {}", 2), ("for x in xs where x > 0 {}", 1), ("_ = a ? b : c", 1),
        ("assert(a, file: #file, line: #line)", 0),
    ]

    /// Parameters, some with a `#…` default.
    static let parameters = [
        "x: Int", "file: StaticString = #fileID", "path: StaticString = #filePath",
        "line: UInt = #line", "column: UInt = #column", "function: String = #function",
        "legacy: StaticString = #file", "isolation: isolated (any Actor)? = #isolation",
        "values: InlineArray<count, Int>",
    ]

    static let genericClauses = [
        "", "<T>", "<let count: Int>", "<let count: Int, T>", "<T, let count: Int>",
        "<let count: Int, let other: Int, T: Equatable>",
    ]

    @Test func randomFunctionsAreAllFoundWithTheirComplexity() {
        var generator = SeededGenerator(seed: 0x31_C0DE)
        for round in 0..<400 {
            var source = ""
            var expected: [String] = []
            let wrapper = ["", "struct Box", "final class Box", "enum Box", "actor Box"]
                .randomElement(using: &generator)!
            let inType = !wrapper.isEmpty
            if inType {
                source += wrapper + Self.genericClauses.randomElement(using: &generator)! + " {\n"
            }
            for number in 0..<Int.random(in: 1...5, using: &generator) {
                let kind = Int.random(in: 0..<(inType ? 3 : 1), using: &generator)
                let generics = Self.genericClauses.randomElement(using: &generator)!
                let parameters = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    Self.parameters.randomElement(using: &generator)!
                }
                // One parameter per line, or all on the signature's line.
                let separator = Bool.random(using: &generator) ? ",\n    " : ", "
                let parameterList = "(" + parameters.joined(separator: separator) + ")"
                let name: String
                switch kind {
                case 0:
                    name = "f\(number)"
                    source += "func \(name)\(generics)\(parameterList) {\n"
                case 1:
                    name = "init"
                    source += "init\(generics)\(parameterList) {\n"
                default:
                    name = "subscript"
                    source += "subscript\(generics)\(parameterList) -> Int {\n"
                }
                var decisions = 0
                for _ in 0..<Int.random(in: 0...4, using: &generator) {
                    let (statement, count) = Self.statements.randomElement(using: &generator)!
                    source += "    \(statement)\n"
                    decisions += count
                }
                source += "}\n"
                expected.append("\(inType ? "Box." : "")\(name)=\(1 + decisions)")
            }
            if inType { source += "}\n" }
            let structure = SourceFileStructure.analyze(source: source)
            #expect(
                Self.functions(in: source) == expected, "round \(round):\n\(source)")
            #expect(structure.decisionPointsOutsideFunctions == 0, "round \(round):\n\(source)")
        }
    }
}
