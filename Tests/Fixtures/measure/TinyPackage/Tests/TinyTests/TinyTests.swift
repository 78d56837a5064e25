import Tiny
import XCTest

final class TinyTests: XCTestCase {
    func testTwice() {
        XCTAssertEqual(twice(21), 42)
    }
}
