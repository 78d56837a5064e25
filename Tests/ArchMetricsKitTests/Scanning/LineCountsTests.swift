import SwiftScanning
import Testing

@Suite struct LineCountsTests {
    @Test func addingCountsAddsEachClass() {
        let sum =
            LineCounts(physical: 3, code: 1, comment: 1, blank: 1)
            + LineCounts(physical: 2, code: 2, comment: 0, blank: 0)
        #expect(sum == LineCounts(physical: 5, code: 3, comment: 1, blank: 1))
    }
}
