import Foundation
import SwiftScanning
import TestSupport
import Testing

/// Cyclomatic complexity from the token stream, on sources whose answer is known by construction.
@Suite struct AnalysisComplexityTests {
    static func fixtureURL(_ relativePath: String) -> URL {
        Fixtures.folder("analysis/\(relativePath)")
    }

    /// `// expect: NAME = N` markers of a fixture.
    static func expectations(in source: String) -> [String: Int] {
        var expected: [String: Int] = [:]
        for line in source.split(separator: "\n") {
            guard let marker = line.range(of: "// expect: ") else { continue }
            let parts = line[marker.upperBound...].split(separator: "=").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard parts.count == 2, let value = Int(parts[1]) else { continue }
            expected[parts[0]] = value
        }
        return expected
    }

    @Test func trapsFixtureHasExactlyTheMarkedFunctionsAndComplexities() throws {
        let source = try String(
            contentsOf: Self.fixtureURL("complexity/Traps.swift"), encoding: .utf8)
        let expected = Self.expectations(in: source)
        #expect(expected.count == 25)
        let structure = SourceFileStructure.analyze(source: source)
        var found: [String: Int] = [:]
        for function in structure.functions { found[function.name] = function.complexity }
        for (name, complexity) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(
                found[name] == complexity,
                "\(name): expected \(complexity), got \(found[name].map(String.init) ?? "no such function")"
            )
        }
        let unexpected = Set(found.keys).subtracting(expected.keys).sorted()
        #expect(unexpected.isEmpty, "functions found but not marked: \(unexpected)")
        // The lazy closure initialiser and the top-level ternary.
        #expect(structure.decisionPointsOutsideFunctions == 2)
    }

    @Test func functionLinesPointAtTheDeclaringKeyword() {
        let structure = SourceFileStructure.analyze(
            source: "struct S {\n    var x: Int {\n        1\n    }\n\n    func f() {}\n}\n")
        #expect(
            structure.functions == [
                MeasuredFunction(name: "S.x", line: 2, decisionPoints: 0),
                MeasuredFunction(name: "S.f", line: 6, decisionPoints: 0),
            ])
    }

    @Test func eachDecisionKindCountsOnce() {
        let cases: [(String, Int)] = [
            ("if a {}", 1), ("guard a else { return }", 1), ("for x in xs {}", 1),
            ("while a {}", 1),
            ("repeat {} while a", 1), ("do {} catch {}", 1), ("_ = a && b", 1), ("_ = a || b", 1),
            ("_ = a ?? b", 1), ("_ = a ? b : c", 1),
            ("switch a { case 1: break; case 2, 3: break; default: break }", 2),
            ("if a, b {}", 1), ("if a { } else if b { } else { }", 2),
        ]
        for (body, decisions) in cases {
            let structure = SourceFileStructure.analyze(source: "func f() {\n\(body)\n}\n")
            #expect(structure.functions.map(\.decisionPoints) == [decisions], "\(body)")
        }
    }

    @Test func notDecisions() {
        let bodies = [
            "let x: Int? = y?.z", "let x = try? f()", "let x = y as? Int",
            "let s = \"if a && b ? c : d\"",
            "// if a && b\nlet x = 1", "/* for x in y { if z {} } */", "let x: Int?? = nil",
            "let x = y!",
            "let f: (Int) -> Int? = { _ in nil }", "prepare(for: segue, sender: nil)",
            "let r = 0...n",
            "_ = a.if", "enum E { case a, b }", "let x = \"\"\"\nif a || b\n\"\"\"",
        ]
        for body in bodies {
            let structure = SourceFileStructure.analyze(source: "func f() {\n\(body)\n}\n")
            #expect(structure.decisionPoints == 0, "\(body)")
            #expect(structure.functions.count == 1, "\(body)")
        }
    }

    @Test func interpolatedCodeCountsButStringTextDoesNot() {
        let structure = SourceFileStructure.analyze(
            source: "func f() -> String {\n    \"if \\(a ? \"x\" : \"y\") else\"\n}\n")
        #expect(structure.functions.map(\.complexity) == [2])
    }

    @Test func unbalancedInputNeverCrashesAndStillCounts() {
        for source in [
            "}}}", "func f() {", "func f() { if a {", "#else\n#endif\n}", "var x: Int {",
            "switch {", "case", "extension",
        ] {
            _ = SourceFileStructure.analyze(source: source)
        }
        #expect(
            SourceFileStructure.analyze(source: "func f() { if a {").functions.map(\.complexity)
                == [2])
    }

    @Test func identifiersAfterADotAreMembersNotReferences() {
        let structure = SourceFileStructure.analyze(
            source: "let a = Foo.Bar\nlet b: `Baz` = x.Qux\n// Comment\nlet c = \"Quux\"\n")
        #expect(structure.identifierCounts["Foo"] == 1)
        #expect(structure.identifierCounts["Baz"] == 1)
        #expect(structure.identifierCounts["Bar"] == nil)
        #expect(structure.identifierCounts["Qux"] == nil)
        #expect(structure.identifierCounts["Comment"] == nil)
        #expect(structure.identifierCounts["Quux"] == nil)
    }

    @Test func identifierTallyCountsEveryOccurrenceAcrossTableGrowth() {
        // More distinct names than the tally's initial table, each a known number of times.
        var source = ""
        for index in 0..<3000 { source += "let v\(index) = T\(index % 700)\n" }
        let counts = SourceFileStructure.analyze(source: source).identifierCounts
        #expect(counts["let"] == 3000)
        #expect(counts["T0"] == 5)
        #expect(counts["T699"] == 4)
        #expect(counts["v2999"] == 1)
        #expect(counts.count == 1 + 3000 + 700)
    }
}
