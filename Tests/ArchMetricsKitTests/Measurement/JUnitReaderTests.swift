import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

/// JUnit XML test results: counts and failures per test file, the formats builds leave
/// (xcodebuild exports, Bazel's test.xml), and the globs that find them.
@Suite struct JUnitReaderTests {
    func read(_ xml: String...) throws -> JUnitReader.Results {
        try JUnitReader.read(
            xml.enumerated().map { ("report\($0.offset).xml", Data($0.element.utf8)) })
    }

    @Test func countsAndFailuresPerTestFile() throws {
        let results = try read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
              <testsuite name="GatherPresenterTests" time="0.5">
                <testcase name="testA" classname="GatherPresenterTests" file="Tests/GatherPresenterTests.swift" time="0.25"/>
                <testcase name="testB" classname="GatherPresenterTests" file="Tests/GatherPresenterTests.swift" time="0.125">
                  <failure message="XCTAssertEqual failed">GatherPresenterTests.swift:12</failure>
                </testcase>
                <testcase name="testC" classname="GatherPresenterTests" file="Tests/GatherPresenterTests.swift" time="0">
                  <skipped message="not on Linux"/>
                </testcase>
              </testsuite>
              <testsuite name="LoginTests">
                <testcase name="testCrash" classname="LoginTests" time="0.125"><error message="crashed"/></testcase>
                <testcase name="testOK" classname="LoginTests"/>
              </testsuite>
            </testsuites>
            """)
        #expect(
            results.files == [
                TestFileCounts(
                    file: "LoginTests", ran: 2, passed: 1, failed: 1, skipped: 0,
                    failures: ["testCrash"]),
                TestFileCounts(
                    file: "Tests/GatherPresenterTests.swift", ran: 3, passed: 1, failed: 1,
                    skipped: 1,
                    failures: ["testB"]),
            ])
        #expect(results.counts == TestCounts(ran: 5, passed: 2, failed: 2, skipped: 1))
        // The test cases' own times, not the suites' (which may include set-up).
        #expect(results.executionSeconds == 0.5)
    }

    @Test func bazelStyleReportsAddUpAcrossFilesAndFallBackToSuiteTimes() throws {
        // Bazel writes one test.xml per test target: a <testsuites> or a bare <testsuite>.
        let results = try read(
            "<testsuites><testsuite name=\"//app:gather_test\" time=\"1.5\" file=\"app/GatherTest.swift\"><testcase name=\"gather_test\"/></testsuite></testsuites>",
            "<testsuite name=\"//app:login_test\" time=\"2\"><testcase name=\"login_test\" classname=\"//app:login_test\"><failure/></testcase></testsuite>"
        )
        #expect(results.files.map(\.file) == ["//app:login_test", "app/GatherTest.swift"])
        #expect(results.counts == TestCounts(ran: 2, passed: 1, failed: 1, skipped: 0))
        #expect(results.executionSeconds == 3.5)
    }

    /// The sum of times given to the millisecond is given to the millisecond: no float noise
    /// (0.1 + 0.05 + 0.035 is 0.18500000000000003 in binary) reaches the JSON.
    @Test func timesAddUpToThePrecisionTheyWereWrittenIn() throws {
        let results = try read(
            "<testsuite><testcase name=\"a\" time=\"0.1\"/><testcase name=\"b\" time=\"0.05\"/><testcase name=\"c\" time=\"0.035\"/></testsuite>"
        )
        #expect(results.executionSeconds == 0.185)
        #expect("\(results.executionSeconds ?? 0)" == "0.185")
    }

    @Test func nestedSuitesCountTheirTimeOnceAndPassTheirFileDown() throws {
        let results = try read(
            "<testsuites><testsuite name=\"All\" time=\"4\" file=\"T.swift\"><testsuite name=\"Inner\" time=\"4\"><testcase name=\"t\"/></testsuite></testsuite></testsuites>"
        )
        #expect(
            results.files == [
                TestFileCounts(file: "T.swift", ran: 1, passed: 1, failed: 0, skipped: 0)
            ])
        #expect(results.executionSeconds == 4)
    }

    @Test func whatIsNotJUnitIsAnErrorNamingTheFile() {
        #expect(throws: ArchMetricsError.self) { try read("<testsuites><testcase") }
        // Cut short after a whole element: a test process that died while writing.
        #expect(throws: ArchMetricsError.self) {
            try read("<testsuites><testsuite name=\"s\"><testcase name=\"a\"/>")
        }
        do {
            _ = try read("<html><body>no tests</body></html>")
            Issue.record("HTML was read as JUnit")
        } catch let error as ArchMetricsError {
            #expect(error.message.contains("report0.xml"))
            #expect(error.message.contains("not a JUnit XML report"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func globsFindResultFilesAtAnyDepthAndRefuseWhatTheyCannotMean() throws {
        let folder = try makeTemporaryFolder("archmetrics-junit")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in [
            "testlogs/app/gather_test/test.xml", "testlogs/login_test/test.xml",
            "testlogs/x/test.log", "top.xml",
        ] {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "<testsuites/>".write(to: file, atomically: true, encoding: .utf8)
        }
        func found(_ pattern: String) -> [String] {
            ResultFileGlob(pattern).files(from: folder).map {
                String($0.path.dropFirst(folder.path.count + 1))
            }
        }
        #expect(
            found("testlogs/**/test.xml") == [
                "testlogs/app/gather_test/test.xml", "testlogs/login_test/test.xml",
            ])
        #expect(found("*.xml") == ["top.xml"])
        // `**` matches no folder too.
        #expect(found("**/top.xml") == ["top.xml"])
        #expect(found(folder.path + "/testlogs/*/test.[xy]ml") == ["testlogs/login_test/test.xml"])
        #expect(found("testlogs/**") == [])
        #expect(found("nowhere/*.xml") == [])
        #expect(ResultFileGlob.problem(in: "reports/*.xml") == nil)
        #expect(ResultFileGlob.problem(in: "") != nil)
        #expect(ResultFileGlob.problem(in: "reports/") != nil)
        #expect(ResultFileGlob.problem(in: "a/b**/c.xml") != nil)
        #expect(ResultFileGlob.problem(in: "a/[xy.xml") != nil)
    }
}
