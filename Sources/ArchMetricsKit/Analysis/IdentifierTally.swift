import Glibc

/// Counts identifier occurrences by their bytes, without making a `String` per token: an
/// open-addressing table of (hash, byte range) entries into the buffer being lexed. Strings are
/// made once per distinct name when the file is done. Reused across files by one thread.
struct IdentifierTally {
    private struct Entry {
        var hash: UInt64 = 0
        var start: Int = 0
        var length: Int = 0
        var count: Int = 0
        /// The file the entry belongs to; older entries are empty slots.
        var generation: UInt32 = 0
    }

    private var entries: [Entry]
    private var mask: Int
    private var used = 0
    private var generation: UInt32 = 1

    init(initialCapacity: Int = 1024) {
        var capacity = 16
        while capacity < initialCapacity { capacity <<= 1 }
        entries = Array(repeating: Entry(), count: capacity)
        mask = capacity - 1
    }

    /// Forgets every name (O(1): bumps the generation) before the next file.
    mutating func reset() {
        used = 0
        generation &+= 1
        if generation == 0 {
            // Wrapped after 4 billion files: clear for real so no stale entry looks current.
            for index in entries.indices { entries[index].generation = 0 }
            generation = 1
        }
    }

    /// Names outside `only` are not counted (nil: every name is).
    var only: TypeNameFilter?
    /// Counts only names that start like a Swift type name: not with `a`–`z` (the API design
    /// guidelines' UpperCamelCase; `_Storage` and non-ASCII names count). For a tally taken
    /// before the type names are known: lower-case names are most identifiers (`self`, `let`,
    /// every variable), and skipping them halves the analysis's cost on a large tree. A
    /// variant that does declare a lower-case type is read again with `only` set
    /// (`TypeNameFilter.hasLowercaseInitial`), so no reference is lost.
    var conventionalTypeNamesOnly = false

    /// Counts one occurrence of the bytes `start..<end` of `source`.
    @inline(__always)
    mutating func add(_ source: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
        if conventionalTypeNamesOnly, Self.isLowercaseASCIILetter(source[start]) { return }
        if let only, !only.mayStartWith(source[start], length: end - start) { return }
        let hash = Self.hash(source, start, end)
        if let only, !only.mayContain(hash) { return }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = entries[slot]
            if entry.generation != generation {
                entries[slot] = Entry(hash: hash, start: start, length: end - start, count: 1, generation: generation)
                used += 1
                if used * 2 > entries.count { grow() }
                return
            }
            if entry.hash == hash, entry.length == end - start, Self.equal(source, entry.start, start, entry.length) {
                entries[slot].count += 1
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Every name counted since the last reset, decoded from `source` (the same buffer).
    func counts(in source: UnsafeBufferPointer<UInt8>) -> [String: Int] {
        var result: [String: Int] = [:]
        result.reserveCapacity(used)
        for entry in entries where entry.generation == generation {
            let name = String(decoding: UnsafeBufferPointer(rebasing: source[entry.start..<(entry.start + entry.length)]), as: UTF8.self)
            result[name, default: 0] += entry.count
        }
        return result
    }

    /// Every name counted since the last reset, its bytes copied out of `source` (for a file
    /// whose names are filtered only later).
    func pendingCounts(in source: UnsafeBufferPointer<UInt8>) -> PendingIdentifierCounts {
        var pending = PendingIdentifierCounts()
        pending.entries.reserveCapacity(used)
        for entry in entries where entry.generation == generation {
            pending.entries.append(.init(hash: entry.hash, start: pending.bytes.count, length: entry.length, count: entry.count))
            pending.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[entry.start..<(entry.start + entry.length)]))
        }
        return pending
    }

