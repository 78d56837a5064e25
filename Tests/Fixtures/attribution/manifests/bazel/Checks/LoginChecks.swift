import XCTest
@testable import Shop

final class LoginChecks: XCTestCase {
    func testTitleIsShort() {
        XCTAssertLessThan(LoginViewModel().title.count, 20)
    }

    func testTitleIsNotEmpty() {
        XCTAssertFalse(LoginViewModel().title.isEmpty)
    }
}
