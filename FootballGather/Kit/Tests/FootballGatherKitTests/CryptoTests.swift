import FootballGatherKit
import XCTest

/// SHA-256 against the FIPS 180-2 test vectors.
final class CryptoTests: XCTestCase {
    func testHash_whenMessageIsEmpty_matchesFIPSVector() {
        XCTAssertEqual(
            Crypto.hash(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    func testHash_whenMessageIsABC_matchesFIPSVector() {
        XCTAssertEqual(
            Crypto.hash("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func testHash_whenMessageIs448Bits_matchesFIPSVector() {
        XCTAssertEqual(
            Crypto.hash("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testHash_whenMessageIsOneMillionA_matchesFIPSVector() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(with: chunk) }
        XCTAssertEqual(
            Crypto.hexString(hasher.finalize()),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testHash_whenMessageSpansBlockBoundaries_isTheSameFedInPieces() {
        let message = Array(String(repeating: "0123456789", count: 13).utf8)
        var hasher = SHA256()
        hasher.update(with: message[..<55])
        hasher.update(with: message[55..<64])
        hasher.update(with: message[64...])
        XCTAssertEqual(hasher.finalize(), SHA256.digest(of: message))
    }
}
