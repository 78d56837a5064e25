/// Values the command line leaves for the end of the process to free, all at once.
enum LeftForExit {
    /// Keeps `value` alive until the process exits. Releasing a large scan's records one by one
    /// (thousands of files, their declarations and names) is the last thing a run would do,
    /// and nobody waits for it: `main` exits right after the command returns, and the system
    /// takes the process's memory back at once.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }

    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
