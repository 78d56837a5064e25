#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counts identifier occurrences by their bytes, without making a `String` per token: an
/// open-addressing table of (hash, byte range) entries into the buffer being lexed. Reused
/// across files by one thread; `pendingCounts` copies a file's names out before the next.
package struct IdentifierTally {
    /// Which names are counted.
    package enum Names {
        case all
        /// Only names that start like a Swift type name: not with `a`–`z` (the API design
        /// guidelines' UpperCamelCase; `_Storage` and non-ASCII names count). Lower-case names
        /// are most identifiers (`self`, `let`, every variable), and the type names a variant
        /// declares are known only after its scan: a variant that declares a lower-case type
        /// is read again with `.all` (`ArchitectureAnalyzer.resolve`).
        case typeLike
    }

    private struct Entry {
        var hash: UInt64 = 0
        var start: Int = 0
        var length: Int = 0
        var count: Int = 0
        /// 1-based line of the first occurrence: where a rule violation is reported.
        var firstLine: Int = 0
        /// The file the entry belongs to; older entries are empty slots.
        var generation: UInt32 = 0

        var bytes: Range<Int> { start..<(start + length) }
    }

    package let names: Names
    private var entries: [Entry]
    private var mask: Int
    /// The slots the current file's names occupy, so a small file after a large one (the table
    /// keeps the size the largest needed) is read without visiting every slot.
    private var occupied: [Int] = []
    private var generation: UInt32 = 1

    package init(names: Names, initialCapacity: Int = 1024) {
        self.names = names
        var capacity = 16
        while capacity < initialCapacity { capacity <<= 1 }
        entries = Array(repeating: Entry(), count: capacity)
        mask = capacity - 1
    }

    /// Forgets every name before the next file: bumps the generation instead of clearing.
    package mutating func reset() {
        occupied.removeAll(keepingCapacity: true)
        generation &+= 1
        if generation == 0 {
            // Wrapped after 4 billion files: clear for real so no stale entry looks current.
            for index in entries.indices { entries[index].generation = 0 }
            generation = 1
        }
    }

    /// Counts the identifier `token`, `` `Type` `` as `Type` (the lexer makes an identifier of
    /// a backtick only with its closing one).
    package mutating func add(name token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        if source[token.start] == Ascii.backtick, token.end - token.start > 2 {
            add(source, start: token.start + 1, end: token.end - 1, line: token.firstLine)
        } else {
            add(source, start: token.start, end: token.end, line: token.firstLine)
        }
    }

    /// Counts one occurrence, on `line`, of the bytes `start..<end` of `source`.
    package mutating func add(
        _ source: UnsafeBufferPointer<UInt8>, start: Int, end: Int, line: Int
    ) {
        if names == .typeLike, Self.isLowercaseASCIILetter(source[start]) { return }
        count(source, start: start, end: end, line: line)
    }

    private mutating func count(
        _ source: UnsafeBufferPointer<UInt8>, start: Int, end: Int, line: Int
    ) {
        let hash = Self.hash(source, start, end)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = entries[slot]
            if entry.generation != generation {
                entries[slot] = Entry(
                    hash: hash, start: start, length: end - start, count: 1,
                    firstLine: line, generation: generation)
                occupied.append(slot)
                if occupied.count * 2 > entries.count { grow() }
                return
            }
            if entry.hash == hash, entry.length == end - start,
                Self.equal(source, entry.start, start, entry.length)
            {
                entries[slot].count += 1
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Every name counted since the last reset, its bytes copied out of `source` (the buffer
    /// the names were counted in): a file's names are resolved to type names only later.
    package func pendingCounts(in source: UnsafeBufferPointer<UInt8>) -> PendingIdentifierCounts {
        var pending = PendingIdentifierCounts(includesLowercaseNames: names == .all)
        pending.entries.reserveCapacity(occupied.count)
        for slot in occupied {
            let entry = entries[slot]
            pending.entries.append(
                .init(
                    hash: entry.hash, start: pending.bytes.count,
                    length: entry.length, count: entry.count, firstLine: entry.firstLine))
            pending.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[entry.bytes]))
        }
        return pending
    }

    package static func isLowercaseASCIILetter(_ byte: UInt8) -> Bool {
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

    /// Hashes eight bytes at a time, mixed so the low bits, which pick the slot, vary.
    package static func hash(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
        -> UInt64
    {
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(end - start)
        guard start < end, let base = source.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        func word(at offset: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        var index = start
        while end - index >= 8 {
            hash = mix(hash ^ word(at: index))
            index += 8
        }
        if index < end {
            var tail: UInt64 = 0
            if index + 8 <= source.count {
                // A whole word is readable: load it and keep the tail's bytes (the low ones).
                tail = word(at: index) & ((1 << UInt64(8 * (end - index))) &- 1)
            } else {
                for offset in (index..<end).reversed() { tail = tail << 8 | UInt64(source[offset]) }
            }
            hash = mix(hash ^ tail)
        }
        return hash ^ (hash >> 32)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* 0xBF58_476D_1CE4_E5B9
        return product ^ (product >> 29)
    }

    private static func equal(
        _ source: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int,
        _ length: Int
    ) -> Bool {
        guard let base = source.baseAddress else { return length == 0 }
        return memcmp(base + first, base + second, length) == 0
    }
}

/// One file's identifier counts as bytes and hashes, before the variant's type names are known.
package struct PendingIdentifierCounts: Sendable {
    package struct Entry: Sendable {
        var hash: UInt64
        var start: Int
        var length: Int
        var count: Int
        var firstLine: Int

        var bytes: Range<Int> { start..<(start + length) }
    }

    /// Every distinct name's bytes, one after another.
    fileprivate(set) var bytes: [UInt8] = []
    fileprivate(set) var entries: [Entry] = []
    /// False if names that start with `a`–`z` were left out (`IdentifierTally.Names.typeLike`).
    package let includesLowercaseNames: Bool

    fileprivate init(includesLowercaseNames: Bool) {
        self.includesLowercaseNames = includesLowercaseNames
    }

    /// Every name with its count, as strings (invalid UTF-8 repaired, so two names may merge).
    package func names() -> [String: Int] {
        var result: [String: Int] = [:]
        result.reserveCapacity(entries.count)
        bytes.withUnsafeBufferPointer { bytes in
            for entry in entries {
                let name = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[entry.bytes]),
                    as: UTF8.self)
                result[name, default: 0] += entry.count
            }
        }
        return result
    }

    /// The names `typeNames` holds, by number, with their counts (no `String` made: the
    /// coupling stage works on numbers).
    package func references(to typeNames: TypeNameFilter) -> [TypeReference] {
        assert(
            includesLowercaseNames || !typeNames.hasLowercaseInitial,
            "lower-case names were not tallied")
        var references: [TypeReference] = []
        bytes.withUnsafeBufferPointer { bytes in
            for entry in entries {
                if let type = typeNames.number(
                    of: bytes, start: entry.start, length: entry.length,
                    hash: entry.hash)
                {
                    references.append(
                        TypeReference(type: type, count: entry.count, firstLine: entry.firstLine))
                }
            }
        }
        return references
    }
}

/// The type names a variant declares, numbered in the order first inserted, and found by
/// their bytes and `IdentifierTally.hash` (`number(of:start:length:hash:)`): the coupling stage
/// works on numbers instead of hashing strings.
package struct TypeNameFilter: Sendable {
    /// Whether a name starts with `a`–`z`: a tally of `.typeLike` names missed its references.
    package private(set) var hasLowercaseInitial = false

    /// The names, by number.
    package private(set) var names: [String] = []
    /// Every name's bytes, one after another: name `i` is `nameStarts[i]..<nameStarts[i + 1]`.
    private var nameBytes: [UInt8] = []
    private var nameStarts: [Int] = [0]
    private var nameHashes: [UInt64] = []
    /// Open addressing on the hash: a name's number + 1, 0 for an empty slot.
    private var slots = [Int32](repeating: 0, count: 16)

    package init<Names: Sequence>(_ names: Names) where Names.Element == String {
        for name in names { insert(name) }
    }

    package mutating func insert(_ name: String) {
        var utf8 = name
        utf8.withUTF8 { bytes in
            guard let first = bytes.first else { return }
            let hash = IdentifierTally.hash(bytes, 0, bytes.count)
            guard number(of: bytes, start: 0, length: bytes.count, hash: hash) == nil else {
                return
            }
            if IdentifierTally.isLowercaseASCIILetter(first) { hasLowercaseInitial = true }
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
    package func number(
        of source: UnsafeBufferPointer<UInt8>, start: Int, length: Int,
        hash: UInt64
    ) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            if nameHashes[number] == hash, nameStarts[number + 1] - nameStarts[number] == length,
                nameBytes.withUnsafeBufferPointer({
                    memcmp(
                        $0.baseAddress! + nameStarts[number], source.baseAddress! + start,
                        length) == 0
                })
            {
                return number
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The number of `name`, nil if it is not one of the names.
    package func number(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { bytes in
            bytes.isEmpty
                ? nil
                : number(
                    of: bytes, start: 0, length: bytes.count,
                    hash: IdentifierTally.hash(bytes, 0, bytes.count))
        }
    }
}

/// A file's references to one of its variant's types: the type's number in the variant's
/// `TypeNameFilter`, how many times the file's code names it, and where first.
package struct TypeReference: Equatable, Sendable {
    package var type: Int
    package var count: Int
    /// 1-based line of the first mention; 0 when unknown (structures given as names only).
    package var firstLine = 0
}
