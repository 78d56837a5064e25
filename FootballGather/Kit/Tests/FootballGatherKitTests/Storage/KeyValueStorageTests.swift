import FootballGatherKit
import Foundation
import XCTest

/// The KeychainWrapper tests of the original, against the in-memory store.
final class KeyValueStorageTests: XCTestCase {
    private let storage = InMemoryKeyValueStorage()

    func testString_whenKeyIsMissing_isNil() {
        XCTAssertNil(storage.string(forKey: "missing"))
    }

    func testSetString_whenValueIsSet_readsBack() {
        storage.set("value", forKey: "key")
        XCTAssertEqual(storage.string(forKey: "key"), "value")
    }

    func testSetData_whenValueIsSet_readsBack() {
        storage.set(Data([0, 1, 255]), forKey: "key")
        XCTAssertEqual(storage.data(forKey: "key"), Data([0, 1, 255]))
    }

    func testSetBool_whenValueIsSet_readsBackBothValues() {
        storage.set(true, forKey: "yes")
        storage.set(false, forKey: "no")
        XCTAssertEqual(storage.bool(forKey: "yes"), true)
        XCTAssertEqual(storage.bool(forKey: "no"), false)
    }

    func testSet_whenKeyExists_overwritesValue() {
        storage.set("old", forKey: "key")
        storage.set("new", forKey: "key")
        XCTAssertEqual(storage.string(forKey: "key"), "new")
    }

    func testRemoveValue_whenKeyExists_removesOnlyThatKey() {
        storage.set("a", forKey: "first")
        storage.set("b", forKey: "second")
        storage.removeValue(forKey: "first")
        XCTAssertNil(storage.string(forKey: "first"))
        XCTAssertEqual(storage.string(forKey: "second"), "b")
    }

    func testRemoveAll_whenStoreHasValues_emptiesIt() {
        storage.set("a", forKey: "first")
        storage.set(true, forKey: "second")
        storage.removeAll()
        XCTAssertEqual(storage.keys, [])
    }

    func testData_whenValueIsString_returnsUTF8Bytes() {
        storage.set("héllo", forKey: "key")
        XCTAssertEqual(storage.data(forKey: "key"), Data("héllo".utf8))
    }

    func testString_whenValueIsUTF8Data_decodesIt() {
        storage.set(Data("token".utf8), forKey: "key")
        XCTAssertEqual(storage.string(forKey: "key"), "token")
    }

    func testBool_whenValueIsNotABool_isNil() {
        storage.set("true", forKey: "key")
        storage.set(true, forKey: "flag")
        XCTAssertNil(storage.bool(forKey: "key"))
        XCTAssertNil(storage.string(forKey: "flag"))
    }
}
