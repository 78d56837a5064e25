import XCTest
@testable import Shop

final class LoginChecks: XCTestCase {
    func testTitle() {
        XCTAssertEqual(LoginViewModel().title, "Log in")
    }

    func testEmptyUser() {
        XCTAssertFalse(AccountService().login(user: ""))
    }
}
