import Foundation

/// Runs `work`, which blocks (it waits for a subprocess: a real build, the tool measuring), on a
/// thread of its own and awaits it. Swift Testing runs tests on Swift's concurrency pool, whose
/// threads number the cores (two here): a test blocking one for minutes starves every other
/// test, and a time limit elsewhere then measures the wait for a thread, not the test's work.
package func offThePool<T>(_ work: @escaping () throws -> T) async throws -> T {
    // The caller is suspended until `work` has run and its result is handed back, so nothing
    // touches `work` or the result from two threads at once.
    let box = Unchecked(work)
    return try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Unchecked<T>, Error>) in
        Thread { continuation.resume(with: Result { Unchecked(try box.value()) }) }.start()
    }.value
}

/// A value handed from one thread to another while its sender waits (see `offThePool`).
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
