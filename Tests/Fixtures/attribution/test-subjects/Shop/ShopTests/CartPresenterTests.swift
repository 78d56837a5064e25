import XCTest
@testable import Shop

/// Named after a type: every test counts for it, whatever else a test names.
final class CartPresenterTests: XCTestCase {
    func testAddsAPrice() {
        let sut = CartPresenter()
        sut.add(Price(cents: 100))
        XCTAssertFalse(sut.isEmpty)
    }

    func testLeavesCheckoutAlone() {
        let checkout = CheckoutPresenter()
        _ = CartPresenter()
        XCTAssertEqual(checkout.attempts, 0)
        XCTAssertEqual(CheckoutPresenter().attempts, 0)
    }
}
