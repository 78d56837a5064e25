import Dispatch
import Foundation
import TestSupport
import Testing

/// `offThePool`, how the tests that wait minutes for a subprocess wait: without a thread of the
/// concurrency pool, so the other tests keep running (scripts/test-all.sh on two cores).
@Suite struct OffThePoolTests {
    /// Twice as many waits as the pool has threads, each released only by a task that needs a
    /// pool thread: on the pool they would hold every thread and never be released.
    @Test func blockingWaitsLeaveThePoolFree() async throws {
        let waits = ProcessInfo.processInfo.activeProcessorCount * 2
        let release = DispatchSemaphore(value: 0)
        let released = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<waits {
                group.addTask {
                    try await offThePool { release.wait(timeout: .now() + 120) == .success }
                }
            }
            group.addTask {
                for _ in 0..<waits { release.signal() }
                return true
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(released.count == waits + 1)
        #expect(
            released.allSatisfy { $0 }, "a wait on the pool kept the releasing task from running")
    }
}
