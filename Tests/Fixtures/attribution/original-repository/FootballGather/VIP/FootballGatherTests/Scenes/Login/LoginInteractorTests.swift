import XCTest
@testable import FootballGather

final class LoginInteractorTests: XCTestCase {
    func testName() {
        XCTAssertEqual(LoginInteractor().name, "LoginInteractor")
    }
}
