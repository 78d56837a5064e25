final class ThingListViewControllerTests: XCTestCase {
    func testSelect() {}
}
