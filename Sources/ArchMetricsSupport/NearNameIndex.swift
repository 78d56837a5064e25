/// Names within one or two edits of a given one, found without comparing it with every name.
///
/// Two names at most `k` edits apart (Levenshtein) become one string when at most `k` characters
/// are deleted from each (a substitution is a deletion on both sides, an insertion one on the
/// other). So the index keeps, for every name, the hashes of the strings left after deleting up
/// to two of its characters; a query makes the same from its own name, and only the names
/// sharing one of them are measured with `EditDistance`. A query costs about its name's length
/// squared lookups, whatever the number of names (8,000 screens: milliseconds, where measuring
/// every pair took minutes). Hash collisions only add names to measure, so the answer is exact.
package struct NearNameIndex: Sendable {
    /// The largest number of edits a query may allow.
    package static let maximumEdits = 2
    private let names: [[Character]]
    private let spelled: [String]
    /// (hash of a deletion variant, index into `names`), sorted by hash.
    private let entries: [(hash: Int, name: Int32)]

    package init(_ names: some Sequence<String>) {
        spelled = Array(Set(names)).sorted()
        self.names = spelled.map(Array.init)
        var entries: [(hash: Int, name: Int32)] = []
        for (index, name) in self.names.enumerated() {
            for hash in Self.variantHashes(name, deletions: Self.maximumEdits) {
                entries.append((hash, Int32(index)))
            }
        }
        entries.sort { $0.hash < $1.hash }
        self.entries = entries
    }

    /// The name closest to `candidate` within `allowed` edits (at most `maximumEdits`), not
    /// `candidate` itself; ties to the first alphabetically. `stop()` is asked between names
    /// measured, and nil returned once it says so.
    package func closest(
        to candidate: String, within allowed: Int, stop: () -> Bool = { false }
    ) -> String? {
        let query = Array(candidate)
        var seen = Set<Int32>()
        var best: (distance: Int, name: Int32)?
        for hash in Self.variantHashes(query, deletions: min(allowed, Self.maximumEdits)) {
            var position = firstEntry(atLeast: hash)
            while position < entries.count, entries[position].hash == hash {
                let name = entries[position].name
                position += 1
                guard seen.insert(name).inserted,
                    abs(names[Int(name)].count - query.count) <= allowed
                else { continue }
                if stop() { return nil }
                let distance = EditDistance.between(query, names[Int(name)])
                guard distance > 0, distance <= allowed else { continue }
                if best.map({ (distance, name) < ($0.distance, $0.name) }) ?? true {
                    best = (distance, name)
                }
            }
        }
        return best.map { spelled[Int($0.name)] }
    }

    private func firstEntry(atLeast hash: Int) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].hash < hash { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The hashes of `name` with up to `deletions` characters deleted (itself included).
    static func variantHashes(_ name: [Character], deletions: Int) -> Set<Int> {
        var hashes: Set<Int> = [hash(name)]
        var layer: Set<[Character]> = [name]
        for _ in 0..<deletions {
            var next = Set<[Character]>()
            for variant in layer where !variant.isEmpty {
                for index in variant.indices {
                    var shorter = variant
                    shorter.remove(at: index)
                    next.insert(shorter)
                }
            }
            for variant in next { hashes.insert(hash(variant)) }
            layer = next
        }
        return hashes
    }

    private static func hash(_ characters: [Character]) -> Int {
        var hasher = Hasher()
        hasher.combine(characters)
        return hasher.finalize()
    }
}
