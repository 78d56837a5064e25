import XCTest
@testable import Shop

final class LoginViewModelTests: XCTestCase {
    func testTitle() {
        XCTAssertEqual(LoginViewModel().title, "Log in")
    }
}
