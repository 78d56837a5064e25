/// Values the command line leaves for the end of the process to free, all at once.
enum LeftForExit {
    /// Keeps `value` alive until the process exits. Releasing a large scan's records one by
    /// one (thousands of files, their declarations and names) took about as long as writing
    /// them out, and `main` exits right after the command returns.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }

    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
