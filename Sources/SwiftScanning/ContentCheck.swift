#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cheap checks on a file's bytes before counting them: binary content and invalid UTF-8.
enum ContentCheck {
    /// A NUL byte means a binary file: Swift source never contains one.
    static func isBinary(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, 0, bytes.count) != nil
    }

    /// Why a file with a NUL byte is not read, for the diagnostic: UTF-16 and UTF-32 text (which
    /// Xcode can write, and whose ASCII characters come with NUL bytes) is named as such, since
    /// the fix is to convert it, not to exclude it.
    static func binaryReason(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let start = Array(bytes.prefix(64))
        func startsWith(_ mark: [UInt8]) -> Bool { start.starts(with: mark) }
        if startsWith([0xFF, 0xFE, 0, 0]) || startsWith([0, 0, 0xFE, 0xFF]) {
            return "UTF-32 text (convert it to UTF-8 to have it counted)"
        }
        // Without a byte-order mark: ASCII text in UTF-16 has a NUL beside every character.
        let pairs = start.count / 2
        let evenNULs = stride(from: 0, to: pairs * 2, by: 2).filter { start[$0] == 0 }.count
        let oddNULs = stride(from: 1, to: pairs * 2, by: 2).filter { start[$0] == 0 }.count
        if startsWith([0xFF, 0xFE]) || startsWith([0xFE, 0xFF])
            || (pairs >= 4 && (evenNULs == pairs || oddNULs == pairs) && evenNULs != oddNULs)
        {
            return "UTF-16 text (convert it to UTF-8 to have it counted)"
        }
        return "binary file (contains a NUL byte)"
    }

    /// Number of `\n` bytes (for the line of an invalid byte: the lexer counts a file's lines).
    static func newlineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 == Ascii.newline ? 1 : 0) }
    }

    /// Offset of the first byte that is not valid UTF-8 (RFC 3629: no overlongs, surrogates or
    /// values past U+10FFFF), or nil. ASCII is checked 32 bytes at a time.
    static func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 32 <= count {
                let raw = UnsafeRawPointer(base + index)
                let any =
                    raw.loadUnaligned(as: SIMD16<UInt8>.self)
                    | raw.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
                let halves = unsafeBitCast(any, to: SIMD2<UInt64>.self)
                if (halves[0] | halves[1]) & 0x8080_8080_8080_8080 == 0 {
                    index += 32
                    continue
                }
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = base[index + 1]
            guard second >= lower && second <= upper else { return index }
            for offset in 2..<max(2, length) where base[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
