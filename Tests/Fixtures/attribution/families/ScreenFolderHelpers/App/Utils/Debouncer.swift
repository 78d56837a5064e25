final class Debouncer {
    func run() {}
}
