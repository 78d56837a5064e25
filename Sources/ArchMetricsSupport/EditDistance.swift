/// How many single-character insertions, deletions and substitutions turn one name into another
/// (Levenshtein): what "did you mean …?" and the classifier's near-miss screens both ask.
package enum EditDistance {
    /// The distance between `lhs` and `rhs`, computed one row at a time.
    package static func between(_ lhs: [Character], _ rhs: [Character]) -> Int {
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: rhs.count)
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(
                    previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}
