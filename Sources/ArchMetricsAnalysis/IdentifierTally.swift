import Glibc
import ArchMetricsClassification
import ArchMetricsModel
import ArchMetricsSupport
import SwiftScanning

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
    /// The slots the current file's names occupy: the table keeps the size the largest file
    /// needed, and reading every slot of it after each small file cost more than counting.
    private var occupied: [Int] = []
    private var generation: UInt32 = 1

    init(initialCapacity: Int = 1024) {
        var capacity = 16
        while capacity < initialCapacity { capacity <<= 1 }
        entries = Array(repeating: Entry(), count: capacity)
        mask = capacity - 1
    }

    /// Forgets every name (O(1): bumps the generation) before the next file.
    mutating func reset() {
        occupied.removeAll(keepingCapacity: true)
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
                occupied.append(slot)
                if occupied.count * 2 > entries.count { grow() }
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
        result.reserveCapacity(occupied.count)
        for slot in occupied {
            let entry = entries[slot]
            let name = String(decoding: UnsafeBufferPointer(rebasing: source[entry.start..<(entry.start + entry.length)]), as: UTF8.self)
            result[name, default: 0] += entry.count
        }
        return result
    }

    /// Every name counted since the last reset, its bytes copied out of `source` (for a file
    /// whose names are filtered only later).
    func pendingCounts(in source: UnsafeBufferPointer<UInt8>) -> PendingIdentifierCounts {
        var pending = PendingIdentifierCounts()
        pending.entries.reserveCapacity(occupied.count)
        for slot in occupied {
            let entry = entries[slot]
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
        for (index, oldSlot) in occupied.enumerated() {
            let entry = old[oldSlot]
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while entries[slot].generation == generation { slot = (slot + 1) & mask }
            entries[slot] = entry
            occupied[index] = slot
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

    /// The names `typeNames` holds, by number, with their counts (no `String` made: the
    /// coupling stage works on numbers).
    func references(to typeNames: TypeNameFilter) -> [TypeReference] {
        var references: [TypeReference] = []
        bytes.withUnsafeBufferPointer { bytes in
            for entry in entries where typeNames.mayStartWith(bytes[entry.start], length: entry.length) {
                if let type = typeNames.number(of: bytes, start: entry.start, length: entry.length, hash: entry.hash) {
                    references.append(TypeReference(type: type, count: entry.count))
                }
            }
        }
        return references
    }
}

/// The type names a variant declares, numbered in the order first inserted, and as hashes: lets
/// the tally skip every other identifier (most of them) without making a `String`, and finds a
/// name's number from its bytes exactly (`number(of:start:length:hash:)`), so the coupling
/// stage works on numbers instead of hashing strings. `mayContain` may be fooled by a hash
/// collision; `number` never is.
package struct TypeNameFilter: Sendable {
    /// A 65,536-bit first check on the low bits, then the exact hash.
    private var bits = [UInt64](repeating: 0, count: 1024)
    /// The first bytes and lengths (64 and over share the last bit) the names have: most
    /// identifiers (`self`, `let`, `count`) fail these before any hashing.
    private var firstBytes = [UInt64](repeating: 0, count: 4)
    private var lengths: UInt64 = 0
    /// Whether a name starts with `a`–`z`: a tally taken with `conventionalTypeNamesOnly`
    /// missed its references.
    private(set) var hasLowercaseInitial = false

    /// The names, by number.
    private(set) var names: [String] = []
    /// Every name's bytes, one after another: name `i` is `nameStarts[i]..<nameStarts[i + 1]`.
    private var nameBytes: [UInt8] = []
    private var nameStarts: [Int] = [0]
    private var nameHashes: [UInt64] = []
    /// Open addressing on the hash: a name's number + 1, 0 for an empty slot.
    private var slots = [Int32](repeating: 0, count: 16)

    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        for name in names { insert(name) }
    }

    mutating func insert(_ name: String) {
        var utf8 = name
        utf8.withUTF8 { bytes in
            guard let first = bytes.first else { return }
            let hash = IdentifierTally.hash(bytes, 0, bytes.count)
            guard number(of: bytes, start: 0, length: bytes.count, hash: hash) == nil else { return }
            if IdentifierTally.isLowercaseASCIILetter(first) { hasLowercaseInitial = true }
            firstBytes[Int(first >> 6)] |= 1 << UInt64(first & 63)
            lengths |= 1 << UInt64(min(bytes.count, 63))
            bits[Int(hash & 0xFFFF) >> 6] |= 1 << (hash & 63)
            names.append(name)
            nameBytes.append(contentsOf: bytes)
            nameStarts.append(nameBytes.count)
            nameHashes.append(hash)
            if names.count * 2 > slots.count {
                slots = [Int32](repeating: 0, count: slots.count * 2)
                for number in names.indices { place(number) }
            } else {
                place(names.count - 1)
            }
        }
    }

    private mutating func place(_ number: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: nameHashes[number]) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(number + 1)
    }

    /// The number of the name whose bytes are `source[start..<start + length]` (with `hash`,
    /// `IdentifierTally.hash` of them), nil if it is not one of the names.
    func number(of source: UnsafeBufferPointer<UInt8>, start: Int, length: Int, hash: UInt64) -> Int? {
        firstNumber(withHash: hash) { number in
            nameStarts[number + 1] - nameStarts[number] == length
                && nameBytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + nameStarts[number], source.baseAddress! + start, length) == 0 }
        }
    }

    /// The first name with `hash` that `matches` accepts, by probing the slots from the hash's.
    @inline(__always)
    private func firstNumber(withHash hash: UInt64, where matches: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            if nameHashes[number] == hash, matches(number) { return number }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The number of `name`, nil if it is not one of the names.
    func number(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { bytes in
            bytes.isEmpty ? nil : number(of: bytes, start: 0, length: bytes.count, hash: IdentifierTally.hash(bytes, 0, bytes.count))
        }
    }

    @inline(__always)
    func mayStartWith(_ first: UInt8, length: Int) -> Bool {
        firstBytes[Int(first >> 6)] & (1 << UInt64(first & 63)) != 0 && lengths & (1 << UInt64(min(length, 63))) != 0
    }

    @inline(__always)
    func mayContain(_ hash: UInt64) -> Bool {
        bits[Int(hash & 0xFFFF) >> 6] & (1 << (hash & 63)) != 0 && containsHash(hash)
    }

    /// Whether some name has `hash` (the exact lookup, without the bytes).
    private func containsHash(_ hash: UInt64) -> Bool {
        firstNumber(withHash: hash) { _ in true } != nil
    }
}

/// A file's references to one of its variant's types: the type's number in the variant's
/// `TypeNameFilter`, and how many times the file's code names it.
struct TypeReference: Equatable, Sendable {
    var type: Int
    var count: Int
}
