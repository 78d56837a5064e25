import XCTest

@testable import Shop

final class CartViewModelTests: XCTestCase {
    func testAnEmptyCartSaysSo() {
        XCTAssertEqual(CartViewModel().title, "Your cart is empty")
    }

    func testAddingCountsItems() {
        let viewModel = CartViewModel()
        viewModel.add("apple")
        XCTAssertEqual(viewModel.title, "1 items")
    }
}
