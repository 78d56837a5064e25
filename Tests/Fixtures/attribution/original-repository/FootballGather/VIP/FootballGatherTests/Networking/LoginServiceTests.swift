import XCTest
@testable import FootballGather

final class LoginServiceTests: XCTestCase {
    func testEmptyUserIsRefused() {
        XCTAssertFalse(LoginService().login(user: "", password: "secret"))
    }
}
