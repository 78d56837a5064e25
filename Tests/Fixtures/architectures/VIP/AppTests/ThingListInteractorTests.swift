final class ThingListInteractorTests: XCTestCase {
    func testLoad() {}
    func testLoadEmpty() {}
}
