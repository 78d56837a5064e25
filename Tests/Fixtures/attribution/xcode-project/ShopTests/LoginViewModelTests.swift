import XCTest
@testable import Shop

final class LoginViewModelTests: XCTestCase {
    func testTitle() {
        XCTAssertEqual(LoginViewModel().title, "Log in")
    }

    func testShortPasswordCannotSubmit() {
        XCTAssertFalse(LoginViewModel().canSubmit(user: "a", password: "b"))
    }
}
