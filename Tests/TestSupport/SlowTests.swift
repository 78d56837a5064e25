import Foundation

/// The tests that build with the real toolchain or simulate thousands of runs take a minute or
/// more each; `ARCHMETRICS_SKIP_SLOW_TESTS=1 swift test` leaves them out while iterating.
package enum SlowTests {
    package static var enabled: Bool {
        ProcessInfo.processInfo.environment["ARCHMETRICS_SKIP_SLOW_TESTS"] == nil
    }
}
