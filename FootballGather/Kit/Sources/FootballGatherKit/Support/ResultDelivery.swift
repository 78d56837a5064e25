import Dispatch
import Foundation

/// A completion that runs on the main actor, like every UI callback in the variants.
public typealias ServiceCompletion<Value: Sendable> =
    @MainActor @Sendable (Result<Value, any Error>) -> Void

/// How a service hands its result to a main-actor completion.
///
/// UIKit code hopped with `DispatchQueue.main.async`; that is `.mainQueue`. When the session
/// answers synchronously on the main thread (the in-memory backend, a test stub), `.immediate`
/// calls the completion before the service call returns, which makes a whole tap → service →
/// backend → UI update flow synchronous and deterministic in tests.
public enum ResultDelivery: Sendable {
    /// Call the completion at once when already on the main thread, otherwise hop to the main queue.
    case immediate
    /// Always call the completion later, from the main queue.
    case mainQueue

    /// Runs `completion(value)` on the main actor according to the policy.
    public func deliver<Value: Sendable>(
        _ value: Value, to completion: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        if case .immediate = self, Thread.isMainThread {
            MainActor.assumeIsolated { completion(value) }
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { completion(value) }
            }
        }
    }
}
