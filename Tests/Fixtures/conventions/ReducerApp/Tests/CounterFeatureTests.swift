final class CounterFeatureTests: XCTestCase {
    func testIncrement() {}
}