    @inline(__always)
    static func isLowercaseASCIILetter(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(), count: old.count * 2)
        mask = entries.count - 1
        for entry in old where entry.generation == generation {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while entries[slot].generation == generation { slot = (slot + 1) & mask }
            entries[slot] = entry
        }
    }

    /// Eight bytes at a time (a byte-at-a-time hash was a tenth of `scan --analysis`, which
    /// hashes every identifier in code), mixed so the low bits, which pick the slot, vary.
    @inline(__always)
    static func hash(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(end - start)
        guard start < end, let base = source.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var index = start
        while end - index >= 8 {
            hash = mix(hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        if index < end {
            var tail: UInt64 = 0
            if index + 8 <= source.count {
                // A whole word is readable: load it and keep the tail's bytes (the low ones).
                tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) & ((1 << UInt64(8 * (end - index))) &- 1)
            } else {
                for offset in (index..<end).reversed() { tail = tail << 8 | UInt64(source[offset]) }
            }
            hash = mix(hash ^ tail)
        }
        return hash ^ (hash >> 32)
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* 0xBF58_476D_1CE4_E5B9
        return product ^ (product >> 29)
    }

    /// `memcmp`: a byte loop here was a tenth of the tally (every repeated name is compared).
    @inline(__always)
    private static func equal(_ source: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, _ length: Int) -> Bool {
        guard let base = source.baseAddress else { return length == 0 }
        return memcmp(base + first, base + second, length) == 0
    }
}

/// One file's identifier counts as bytes and hashes, before the variant's type names are known.
struct PendingIdentifierCounts: Sendable {
    struct Entry: Sendable {
        var hash: UInt64
        var start: Int
        var length: Int
        var count: Int
    }

    /// Every distinct name's bytes, one after another.
    fileprivate(set) var bytes: [UInt8] = []
    fileprivate(set) var entries: [Entry] = []

    /// The names `filter` may hold, with their counts: exactly what `IdentifierTally` counts with
    /// `only` set to `filter` (the same two checks, in the same order).
    func counts(keeping filter: TypeNameFilter) -> [String: Int] {
        var result: [String: Int] = [:]
        bytes.withUnsafeBufferPointer { bytes in
            for entry in entries where filter.mayStartWith(bytes[entry.start], length: entry.length) && filter.mayContain(entry.hash) {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[entry.start..<(entry.start + entry.length)]), as: UTF8.self)
                result[name, default: 0] += entry.count
            }
        }
        return result
    }
}

/// The type names a variant declares, as hashes: lets the tally skip every other identifier
/// (most of them) without making a `String`. A hash match may be a collision; the coupling
/// stage looks names up exactly, so a stray name costs a little time and changes no figure.
struct TypeNameFilter: Sendable {
    /// A 65,536-bit first check on the low bits, then the exact hash.
    private var bits = [UInt64](repeating: 0, count: 1024)
    private var hashes = Set<UInt64>()
    /// The first bytes and lengths (64 and over share the last bit) the names have: most
    /// identifiers (`self`, `let`, `count`) fail these before any hashing.
    private var firstBytes = [UInt64](repeating: 0, count: 4)
    private var lengths: UInt64 = 0
    /// Whether a name starts with `a`–`z`: a tally taken with `conventionalTypeNamesOnly`
    /// missed its references.
    private(set) var hasLowercaseInitial = false

    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        for name in names { insert(name) }
    }

    mutating func insert(_ name: String) {
        var name = name
        name.withUTF8 { bytes in
            guard let first = bytes.first else { return }
            if IdentifierTally.isLowercaseASCIILetter(first) { hasLowercaseInitial = true }
            firstBytes[Int(first >> 6)] |= 1 << UInt64(first & 63)
            lengths |= 1 << UInt64(min(bytes.count, 63))
            let hash = IdentifierTally.hash(bytes, 0, bytes.count)
            bits[Int(hash & 0xFFFF) >> 6] |= 1 << (hash & 63)
            hashes.insert(hash)
        }
    }

    @inline(__always)
    func mayStartWith(_ first: UInt8, length: Int) -> Bool {
        firstBytes[Int(first >> 6)] & (1 << UInt64(first & 63)) != 0 && lengths & (1 << UInt64(min(length, 63))) != 0
    }

    @inline(__always)
    func mayContain(_ hash: UInt64) -> Bool {
        bits[Int(hash & 0xFFFF) >> 6] & (1 << (hash & 63)) != 0 && hashes.contains(hash)
    }
}
