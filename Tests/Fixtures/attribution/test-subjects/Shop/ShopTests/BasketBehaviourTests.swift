import XCTest
@testable import Shop

/// Named after no type; its subject is set up outside the tests.
final class BasketBehaviourTests: XCTestCase {
    private var sut: CartPresenter!

    override func setUp() {
        super.setUp()
        sut = CartPresenter()
    }

    func testStartsEmpty() {
        XCTAssertTrue(sut.isEmpty)
    }

    /// Names only shared code: the presenter set up above is still what it exercises.
    func testAddingAPriceFillsIt() {
        sut.add(Price(cents: 5))
        XCTAssertFalse(sut.isEmpty)
    }
}
