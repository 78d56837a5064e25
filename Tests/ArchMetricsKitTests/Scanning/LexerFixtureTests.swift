import Foundation
import SwiftScanning
import TestSupport
import Testing

/// Swift source whose lines are tagged with the class they must get: `C|` code, `#|` comment, `_|` blank.
struct MarkedSource {
    var source: String
    var expected: [LineClass]

    init(marked: String) {
        var lines: [String] = []
        var expected: [LineClass] = []
        for line in marked.split(separator: "\n", omittingEmptySubsequences: false)
        where !line.isEmpty {
            let tag = line.prefix(2)
            switch tag {
            case "C|": expected.append(.code)
            case "#|": expected.append(.comment)
            case "_|": expected.append(.blank)
            default: Issue.record("untagged fixture line: \(line)")
            }
            lines.append(String(line.dropFirst(2)))
        }
        source = lines.joined(separator: "\n") + "\n"
        self.expected = expected
    }

    static func fixture(_ name: String) throws -> MarkedSource {
        let url = Fixtures.folder("scan/\(name).marked")
        return MarkedSource(marked: try String(contentsOf: url, encoding: .utf8))
    }

    /// Compares line by line so a failure names the line, its text and both classes.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = SourceScanner.explain(source: source)
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        let texts = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, (got, want)) in zip(actual, expected).enumerated() where got != want {
            Issue.record(
                "line \(index + 1) `\(texts[index])`: expected \(want), got \(got)",
                sourceLocation: sourceLocation)
        }
        let counts = SourceScanner.scan(source: source).lines
        #expect(
            counts.code == expected.filter { $0 == .code }.count, sourceLocation: sourceLocation)
        #expect(
            counts.comment == expected.filter { $0 == .comment }.count,
            sourceLocation: sourceLocation)
        #expect(
            counts.blank == expected.filter { $0 == .blank }.count, sourceLocation: sourceLocation)
        #expect(counts.physical == expected.count, sourceLocation: sourceLocation)
    }
}

@Suite struct LexerFixtureTests {
    @Test(arguments: ["comments", "strings", "raw-strings", "interpolation", "regex", "shebang"])
    func markedFixtureLinesGetTheirClass(name: String) throws {
        let marked = try MarkedSource.fixture(name)
        #expect(marked.expected.count > 2)
        marked.check()
    }

    @Test func markedFixturesLexWithoutDiagnostics() throws {
        for name in ["comments", "strings", "raw-strings", "interpolation", "regex", "shebang"] {
            let file = SourceScanner.scan(source: try MarkedSource.fixture(name).source, path: name)
            #expect(file.diagnostics.isEmpty, "\(name): \(file.diagnostics.map(\.formatted))")
        }
    }

    @Test func bareSlashAfterAValueIsDivisionNotRegex() {
        // If the first `/` opened a regex, `// c` would be inside it and the line would not end in a comment.
        MarkedSource(
            marked: """
                C|let a = b / c
                #|// c
                C|let d = (e) / f / g
                """
        ).check()
    }

    @Test func multiLineStringLinesAreCodeEvenWhenTheyLookLikeComments() {
        MarkedSource(
            marked: #"""
                C|let text = """
                C|    // looks like a comment
                C|
                C|    /* and a block
                C|    """
                #|/* real comment */
                """#
        ).check()
    }
}
