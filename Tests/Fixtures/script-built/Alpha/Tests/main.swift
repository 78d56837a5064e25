// A tiny test runner for a build without XCTest: runs every test and prints a JUnit XML report.
// Exits 1 when a test failed.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let suites = [(GatherPresenterTests.file, GatherPresenterTests.all)]
print(JUnitPrinter.report(suites))
if JUnitPrinter.failures > 0 { exit(1) }
