/// How many tests ran, from the test runner's own output.
public struct TestCounts: Codable, Equatable, Sendable {
    public var ran: Int
    public var passed: Int
    public var failed: Int
    public var skipped: Int

    public init(ran: Int, passed: Int, failed: Int, skipped: Int) {
        self.ran = ran
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
    }
}
