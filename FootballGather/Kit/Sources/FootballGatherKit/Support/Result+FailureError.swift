extension Result {
    /// The error of a failure, nil for a success: how callers that only need "did it work, and
    /// if not why" (e.g. MVVM's `(Error?)` completions) read a service result.
    public var failureError: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
