import ArchMetricsSupport
import Testing

/// The message of the input error `work` throws (an `ArchMetricsError` of category `.input`), or
/// nil when it throws none. Any other error comes back as "unexpected error …", so the caller's
/// comparison with the expected message shows it.
func inputErrorMessage(
    sourceLocation: SourceLocation = #_sourceLocation, of work: () throws -> Void
) -> String? {
    do {
        try work()
        return nil
    } catch let error as ArchMetricsError {
        #expect(error.category == .input, sourceLocation: sourceLocation)
        return error.message
    } catch {
        return "unexpected error \(error)"
    }
}
