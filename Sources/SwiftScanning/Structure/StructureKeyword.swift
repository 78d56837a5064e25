/// The words the structure pass acts on. Everything else is `.none`.

package enum StructureKeyword: Equatable {
    case none
    case function, initializer, deinitializer, subscriptKeyword, variable, letKeyword
    case classKeyword, typeDeclaration, extensionKeyword
    /// `typealias`, `associatedtype`, `import`, `operator`, `precedencegroup`.
    case otherDeclaration
    /// `static`, `private`, `override`, `convenience`, …: a declaration starts here.
    case modifier
    case switchKeyword, caseKeyword, ifKeyword, guardKeyword, forKeyword, whileKeyword
    case repeatKeyword, catchKeyword
    /// `get`, `set`, `mutating`, `async`, `throws`…: the words of `{ get set }` requirement lists.
    case accessor
    /// Statement words that end a stored property's declaration: `in`, `else`, `return`, `do`,
    /// `defer`, `throw`.
    case other

    /// Every word and what it is: the only list (`StructureKeywordTable` is built from it).
    package static let words: [(word: String, keyword: StructureKeyword)] = [
        ("func", .function), ("init", .initializer), ("deinit", .deinitializer),
        ("subscript", .subscriptKeyword), ("var", .variable), ("let", .letKeyword),
        ("class", .classKeyword), ("struct", .typeDeclaration), ("enum", .typeDeclaration),
        ("protocol", .typeDeclaration), ("actor", .typeDeclaration),
        ("extension", .extensionKeyword),
        ("typealias", .otherDeclaration), ("associatedtype", .otherDeclaration),
        ("import", .otherDeclaration), ("operator", .otherDeclaration),
        ("precedencegroup", .otherDeclaration),
        ("static", .modifier), ("private", .modifier), ("public", .modifier),
        ("fileprivate", .modifier), ("internal", .modifier), ("final", .modifier),
        ("override", .modifier), ("required", .modifier), ("convenience", .modifier),
        ("dynamic", .modifier), ("lazy", .modifier), ("weak", .modifier), ("unowned", .modifier),
        ("indirect", .modifier), ("nonisolated", .modifier),
        ("switch", .switchKeyword), ("case", .caseKeyword), ("if", .ifKeyword),
        ("guard", .guardKeyword), ("for", .forKeyword), ("while", .whileKeyword),
        ("repeat", .repeatKeyword), ("catch", .catchKeyword),
        ("get", .accessor), ("set", .accessor), ("mutating", .accessor), ("nonmutating", .accessor),
        ("async", .accessor), ("throws", .accessor),
        ("in", .other), ("else", .other), ("return", .other), ("do", .other), ("defer", .other),
        ("throw", .other),
    ]
}

/// `StructureKeyword.words` grouped by first letter and length. Every identifier of a file is
/// looked up, and most share neither with any word (`self`, `value`, `UIView`), so the lookup
/// is one array read for them. The rest are compared with the one to three words of their
/// group, each word's bytes held as one 16-byte value so a comparison is two integer compares.
/// A class: the pass hands around one reference, not its arrays.
package final class StructureKeywordTable: Sendable {
    package static let shared = StructureKeywordTable()

    /// Every word is 2 to 15 bytes long and starts with `a`…`z`.
    private static let maximumLength = 15

    private struct Word {
        var bytes: Bytes16
        var keyword: StructureKeyword
    }

    /// The words, group after group.
    private let words: [Word]
    /// For each first letter and length, the range of its group in `words`.
    private let groups: [Range<Int>]

    private init() {
        var words: [Word] = []
        var groups = Array(repeating: 0..<0, count: 26 * (Self.maximumLength + 1))
        let grouped = StructureKeyword.words.map { word, keyword in
            let bytes = Array(word.utf8)
            return (group: Self.group(bytes[0], bytes.count)!, bytes: bytes, keyword: keyword)
        }.sorted { $0.group < $1.group }
        for (group, bytes, keyword) in grouped {
            if groups[group].isEmpty { groups[group] = words.count..<words.count }
            let packed = bytes.withUnsafeBufferPointer { Bytes16($0, start: 0, length: $0.count) }
            words.append(Word(bytes: packed, keyword: keyword))
            groups[group] = groups[group].lowerBound..<words.count
        }
        (self.words, self.groups) = (words, groups)
    }

    /// The group of words that start with `first` and have `length` bytes; nil if no word could.
    private static func group(_ first: UInt8, _ length: Int) -> Int? {
        let letter = Int(first &- UInt8(ascii: "a"))
        guard letter < 26, length >= 2, length <= maximumLength else { return nil }
        return letter * (maximumLength + 1) + length
    }

    /// The keyword the identifier `token` spells, `.none` if it is no word of the list.
    package func keyword(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>)
        -> StructureKeyword
    {
        let length = token.end - token.start
        guard let group = Self.group(source[token.start], length), !groups[group].isEmpty else {
            return .none
        }
        let bytes = Bytes16(source, start: token.start, length: length)
        for candidate in groups[group] where words[candidate].bytes == bytes {
            return words[candidate].keyword
        }
        return .none
    }
}

/// Up to 16 bytes of a buffer as two little-endian integers, zero-padded. Source files hold no
/// NUL byte (the scanner skips them as binary), so no two words of up to 16 bytes look alike.
package struct Bytes16: Equatable {
    package var low: UInt64 = 0
    package var high: UInt64 = 0

    /// The bytes `start..<start + length` of `source` (`length` at most 16).
    package init(_ source: UnsafeBufferPointer<UInt8>, start: Int, length: Int) {
        assert(length <= 16)
        guard let base = source.baseAddress else { return }
        if start + 16 <= source.count {
            // Sixteen bytes are readable: load them whole and clear the ones past the word.
            let raw = UnsafeRawPointer(base + start)
            let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            self.low = length >= 8 ? low : low & Self.mask(bytes: length)
            self.high = length <= 8 ? 0 : high & Self.mask(bytes: length - 8)
        } else {
            for offset in 0..<length {
                let byte = UInt64(source[start + offset])
                if offset < 8 {
                    low |= byte << (8 * offset)
                } else {
                    high |= byte << (8 * (offset - 8))
                }
            }
        }
    }

    /// The low `bytes` bytes set (`bytes` from 0 to 8).
    private static func mask(bytes: Int) -> UInt64 {
        bytes >= 8 ? ~0 : (1 << (8 * UInt64(bytes))) &- 1
    }
}
