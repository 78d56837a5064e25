/// How long a variant's name and path may be. A name becomes a folder name (logs, scratch) and
/// a column header; a path is handed to the file system and to git. Far beyond any real one, a
/// 10 MB name cost 37 s and 1.2 GB before it failed somewhere deep; it is refused where it
/// enters instead, with its length and the limit.
package enum NameLength {
    /// At most this many UTF-8 bytes in a variant's name (a file name's limit is 255).
    package static let maximumNameBytes = 255
    /// At most this many UTF-8 bytes in a variant's path (`PATH_MAX` on Linux).
    package static let maximumPathBytes = 4096

    /// Why `text`, a variant's `key` ("name" or "path"), is too long; nil when it is not.
    package static func problem(_ text: String, key: String) -> String? {
        let limit = key == "name" ? maximumNameBytes : maximumPathBytes
        let bytes = text.utf8.count
        guard bytes > limit else { return nil }
        return "a variant's \(key) is \(bytes) bytes long; at most \(limit) are allowed"
    }
}
