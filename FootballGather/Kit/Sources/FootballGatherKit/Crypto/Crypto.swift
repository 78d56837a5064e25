/// The app's one hashing need: passwords travel as the lowercase SHA-256 hex of their UTF-8 bytes.
public enum Crypto {
    /// The lowercase hex SHA-256 of a string's UTF-8 bytes.
    public static func hash(_ message: String) -> String {
        hexString(SHA256.digest(of: message.utf8))
    }

    /// Lowercase hex, two digits per byte.
    public static func hexString<Bytes: Sequence>(_ bytes: Bytes) -> String
    where Bytes.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        for byte in bytes {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
