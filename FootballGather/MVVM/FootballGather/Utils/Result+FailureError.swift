extension Result {
    /// The error of a failure, nil for a success: how view models hand service results to the
    /// `(Error?)` completions of their view controllers.
    var failureError: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
