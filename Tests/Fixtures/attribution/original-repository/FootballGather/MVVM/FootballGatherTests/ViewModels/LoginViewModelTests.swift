import XCTest
@testable import FootballGather

final class LoginViewModelTests: XCTestCase {
    func testTitle() {
        XCTAssertEqual(LoginViewModel().title, "Login")
    }
}
