import XCTest

final class LoginServiceTests: XCTestCase {
    // func testCommentedOutIsNotCounted() {}
    let note = "func testInsideAStringIsNotCounted()"

    func testLogin0_whenCalled_behaves() {
        XCTAssertTrue(true)
    }

    func testLogin1_whenCalled_behaves() {
        XCTAssertTrue(true)
    }

    func testLogin2_whenCalled_behaves() {
        XCTAssertTrue(true)
    }

    func testLogin3_whenCalled_behaves() {
        XCTAssertTrue(true)
    }

    func helperThatIsNotATest() {}
}
