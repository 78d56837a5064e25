import XCTest

final class ShopUITests: XCTestCase {
    func testLaunch() {
        let app = XCUIApplication()
        app.launch()
    }
}
