#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs tests and writes what happened as JUnit XML: one <testcase> per test, with its file,
/// its time, and <failure/> or <skipped/>.
enum JUnitPrinter {
    nonisolated(unsafe) static var failures = 0

    static func report(_ suites: [(file: String, tests: [(String, () -> Bool?)])]) -> String {
        var cases: [String] = []
        let clock = ContinuousClock()
        for (file, tests) in suites {
            for (name, test) in tests {
                let start = clock.now
                let verdict = test()
                let parts = (clock.now - start).components
                let seconds = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
                let open = "<testcase name=\"\(name)\" file=\"\(file)\" time=\"\(seconds)\""
                switch verdict {
                case true?: cases.append(open + "/>")
                case false?:
                    failures += 1
                    cases.append(open + "><failure message=\"assertion failed\"/></testcase>")
                case nil: cases.append(open + "><skipped/></testcase>")
                }
            }
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n<testsuite name=\"tests\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
            + cases.joined(separator: "\n") + "\n</testsuite>\n</testsuites>"
    }
}
