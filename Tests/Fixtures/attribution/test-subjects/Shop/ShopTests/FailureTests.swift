import XCTest
@testable import Shop

/// Named after no type; each test exercises its own presenter.
final class FailureTests: XCTestCase {
    func testCartFails() {
        let sut = makeCart()
        sut.fail()
    }

    func testCheckoutPays() {
        let sut = CheckoutPresenter()
        sut.pay()
        XCTAssertEqual(sut.attempts, 1)
    }

    func testCheckoutRetries() {
        let sut = makeCheckout()
        sut.retry()
        XCTAssertEqual(sut.attempts, 1)
    }

    func testTwoTypesNamedOnceEach() {
        _ = CheckoutViewController()
        _ = CartPresenter()
    }

    func testTheTypeNamedMostWins() {
        let price = Price(cents: 1)
        let cart = CartViewController()
        let first = CheckoutPresenter()
        let second = CheckoutPresenter()
        XCTAssertEqual(first.attempts + second.attempts, price.cents - 1)
        _ = cart
    }

    func testAModelNamedTwiceStillFeedsThePresenter() {
        let lines = [CartLine(), CartLine()]
        let sut = CheckoutPresenter()
        XCTAssertEqual(lines.count - 2, sut.attempts)
    }

    func testALocalModelAlone() {
        XCTAssertEqual(CartLine().price.cents, 0)
    }

    private func makeCart() -> CartPresenter {
        CartPresenter()
    }

    private func makeCheckout() -> CheckoutPresenter {
        CheckoutPresenter()
    }
}
