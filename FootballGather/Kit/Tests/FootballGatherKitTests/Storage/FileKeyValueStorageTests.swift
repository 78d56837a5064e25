import FootballGatherKit
import Foundation
import XCTest

/// The file-backed store (the UserDefaultsWrapper tests of the original, plus persistence).
final class FileKeyValueStorageTests: XCTestCase {
    private var directory: URL!
    private var fileURL: URL { directory.appendingPathComponent("store.json") }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fgkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testInit_whenFileIsMissing_startsEmptyWithoutCreatingIt() throws {
        let storage = try FileKeyValueStorage(fileURL: fileURL)
        XCTAssertNil(storage.string(forKey: "key"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: fileURL.path))
    }

    func testSet_whenStoreIsReopened_valuesPersist() throws {
        let storage = try FileKeyValueStorage(fileURL: fileURL)
        storage.set("demo-user", forKey: "username")
        storage.set(Data([1, 2, 3]), forKey: "blob")
        storage.set(false, forKey: "remember")

        let reopened = try FileKeyValueStorage(fileURL: fileURL)
        XCTAssertEqual(reopened.string(forKey: "username"), "demo-user")
        XCTAssertEqual(reopened.data(forKey: "blob"), Data([1, 2, 3]))
        XCTAssertEqual(reopened.bool(forKey: "remember"), false)
    }

    func testRemoveValue_whenStoreIsReopened_keyIsGone() throws {
        let storage = try FileKeyValueStorage(fileURL: fileURL)
        storage.set("value", forKey: "key")
        storage.removeValue(forKey: "key")
        XCTAssertNil(try FileKeyValueStorage(fileURL: fileURL).string(forKey: "key"))
    }

    func testRemoveAll_whenStoreIsReopened_isEmpty() throws {
        let storage = try FileKeyValueStorage(fileURL: fileURL)
        storage.set("a", forKey: "first")
        storage.set(true, forKey: "second")
        storage.removeAll()
        let reopened = try FileKeyValueStorage(fileURL: fileURL)
        XCTAssertNil(reopened.string(forKey: "first"))
        XCTAssertNil(reopened.bool(forKey: "second"))
    }

    func testSave_whenValuesAreSet_writesSortedVersionedJSON() throws {
        let storage = try FileKeyValueStorage(fileURL: fileURL)
        storage.set("b", forKey: "zeta")
        storage.set("a", forKey: "alpha")
        let text = try String(contentsOf: fileURL, encoding: .utf8)
        XCTAssertTrue(text.contains(#""schemaVersion" : 1"#), text)
        let alpha = try XCTUnwrap(text.range(of: "alpha"))
        let zeta = try XCTUnwrap(text.range(of: "zeta"))
        XCTAssertLessThan(alpha.lowerBound, zeta.lowerBound)
    }

    func testSave_whenWritten_leavesNoTemporaryFilesBehind() throws {
        let storage = try FileKeyValueStorage(fileURL: fileURL)
        for index in 0..<5 { storage.set(String(index), forKey: "key\(index)") }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path), ["store.json"])
        XCTAssertNil(storage.lastSaveError)
    }

    func testInit_whenFileIsMalformed_throwsAndLeavesFileUntouched() throws {
        try Data("not json".utf8).write(to: fileURL)
        XCTAssertThrowsError(try FileKeyValueStorage(fileURL: fileURL)) { error in
            XCTAssertTrue(String(describing: error).contains("not a valid store file"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: fileURL), Data("not json".utf8))
    }

    func testInit_whenPathIsADirectory_throwsUnreadable() throws {
        try FileManager.default.createDirectory(at: fileURL, withIntermediateDirectories: true)
        XCTAssertThrowsError(try FileKeyValueStorage(fileURL: fileURL)) { error in
            XCTAssertTrue(String(describing: error).contains("cannot read"), "\(error)")
        }
    }

    func testSet_whenDirectoryIsGone_reportsSaveErrorAndKeepsValueInMemory() throws {
        let storage = try FileKeyValueStorage(
            fileURL: directory.appendingPathComponent("missing/store.json"))
        storage.set("value", forKey: "key")
        XCTAssertNotNil(storage.lastSaveError)
        XCTAssertEqual(storage.string(forKey: "key"), "value")
    }

    func testKeychain_whenBackedByFile_survivesRestart() throws {
        let keychain = FootballGatherKeychain(storage: try FileKeyValueStorage(fileURL: fileURL))
        keychain.username = "demo-user"
        keychain.token = "token"
        let restarted = FootballGatherKeychain(storage: try FileKeyValueStorage(fileURL: fileURL))
        XCTAssertEqual(restarted.username, "demo-user")
        XCTAssertEqual(restarted.token, "token")
    }
}
