import Foundation

/// Folder names made from variant names, for the logs (`logs/<name>/`) and the scratch folders.
///
/// A variant's name is the user's (`--variants NAME=PATH`, a config), so it may be `..`, hold a
/// `/`, spaces or anything else. A folder name must stay one component inside its parent and be
/// one variant's only: `..` must not become the logs folder's parent, and `x y` and `x_y` must
/// not share a folder. So: letters, digits, `-`, `_` and `.` are kept, anything else becomes
/// `_`, a leading `.` too (no `.`, `..` or hidden folders); a name that had to change gets a
/// short hash of the original (`x y` → `x_y-5a0cc1e4`, while `x_y` stays `x_y`); and names
/// equal but for case (macOS folders ignore it) get `-2`, `-3`.
package enum FolderName {
    /// Longest name kept before the hash, well under every file system's limit.
    static let longestStem = 64

    /// One folder name per variant name, in the same order; names given twice get two folders.
    package static func unique(for names: [String]) -> [String] {
        var taken = Set<String>()
        return names.map { name in
            let base = safe(name)
            var candidate = base
            var number = 1
            while !taken.insert(candidate.lowercased()).inserted {
                number += 1
                candidate = "\(base)-\(number)"
            }
            return candidate
        }
    }

    /// `name` as one safe path component; itself when it already is one.
    package static func safe(_ name: String) -> String {
        var stem = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII
                    && (CharacterSet.alphanumerics.contains(scalar)
                        || "-_.".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            })
        if stem.hasPrefix(".") { stem = "_" + stem.dropFirst() }
        if stem.count > longestStem { stem = String(stem.prefix(longestStem)) }
        if stem == name && !name.isEmpty { return name }
        return stem + "-" + hash(name)
    }

    /// FNV-1a of the UTF-8 bytes, 8 hex digits: stable across runs and platforms (Swift's
    /// `hashValue` is seeded per process).
    static func hash(_ name: String) -> String {
        var value: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            value ^= UInt32(byte)
            value = value &* 16_777_619
        }
        return String(format: "%08x", value)
    }
}
