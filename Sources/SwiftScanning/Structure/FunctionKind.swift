/// What declared a function the complexity analysis measures (README "Coupling and
/// complexity"). The raw values are what `scan --analysis --format json|csv` writes.
public enum FunctionKind: String, CaseIterable, Codable, Sendable {
    /// `func`.
    case function
    /// `init`.
    case initializer
    /// `deinit`.
    case deinitializer
    /// `subscript`.
    case `subscript`
    /// A computed or observed property (`var x: T { … }`, `didSet`/`willSet`): its accessors
    /// together are one function.
    case property
}
