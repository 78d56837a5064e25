import ArchMetricsSupport
import Testing

/// `TextEscaping` for the sinks beside Markdown and XML: the terminal, CSV and GitHub's
/// workflow commands (issue 50, item 2).
@Suite struct TextEscapingSinkTests {
    @Test func aPlainNameIsLeftAsItIs() {
        #expect(
            TextEscaping.terminal("App/Sources/Login View.swift") == "App/Sources/Login View.swift")
        #expect(TextEscaping.csvField("a,b") == "\"a,b\"")
    }

    @Test func aNameWithAControlCharacterOrAWorkflowCommandIsQuotedOnOneLine() {
        #expect(
            TextEscaping.terminal("b\n::error title=I::x.swift")
                == "\"b\\n::error title=I::x.swift\"")
        #expect(TextEscaping.terminal("c\u{1B}[31m\"q\"") == "\"c\\u{1B}[31m\\\"q\\\"\"")
        #expect(TextEscaping.terminal("::warning title=x::v") == "\"::warning title=x::v\"")
        #expect(TextEscaping.csvField("::w\n") == "\"\"\"::w\\n\"\"\"")
    }

    @Test func terminalLinesWriteOutControlsAndNeverStartALineWithTwoColons() {
        #expect(TextEscaping.terminalLines("a\u{1B}[2J\tb\n") == "a\\u{1B}[2J\tb\n")
        #expect(
            TextEscaping.terminalLines("ok\n  ::error::x\nnot::start")
                == "ok\n  \\::error::x\nnot::start")
    }

    @Test func annotationValuesAreEscapedAsGitHubReadsThem() {
        #expect(TextEscaping.annotationData("50%\r\n\u{7}") == "50%25%0D%0A\\u{7}")
        #expect(TextEscaping.annotationProperty("a::b,c") == "a%3A%3Ab%2Cc")
    }

    @Test func markdownTextHasNoControlCharacterAndNoDoubleColon() {
        #expect(TextEscaping.markdownText("::w\u{1B}") == ":\\:w\\u{1B}")
        #expect(TextEscaping.markdownCell("a\u{1B}b") == "a\\u{1B}b")
        #expect(TextEscaping.codeSpan("a\u{7}") == "`a\\u{7}`")
    }
}
