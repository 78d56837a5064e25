import Testing
import XCTest

/// Named after no type, and naming none: "CartPresenter" in a comment or a string is no use.
final class SmokeTests: XCTestCase {
    func testLaunches() {
        let cart = [1]
        XCTAssertEqual(cart.count, 1, "CartPresenter")
    }
}

@Test func arithmeticStillWorks() {
    #expect(1 + 1 == 2)
}
