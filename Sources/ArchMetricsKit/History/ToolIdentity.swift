import ArchMetricsSupport
import Foundation

/// What produced a set of figures: the running executable itself, not its version number.
/// The version is a constant that stays the same across every build in between releases, so a
/// cache keyed on it alone hands a rebuilt tool (another classifier, another way of counting)
/// the figures of the old one. The executable's bytes change whenever the code does.
package enum ToolIdentity {
    /// The version and a digest of the running executable's bytes, computed once per process:
    /// hashing a debug build (tens of MB) is a noticeable cost, paid by `history` only.
    /// "unidentified" in place of the digest if the executable cannot be read (then only the
    /// version tells builds apart, as before).
    package static let current: String =
        "\(ArchMetricsVersion.current) \(executableDigest() ?? "unidentified")"

    /// Digest of the executable this process runs. `Bundle.main.executableURL` resolves it on
    /// Linux and macOS alike (from the kernel, not from argv[0], which may be a bare name or a
    /// symlink), so no platform call is needed here.
    static func executableDigest() -> String? {
        guard let executable = Bundle.main.executableURL,
            let bytes = try? Data(contentsOf: executable, options: .alwaysMapped)
        else { return nil }
        return digest(bytes)
    }

    /// FNV-1a, 64-bit, taken over 8-byte words rather than bytes (eight times fewer steps over a
    /// file this size), the tail bytes one by one, and the length last. An identity, not a
    /// defence: no one forges an executable to collide with an old cache.
    package static func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x100_0000_01b3
        data.withUnsafeBytes { raw in
            let words = raw.count / 8
            for index in 0..<words {
                hash ^= raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
                hash = hash &* prime
            }
            for byte in raw[(words * 8)...] {
                hash ^= UInt64(byte)
                hash = hash &* prime
            }
        }
        hash ^= UInt64(data.count)
        hash = hash &* prime
        return String(hash, radix: 16)
    }
}
