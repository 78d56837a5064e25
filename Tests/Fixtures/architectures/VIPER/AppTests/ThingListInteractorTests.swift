final class ThingListInteractorTests: XCTestCase {
    func testTitle() {}
}
