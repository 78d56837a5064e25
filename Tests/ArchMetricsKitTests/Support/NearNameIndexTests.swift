import ArchMetricsSupport
import Testing

/// The index finds exactly what comparing with every name finds: the closest name within the
/// allowed edits, ties to the first alphabetically.
@Suite struct NearNameIndexTests {
    @Test func theIndexAgreesWithComparingEveryName() {
        var random = UInt64(41)
        func next() -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(random >> 33)
        }
        let alphabet = Array("abcAB")
        func name() -> String { String((0..<(1 + next() % 7)).map { _ in alphabet[next() % 5] }) }
        for _ in 0..<60 {
            let names = Set((0..<(next() % 40)).map { _ in name() })
            let index = NearNameIndex(names)
            for _ in 0..<30 {
                let candidate = name()
                for allowed in 1...2 {
                    let expected = names.compactMap { screen -> (String, Int)? in
                        let distance = EditDistance.between(Array(candidate), Array(screen))
                        return distance > 0 && distance <= allowed ? (screen, distance) : nil
                    }.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
                    #expect(
                        index.closest(to: candidate, within: allowed) == expected,
                        "\(candidate) in \(names.sorted())")
                }
            }
        }
    }
}
