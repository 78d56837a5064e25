import Glibc

/// Cheap checks on a file's bytes before counting them: binary content and invalid UTF-8.
enum ContentCheck {
    /// A NUL byte means a binary file: Swift source never contains one.
    static func isBinary(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, 0, bytes.count) != nil
    }

    /// Number of `\n` bytes. A plain counting loop, which the compiler vectorises; one
    /// `memchr` call per line costs more in call overhead than it saves.
    static func newlineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes { count &+= byte == 0x0A ? 1 : 0 }
        return count
    }

    /// Physical lines: newline-terminated lines plus a last line without one; an empty file has none.
    static func physicalLineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let last = bytes.last else { return 0 }
        return newlineCount(bytes) + (last == 0x0A ? 0 : 1)
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
                let any = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if any & 0x8080_8080_8080_8080 == 0 {
                    index += 32
                    continue
                }
            }
            let lead = base[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = base[index + 1]
            guard second >= lower && second <= upper else { return index }
            for offset in 2..<max(2, length) where base[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}
