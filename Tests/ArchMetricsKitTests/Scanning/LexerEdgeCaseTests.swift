import Testing

@testable import ArchMetricsModel
@testable import SwiftScanning

/// Line endings, empty files, BOMs and broken input, which marked fixtures cannot express.
@Suite struct LexerEdgeCaseTests {
    private func counts(_ source: String) -> LineCounts { SourceScanner.scan(source: source).lines }

    @Test func emptyFileHasNoLines() {
        #expect(counts("") == LineCounts())
    }

    @Test func aSingleNewlineIsOneBlankLine() {
        #expect(counts("\n") == LineCounts(physical: 1, blank: 1))
    }

    @Test func lastLineWithoutNewlineCounts() {
        #expect(counts("let a = 1\n// c") == LineCounts(physical: 2, code: 1, comment: 1))
        #expect(counts("let a = 1") == LineCounts(physical: 1, code: 1))
    }

    @Test func crlfIsOneLineBreak() {
        #expect(
            SourceScanner.explain(source: "let a = 1\r\n// c\r\n\r\n/* x\r\n\r\n*/\r\n") == [
                .code, .comment, .blank, .comment, .comment, .comment,
            ])
    }

    @Test func loneCarriageReturnEndsALineCommentButIsNotALineBreak() {
        // Documented choice: physical lines follow `\n` only (as `wc -l`), while the lexer, like
        // Swift's, ends a `//` comment at `\r`, so the code after it makes this a code line.
        #expect(counts("// c\rlet a = 1\n") == LineCounts(physical: 1, code: 1))
        #expect(counts("// c\r// d\n") == LineCounts(physical: 1, comment: 1))
    }

    @Test func byteOrderMarkIsNotCode() {
        #expect(counts("\u{FEFF}// c\n\u{FEFF}") == LineCounts(physical: 2, code: 1, comment: 1))
        #expect(counts("\u{FEFF}\n") == LineCounts(physical: 1, blank: 1))
    }

    @Test func whitespaceOnlyLinesAreBlank() {
        #expect(counts(" \t\u{0C}\r\n   \n") == LineCounts(physical: 2, blank: 2))
    }

    @Test func unterminatedBlockCommentCountsToTheEndWithADiagnostic() {
        let file = SourceScanner.scan(
            source: "let a = 1\n/* open /* nested */\n\nstill open\n", path: "f.swift")
        #expect(file.lines == LineCounts(physical: 4, code: 1, comment: 3))
        #expect(file.diagnostics.count == 1)
        #expect(file.diagnostics.first?.line == 2)
        #expect(file.diagnostics.first?.message.contains("unterminated block comment") == true)
    }

    @Test func unterminatedMultiLineStringCountsToTheEndWithADiagnostic() {
        let file = SourceScanner.scan(source: "let s = \"\"\"\nabc\n\n", path: "f.swift")
        #expect(file.lines == LineCounts(physical: 3, code: 3))
        #expect(file.diagnostics.map(\.line) == [1])
    }

    @Test func unterminatedSingleLineStringStopsAtTheLineEnd() {
        let file = SourceScanner.scan(source: "let s = \"abc // not a comment\n// a comment\n")
        #expect(file.lines == LineCounts(physical: 2, code: 1, comment: 1))
        #expect(file.diagnostics.count == 1)
    }

    @Test func unterminatedInterpolationAndRegexDoNotCrash() {
        for source in [
            "let s = \"\\(foo(", "let s = \"\"\"\n\\(\n", "let r = #/\nabc", "let r = #/abc",
            "let s = #\"abc", "/*", "\"", "#", "\\", "`abc",
        ] {
            let file = SourceScanner.scan(source: source)
            #expect(
                file.lines.code + file.lines.comment + file.lines.blank == file.lines.physical,
                "\(source)")
        }
    }

    @Test func deeplyNestedInterpolationsDoNotExhaustTheStack() {
        let depth = 10_000
        let source =
            String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
            + "\n// c\n"
        let file = SourceScanner.scan(source: source)
        #expect(file.lines.physical == 2)
        #expect(file.lines.code + file.lines.comment + file.lines.blank == 2)
    }

    /// Multi-line strings nested `depth` deep through interpolations, each interpolation holding
    /// a line comment (issue 21, item 4: past a fixed depth of 64 the next `\(` was taken for an
    /// escape, and its comment line counted as string code). For depth 2:
    ///
    ///     let x = """
    ///     \(
    ///     // 1
    ///     """
    ///     \(
    ///     // 2
    ///     x
    ///     )
    ///     """
    ///     )
    ///     """
    @Test(arguments: [1, 2, 64, 65, 66, 200, 10_000])
    func nestedMultiLineInterpolationsAreExactAtAnyDepth(depth: Int) {
        var source = "let x = \"\"\"\n"
        for level in 1...depth {
            source += "\\(\n// \(level)\n" + (level < depth ? "\"\"\"\n" : "x\n")
        }
        source += String(repeating: ")\n\"\"\"\n", count: depth)
        let file = SourceScanner.scan(source: source)
        #expect(file.lines.physical == 5 * depth + 1)
        #expect(file.lines.comment == depth)
        #expect(file.lines.code == 4 * depth + 1)
        #expect(file.diagnostics.isEmpty)
    }

    /// The word-at-a-time identifier scan agrees with the byte-by-byte rule for every byte value
    /// at every position of the word, after runs of every length.
    @Test func identifierRunsOfAWordMatchTheByteRule() {
        for position in 0..<8 {
            for value in 0...255 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = UInt8(value)
                let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.load(as: UInt64.self)) }
                let expected = bytes.firstIndex { !Ascii.isIdentifierContinuation($0) } ?? 8
                #expect(
                    ByteClass.identifierRunLength(word) == expected, "byte \(value) at \(position)")
            }
        }
    }

    @Test func invalidUTF8IsCountedWithAWarning() {
        let bytes: [UInt8] = Array("let a = \"".utf8) + [0xFF, 0xC0] + Array("\"\n// c\n".utf8)
        let file = bytes.withUnsafeBufferPointer {
            SourceScanner.scan(bytes: $0, path: "bad.swift")
        }
        #expect(file.lines == LineCounts(physical: 2, code: 1, comment: 1))
        #expect(file.diagnostics.contains { $0.message.contains("invalid UTF-8") && $0.line == 1 })
    }

    @Test func validMultiByteUTF8HasNoWarning() {
        let file = SourceScanner.scan(source: "let café = \"€ 😀 中文\" // ünïcödé\n")
        #expect(file.diagnostics.isEmpty)
        #expect(file.lines == LineCounts(physical: 1, code: 1))
    }

    @Test func bytesAreCounted() {
        #expect(SourceScanner.scan(source: "let é = 1\n").bytes == 11)
    }
}

@Suite struct LineCountingTests {
    /// The lexer counts the lines as it goes, in whatever it is lexing: line breaks in code,
    /// comments, strings, interpolations and regexes, each counted once.
    @Test func physicalLinesMatchAPlainCount() {
        var generator = SeededGenerator(seed: 42)
        let alphabet: [UInt8] =
            [0x0A, 0x0B, 0x8A, 0x09, 0x61, 0x00, 0xFF, 0x0D] + Array(#""/*#\{}()`"#.utf8)
        for length in 0..<400 {
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let expected =
                bytes.filter { $0 == 0x0A }.count + ((bytes.last ?? 0x0A) == 0x0A ? 0 : 1)
            let file = bytes.withUnsafeBufferPointer { SourceScanner.scan(bytes: $0, path: "x") }
            #expect(file.lines.physical == expected, "\(bytes)")
        }
    }
}
