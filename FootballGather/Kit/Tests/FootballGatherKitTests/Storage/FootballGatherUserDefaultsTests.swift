import FootballGatherKit
import FootballGatherTestSupport
import XCTest

final class FootballGatherUserDefaultsTests: XCTestCase {
    private let storage = KeyValueStorageMock()
    private lazy var userDefaults = FootballGatherUserDefaults(storage: storage)

    func testRememberUsername_whenNeverSet_isNil() {
        XCTAssertNil(userDefaults.rememberUsername)
    }

    func testRememberUsername_whenSetToTrue_isStoredUnderRememberKey() {
        userDefaults.rememberUsername = true
        XCTAssertEqual(userDefaults.rememberUsername, true)
        XCTAssertEqual(storage.bool(forKey: "footballgather_remember"), true)
    }

    func testRememberUsername_whenSetToFalse_isFalseNotNil() {
        userDefaults.rememberUsername = false
        XCTAssertEqual(userDefaults.rememberUsername, false)
    }

    func testRememberUsername_whenSetToNil_removesKey() {
        userDefaults.rememberUsername = true
        userDefaults.rememberUsername = nil
        XCTAssertNil(userDefaults.rememberUsername)
        XCTAssertTrue(storage.values.isEmpty)
    }
}
