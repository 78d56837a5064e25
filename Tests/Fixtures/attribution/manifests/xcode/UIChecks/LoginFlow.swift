import XCTest

final class LoginFlow: XCTestCase {
    func testLaunches() {
        XCUIApplication().launch()
    }
}
