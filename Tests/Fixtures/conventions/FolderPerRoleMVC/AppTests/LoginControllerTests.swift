final class LoginControllerTests: XCTestCase {
    func testSubmit() {}
}
