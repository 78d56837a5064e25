import FootballGatherKit
import FootballGatherTestSupport
import XCTest

final class FootballGatherKeychainTests: XCTestCase {
    private let storage = KeyValueStorageMock()
    private lazy var keychain = FootballGatherKeychain(storage: storage)

    func testUsername_whenNeverSet_isNil() {
        XCTAssertNil(keychain.username)
    }

    func testUsername_whenSet_isStoredUnderUsernameKey() {
        keychain.username = "demo-user"
        XCTAssertEqual(keychain.username, "demo-user")
        XCTAssertEqual(storage.string(forKey: "footballgather_username"), "demo-user")
    }

    func testUsername_whenSetToNil_removesKey() {
        keychain.username = "demo-user"
        keychain.username = nil
        XCTAssertNil(keychain.username)
        XCTAssertNil(storage.values["footballgather_username"])
    }

    func testPassword_whenSet_isStoredUnderPasswordKey() {
        keychain.password = "secret"
        XCTAssertEqual(keychain.password, "secret")
        XCTAssertEqual(storage.string(forKey: "footballgather_password"), "secret")
    }

    func testPassword_whenSetToNil_removesKey() {
        keychain.password = "secret"
        keychain.password = nil
        XCTAssertNil(keychain.password)
        XCTAssertTrue(storage.values.isEmpty)
    }

    func testToken_whenSet_isStoredUnderTokenKey() {
        keychain.token = "abc"
        XCTAssertEqual(keychain.token, "abc")
        XCTAssertEqual(storage.string(forKey: "footballgather_token"), "abc")
    }

    func testToken_whenSetToNil_removesKey() {
        keychain.token = "abc"
        keychain.token = nil
        XCTAssertNil(keychain.token)
        XCTAssertNil(storage.values["footballgather_token"])
    }

    func testValues_whenAllSet_areIndependent() {
        keychain.username = "u"
        keychain.password = "p"
        keychain.token = "t"
        keychain.token = nil
        XCTAssertEqual(keychain.username, "u")
        XCTAssertEqual(keychain.password, "p")
        XCTAssertEqual(
            storage.values.keys.sorted(), ["footballgather_password", "footballgather_username"])
    }

    func testKeychains_whenBackedByDifferentStores_doNotShareValues() {
        keychain.token = "mine"
        XCTAssertNil(FootballGatherKeychain(storage: KeyValueStorageMock()).token)
    }

    func testMockFactory_whenKeychainIsMade_holdsTheOriginalTestToken() {
        XCTAssertEqual(AppKeychainMockFactory.makeKeychain().token, "v2s4o0XcRgDHF/VojbAmGQ==")
        XCTAssertNil(AppKeychainMockFactory.makeKeychain(token: nil).token)
    }
}
