final class ThingListPresenterTests: XCTestCase {
    func testViewDidLoad() {}
    func testDidSelect() {}
}
