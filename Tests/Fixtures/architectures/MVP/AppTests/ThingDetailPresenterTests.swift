final class ThingDetailPresenterTests: XCTestCase {
    func testThing() {}
    func testTitle() {}
}
