import ArchMetricsClassification
import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

/// The words the structure pass acts on. Everything else is `.none`.

enum StructureKeyword: Equatable {
    case none
    case function, initializer, deinitializer, subscriptKeyword, variable, letKeyword
    case classKeyword, typeDeclaration, extensionKeyword
    /// `typealias`, `associatedtype`, `import`, `operator`, `precedencegroup`.
    case otherDeclaration
    /// `static`, `private`, `override`, `convenience`, …: a declaration starts here.
    case modifier
    case switchKeyword, caseKeyword, ifKeyword, guardKeyword, forKeyword, whileKeyword, repeatKeyword, catchKeyword
    /// `get`, `set`, `mutating`, `async`, `throws`…: the words of `{ get set }` requirement lists.
    case accessor
    /// Statement words that end a stored property's declaration: `in`, `else`, `return`, `do`, `defer`, `throw`.
    case other

    /// Words whose only effect is to end a declaration waiting for its body (`cancelPending`):
    /// a modifier, `let`, `import`…, an accessor word, `return`, `else`…
    var onlyEndsPendingDeclarations: Bool {
        switch self {
        case .modifier, .letKeyword, .otherDeclaration, .accessor, .other: true
        default: false
        }
    }

    /// Every word and what it is: the only list (the lookup table is built from it).
    static let words: [(word: String, keyword: StructureKeyword)] = [
        ("func", .function), ("init", .initializer), ("deinit", .deinitializer), ("subscript", .subscriptKeyword),
        ("var", .variable), ("let", .letKeyword), ("class", .classKeyword),
        ("struct", .typeDeclaration), ("enum", .typeDeclaration), ("protocol", .typeDeclaration), ("actor", .typeDeclaration),
        ("extension", .extensionKeyword),
        ("typealias", .otherDeclaration), ("associatedtype", .otherDeclaration), ("import", .otherDeclaration),
        ("operator", .otherDeclaration), ("precedencegroup", .otherDeclaration),
        ("static", .modifier), ("private", .modifier), ("public", .modifier), ("fileprivate", .modifier),
        ("internal", .modifier), ("final", .modifier), ("override", .modifier), ("required", .modifier),
        ("convenience", .modifier), ("dynamic", .modifier), ("lazy", .modifier), ("weak", .modifier),
        ("unowned", .modifier), ("indirect", .modifier), ("nonisolated", .modifier),
        ("switch", .switchKeyword), ("case", .caseKeyword), ("if", .ifKeyword), ("guard", .guardKeyword),
        ("for", .forKeyword), ("while", .whileKeyword), ("repeat", .repeatKeyword), ("catch", .catchKeyword),
        ("get", .accessor), ("set", .accessor), ("mutating", .accessor), ("nonmutating", .accessor),
        ("async", .accessor), ("throws", .accessor),
        ("in", .other), ("else", .other), ("return", .other), ("do", .other), ("defer", .other), ("throw", .other),
    ]

    /// Every identifier of a file is looked up (a chain of string comparisons was a tenth of
    /// `scan --analysis`): its bytes are packed into two words and found in a small hash table.
    init(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        self.init(token, in: source, table: StructureKeywordTable.shared)
    }

    /// The same, with the table at hand (the lazy global's check costs as much as the lookup).
    @inline(__always)
    init(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>, table: StructureKeywordTable) {
        guard Self.mayBe(token, in: source, table: table) else { self = .none; return }
        self.init(candidate: token, in: source, table: table)
    }

    /// The lookup for a token that `mayBe` let through (the caller asked already).
    @inline(__always)
    init(candidate token: SwiftToken, in source: UnsafeBufferPointer<UInt8>, table: StructureKeywordTable) {
        let (low, high) = PackedWord.pack(source, start: token.start, length: token.end - token.start)
        self = table.keyword(low: low, high: high)
    }

