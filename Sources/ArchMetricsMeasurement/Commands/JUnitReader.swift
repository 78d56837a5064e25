import ArchMetricsModel
import ArchMetricsSupport
import Foundation

// Foundation on Linux keeps XMLParser in a module of its own.
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads JUnit XML test reports (xcodebuild's exports through `xcresulttool`/`xcbeautify`,
/// Bazel's `test.xml`, Gradle-style `<testsuites>`): every `<testcase>`, failed when it holds a
/// `<failure>` or `<error>`, skipped when it holds `<skipped>`, grouped by its `file` attribute
/// (else its suite's, else its `classname`). Execution time is the sum of the test cases' `time`
/// attributes, else of the suites'.
package enum JUnitReader {
    /// What one or more reports say.
    package struct Results: Equatable, Sendable {
        package var files: [TestFileCounts]
        package var executionSeconds: Double?

        /// Every file's tests added up.
        package var counts: TestCounts {
            TestCounts(
                ran: files.reduce(0) { $0 + $1.ran }, passed: files.reduce(0) { $0 + $1.passed },
                failed: files.reduce(0) { $0 + $1.failed },
                skipped: files.reduce(0) { $0 + $1.skipped })
        }
    }

    /// The results of the reports `data` (one per file), files merged by name and sorted.
    /// Throws an input error naming the report (`names`, same order) that is not JUnit XML.
    package static func read(_ reports: [(name: String, data: Data)]) throws -> Results {
        var byFile: [String: TestFileCounts] = [:]
        var caseSeconds: Double?
        var suiteSeconds: Double?
        var decimals = 0
        for report in reports {
            let delegate = Collector()
            let parser = XMLParser(data: report.data)
            parser.delegate = delegate
            // Elements left open: a report cut short (the test process died while writing it);
            // Foundation's parser on Linux does not always call that an error.
            let parsed = parser.parse()
            guard parsed, delegate.sawRoot, delegate.openElements == 0 else {
                let reason =
                    !parsed
                    ? (parser.parserError?.localizedDescription ?? "malformed XML")
                    : !delegate.sawRoot
                        ? "no <testsuites> or <testsuite> element"
                        : "it ends before its elements are closed"
                throw ArchMetricsError.input(
                    "\(report.name): not a JUnit XML report (line \(parser.lineNumber): \(reason))")
            }
            for testCase in delegate.cases {
                var counts =
                    byFile[testCase.file]
                    ?? TestFileCounts(file: testCase.file, ran: 0, passed: 0, failed: 0, skipped: 0)
                counts.ran += 1
                if testCase.failed {
                    counts.failed += 1
                    counts.failures = (counts.failures ?? []) + [testCase.name]
                } else if testCase.skipped {
                    counts.skipped += 1
                } else {
                    counts.passed += 1
                }
                byFile[testCase.file] = counts
            }
            if let seconds = delegate.caseSeconds { caseSeconds = (caseSeconds ?? 0) + seconds }
            if let seconds = delegate.suiteSeconds { suiteSeconds = (suiteSeconds ?? 0) + seconds }
            decimals = max(decimals, delegate.decimals)
        }
        return Results(
            files: byFile.keys.sorted().compactMap { byFile[$0] },
            executionSeconds: (caseSeconds ?? suiteSeconds).map { rounded($0, decimals: decimals) })
    }

    /// `seconds` to the precision the times were written in (at most microseconds), so a sum
    /// carries no binary noise digits (0.1 + 0.05 + 0.035 is 0.18500000000000003).
    static func rounded(_ seconds: Double, decimals: Int) -> Double {
        let scale = pow(10, Double(min(decimals, 6)))
        return (seconds * scale).rounded() / scale
    }

    /// Digits after the decimal point of a time as written (`0.085` → 3).
    static func decimals(of text: String) -> Int {
        guard let point = text.firstIndex(of: ".") else { return 0 }
        return text[text.index(after: point)...].prefix { $0.isNumber }.count
    }

    /// One `<testcase>` as read.
    struct Case {
        var name: String
        var file: String
        var failed = false
        var skipped = false
    }

    /// The parser's delegate: a stack of the suites' `file` attributes, the case being read.
    private final class Collector: NSObject, XMLParserDelegate {
        var cases: [Case] = []
        var caseSeconds: Double?
        var suiteSeconds: Double?
        var sawRoot = false
        var openElements = 0
        /// The most digits after the point of any time read.
        var decimals = 0
        private var suiteFiles: [String?] = []
        private var current: Case?
        /// Nested suites: only the outermost suites' times count, or they would add up twice.
        private var suiteDepth = 0

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            openElements += 1
            switch element {
            case "testsuites":
                sawRoot = true
            case "testsuite":
                sawRoot = true
                suiteDepth += 1
                suiteFiles.append(attributes["file"] ?? suiteFiles.last ?? nil)
                if suiteDepth == 1, let seconds = attributes["time"].flatMap(Double.init) {
                    suiteSeconds = (suiteSeconds ?? 0) + seconds
                    decimals = max(decimals, JUnitReader.decimals(of: attributes["time"] ?? ""))
                }
            case "testcase":
                let name = attributes["name"] ?? "(unnamed)"
                let suiteFile = suiteFiles.last ?? nil
                let file = attributes["file"] ?? suiteFile ?? attributes["classname"] ?? "(no file)"
                current = Case(name: name, file: file)
                if let seconds = attributes["time"].flatMap(Double.init) {
                    caseSeconds = (caseSeconds ?? 0) + seconds
                    decimals = max(decimals, JUnitReader.decimals(of: attributes["time"] ?? ""))
                }
            case "failure", "error":
                current?.failed = true
            case "skipped":
                current?.skipped = true
            default:
                break
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            openElements -= 1
            switch element {
            case "testsuite":
                suiteDepth -= 1
                suiteFiles.removeLast()
            case "testcase":
                if let current { cases.append(current) }
                current = nil
            default:
                break
            }
        }
    }
}
