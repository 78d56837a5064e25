import FootballGatherKit

/// Records what a service completion receives, so a test can call a service against a
/// synchronous session and check the result right after the call, with no expectations.
@MainActor
public final class CompletionRecorder<Value: Sendable> {
    /// Every result received, in order.
    public private(set) var results: [Result<Value, any Error>] = []

    /// Creates an empty recorder.
    public init() {}

    /// The completion to hand to the service.
    public var completion: ServiceCompletion<Value> {
        { [self] result in results.append(result) }
    }

    /// The last result, or nil when the completion has not run.
    public var result: Result<Value, any Error>? { results.last }

    /// The value of a successful last result.
    public var value: Value? { try? results.last?.get() }

    /// The error of a failed last result.
    public var error: (any Error)? {
        if case .failure(let error) = results.last { return error }
        return nil
    }
}

/// Calls `call` with a recording completion and returns what it recorded (nil when the
/// completion did not run before `call` returned).
@MainActor
public func synchronousResult<Value: Sendable>(
    of call: (@escaping ServiceCompletion<Value>) -> Void
) -> Result<Value, any Error>? {
    let recorder = CompletionRecorder<Value>()
    call(recorder.completion)
    return recorder.result
}
