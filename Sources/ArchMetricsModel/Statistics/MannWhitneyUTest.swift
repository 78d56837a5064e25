/// The Mann–Whitney U test, one-sided: is the second sample stochastically larger than the first?
///
/// Chosen for build timings because it assumes nothing about their distribution (they are skewed
/// and have outliers) and because its exact null distribution is cheap for the few samples a
/// build benchmark takes. The p-value is exact (every way of splitting the pooled samples is
/// enumerated) up to `exactLimit` splits, else a seeded permutation estimate — deterministic either way.

public enum MannWhitneyUTest {
    /// The result of one test.
    public struct Result: Equatable, Sendable {
        /// U of the second sample: pairs (first, second) with second > first, ties counting one half.
        public var u: Double
        /// P(U ≥ observed) when both samples come from one distribution.
        public var pValue: Double
        /// The smallest p-value these sample sizes can give at all (complete separation): 1 / C(n+m, m).
        public var smallestPossiblePValue: Double
        /// True if every value of the second sample is above every value of the first.
        public var completelySeparated: Bool
        /// True if the p-value was enumerated exactly rather than estimated.
        public var isExact: Bool
    }

    /// Above this many splits of the pooled samples, the p-value is estimated by permutations.
    public static let exactLimit = 200_000
    static let permutationCount = 20_000

    /// Tests whether `larger` tends to exceed `smaller`. Both need at least one value.
    public static func test(_ smaller: [Double], _ larger: [Double], seed: UInt64 = 0x5EED)
        -> Result
    {
        precondition(
            !smaller.isEmpty && !larger.isEmpty, "Mann-Whitney U needs two non-empty samples")
        let pooled = smaller + larger
        let ranks = midranks(pooled)
        let m = larger.count
        let observed = uStatistic(rankSum: ranks[smaller.count...].reduce(0, +), count: m)
        let combinations = binomial(pooled.count, m)
        let smallest = 1 / combinations
        let separated = larger.min()! > smaller.max()!
        // Comparisons of sums of midranks (multiples of 0.5) are exact in Double; the epsilon only
        // guards against a future change to the statistic.
        let epsilon = 1e-9
        if combinations <= Double(exactLimit) {
            var atLeast = 0
            var total = 0
            forEachCombination(of: pooled.count, choosing: m) { chosen in
                let sum = chosen.reduce(0.0) { $0 + ranks[$1] }
                if uStatistic(rankSum: sum, count: m) >= observed - epsilon { atLeast += 1 }
                total += 1
            }
            return Result(
                u: observed, pValue: Double(atLeast) / Double(total),
                smallestPossiblePValue: smallest,
                completelySeparated: separated, isExact: true)
        }
        var generator = SplitMix64(seed: seed)
        var shuffled = ranks
        var atLeast = 0
        for _ in 0..<permutationCount {
            shuffled.shuffle(using: &generator)
            if uStatistic(rankSum: shuffled[..<m].reduce(0, +), count: m) >= observed - epsilon {
                atLeast += 1
            }
        }
        // (k+1)/(N+1): a permutation p-value that is never zero and never anti-conservative.
        return Result(
            u: observed, pValue: Double(atLeast + 1) / Double(permutationCount + 1),
            smallestPossiblePValue: smallest, completelySeparated: separated, isExact: false)
    }

    private static func uStatistic(rankSum: Double, count: Int) -> Double {
        rankSum - Double(count * (count + 1)) / 2
    }

    /// 1-based ranks, ties sharing the mean of their ranks.
    static func midranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count && values[order[end + 1]] == values[order[start]] {
                end += 1
            }
            let shared = Double(start + end + 2) / 2
            for position in start...end { ranks[order[position]] = shared }
            start = end + 1
        }
        return ranks
    }

    static func binomial(_ n: Int, _ k: Int) -> Double {
        var result = 1.0
        for step in 0..<min(k, n - k) { result = result * Double(n - step) / Double(step + 1) }
        return result.rounded()
    }

    /// Calls `body` with every increasing list of `k` indices below `n`.
    static func forEachCombination(of n: Int, choosing k: Int, _ body: ([Int]) -> Void) {
        guard k <= n else { return }
        var indices = Array(0..<k)
        while true {
            body(indices)
            // Advance the rightmost index that can still move, then reset the ones after it.
            var position = k - 1
            while position >= 0 && indices[position] == n - k + position { position -= 1 }
            if position < 0 { return }
            indices[position] += 1
            for next in (position + 1)..<k { indices[next] = indices[next - 1] + 1 }
        }
    }
}