    /// False if `token` is surely no word of the list: every word is an identifier that starts
    /// with a lower-case letter and has 2 to 15 bytes, and few first letters go with each length.
    @inline(__always)
    static func mayBe(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>, table: StructureKeywordTable) -> Bool {
        let length = token.end - token.start
        return token.kind == .identifier && length >= 2 && length <= 15
            && IdentifierTally.isLowercaseASCIILetter(source[token.start])
            && table.mayBeKeyword(first: source[token.start], length: length)
    }
}

/// Up to 16 bytes of a word in two little-endian integers, zero-padded. Source files hold no
/// NUL byte (the scanner skips them as binary), so a word's packing is unique to it.
enum PackedWord {
    @inline(__always)
    static func pack(_ source: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> (low: UInt64, high: UInt64) {
        guard let base = source.baseAddress else { return (0, 0) }
        let raw = UnsafeRawPointer(base + start)
        if start + 16 <= source.count {
            // Both words are readable: load them and clear the bytes past the word.
            let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if length >= 8 { return (low, length == 16 ? high : high & ((1 << UInt64(8 * (length - 8))) &- 1)) }
            return (low & ((1 << UInt64(8 * length)) &- 1), 0)
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for offset in 0..<min(length, 16) {
            let byte = UInt64(source[start + offset])
            if offset < 8 { low |= byte << UInt64(8 * offset) } else { high |= byte << UInt64(8 * (offset - 8)) }
        }
        return (low, high)
    }

    static func pack(_ word: String) -> (low: UInt64, high: UInt64) {
        var word = word
        return word.withUTF8 { pack($0, start: 0, length: $0.count) }
    }
}

/// `StructureKeyword.words` in an open-addressing table of packed words, built once.
/// Unchecked: the entries are written only in `init`, then only read.
final class StructureKeywordTable: @unchecked Sendable {
    static let shared = StructureKeywordTable()

    private struct Entry {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var keyword = StructureKeyword.none
    }

    /// 128 slots for about 50 words: most misses stop at the first, empty or not matching.
    private static let slotBits = 7
    private let entries: UnsafeMutableBufferPointer<Entry>

    /// Per first letter `a`…`z`, a bit per length its words have: most identifiers (`self`,
    /// `name`, `value`) fail this one load and test and are never packed or looked up.
    private let lengthsByFirstLetter: UnsafeMutablePointer<UInt16>

    private init() {
        entries = .allocate(capacity: 1 << Self.slotBits)
        entries.initialize(repeating: Entry())
        lengthsByFirstLetter = .allocate(capacity: 26)
        lengthsByFirstLetter.initialize(repeating: 0, count: 26)
        for (word, keyword) in StructureKeyword.words {
            let first = word.utf8.first! // Every word starts with `a`…`z` and has 2…15 bytes.
            lengthsByFirstLetter[Int(first - UInt8(ascii: "a"))] |= 1 << UInt16(word.utf8.count)
            let (low, high) = PackedWord.pack(word)
            var slot = Self.slot(low, high)
            while entries[slot].low != 0 { slot = (slot + 1) & (entries.count - 1) }
            entries[slot] = Entry(low: low, high: high, keyword: keyword)
        }
    }

    deinit {
        entries.deallocate()
        lengthsByFirstLetter.deallocate()
    }

    /// False if no word starts with `first` (`a`…`z`) and has `length` (2…15) bytes.
    @inline(__always)
    func mayBeKeyword(first: UInt8, length: Int) -> Bool {
        lengthsByFirstLetter[Int(first &- UInt8(ascii: "a"))] & (1 << UInt16(truncatingIfNeeded: length)) != 0
    }

    @inline(__always)
    private static func slot(_ low: UInt64, _ high: UInt64) -> Int {
        Int(truncatingIfNeeded: ((low ^ (high &* 0x9E37_79B9)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }

    @inline(__always)
    func keyword(low: UInt64, high: UInt64) -> StructureKeyword {
        var slot = Self.slot(low, high)
        while true {
            let entry = entries[slot]
            if entry.low == low && entry.high == high { return entry.keyword }
            if entry.low == 0 { return .none }
            slot = (slot + 1) & (entries.count - 1)
        }
    }
}
