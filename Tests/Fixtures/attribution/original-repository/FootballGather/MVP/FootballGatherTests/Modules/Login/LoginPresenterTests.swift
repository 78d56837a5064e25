import XCTest
@testable import FootballGather

final class LoginPresenterTests: XCTestCase {
    func testTitle() {
        XCTAssertEqual(LoginPresenter().title, "Login")
    }
}
