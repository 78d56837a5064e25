import Foundation
import TestSupport
import Testing

/// A JUnit report far over what a whole-document parse takes (libxml2 refuses ~10 MB from
/// memory): read as a stream, every test case counts, and the tool's memory stays far below the
/// file's size times anything.
@Suite(.serialized) struct LargeJUnitReportTests {
    /// 50 MB: 800,000 test cases in one suite, every 1,000th failed and every 500th (other) skipped.
    @Test func a50MBReportGivesCompleteCountsInBoundedMemory() throws {
        let folder = try makeTemporaryFolder("archmetrics-large-junit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generator = """
            BEGIN {
              print "<?xml version=\\"1.0\\"?><testsuites><testsuite name=\\"S\\" file=\\"GatherTests.swift\\">"
              for (i = 0; i < 800000; i++) {
                if (i % 1000 == 1) printf "<testcase name=\\"t%d\\" classname=\\"GatherTests\\" time=\\"0.001\\"><failure message=\\"no\\"/></testcase>\\n", i
                else if (i % 500 == 2) printf "<testcase name=\\"t%d\\" classname=\\"GatherTests\\" time=\\"0.001\\"><skipped/></testcase>\\n", i
                else printf "<testcase name=\\"t%d\\" classname=\\"GatherTests\\" time=\\"0.001\\"/>\\n", i
              }
              print "</testsuite></testsuites>"
            }
            """
        try Data(generator.utf8).write(to: folder.appendingPathComponent("junit.awk"))
        let script =
            "mkdir -p {scratch}/results && awk -f '\(folder.path)/junit.awk' > {scratch}/results/r.xml && wc -c < {scratch}/results/r.xml"
        let (result, kilobytes, output) = try PeakMemory.report(
            commands: [
                "build": ["true"], "test": ["sh", "-c", script],
                "testResults": ["{scratch}/results/*.xml"],
            ], in: folder)
        #expect(result.status != 2, "\(result.stderr)")
        let tests = PeakMemory.firstMeasuredVariant(in: output)["tests"] as? [String: Any] ?? [:]
        #expect(tests["ran"] as? Int == 800_000, "\(result.stderr.suffix(2000))")
        #expect(tests["failed"] as? Int == 800)
        #expect(tests["skipped"] as? Int == 1600)
        #expect(tests["passed"] as? Int == 800_000 - 800 - 1600)
        if let kilobytes {
            #expect(kilobytes < 150_000, "peak resident \(kilobytes) KB for a 50 MB report")
        }
    }
}
