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
        try read(reports.map { report in (report.name, { XMLParser(data: report.data) }) })
    }

    /// The results of the report files `files`, each parsed as it is read from disk: a report of
    /// any size in bounded memory (libxml2 refuses a document over ~10 MB handed over whole),
    /// keeping only counts per test file and the failed tests' names.
    package static func read(files: [URL]) throws -> Results {
        try read(
            files.map { file in
                (file.path, { InputStream(url: file).map { XMLParser(stream: $0) } })
            })
    }

    private static func read(_ reports: [(name: String, parser: () -> XMLParser?)]) throws
        -> Results
    {
        let delegate = Collector()
        for report in reports {
            guard let parser = report.parser() else {
                throw ArchMetricsError.input("\(report.name): cannot be opened")
            }
            delegate.startReport()
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
        }
        return Results(
            files: delegate.byFile.keys.sorted().compactMap { delegate.byFile[$0] },
            executionSeconds: (delegate.caseSeconds ?? delegate.suiteSeconds).map {
                rounded($0, decimals: delegate.decimals)
            })
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

    /// The parser's delegate over every report: counts per test file as the cases close, a stack
    /// of the suites' `file` attributes, the case being read.
    private final class Collector: NSObject, XMLParserDelegate {
        var byFile: [String: TestFileCounts] = [:]
        var caseSeconds: Double?
        var suiteSeconds: Double?
        /// The report being read: whether it has a root element, how many are open.
        var sawRoot = false
        var openElements = 0
        /// The most digits after the point of any time read.
        var decimals = 0
        private var suiteFiles: [String?] = []
        private var current: Case?
        /// Nested suites: only the outermost suites' times count, or they would add up twice.
        private var suiteDepth = 0

        /// Before each report: its root and open elements are its own.
        func startReport() {
            sawRoot = false
            openElements = 0
            suiteFiles = []
            current = nil
            suiteDepth = 0
        }

        private func count(_ testCase: Case) {
            var counts =
                byFile[testCase.file]
                ?? TestFileCounts(file: testCase.file, ran: 0, passed: 0, failed: 0, skipped: 0)
            byFile[testCase.file] = nil  // uniquely held: the failures append in place
            counts.ran += 1
            if testCase.failed {
                counts.failed += 1
                counts.failures = counts.failures ?? []
                counts.failures?.append(testCase.name)
            } else if testCase.skipped {
                counts.skipped += 1
            } else {
                counts.passed += 1
            }
            byFile[testCase.file] = counts
        }

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
                if let current { count(current) }
                current = nil
            default:
                break
            }
        }
    }
}
