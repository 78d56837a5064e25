public final class LoginViewModel {
    public init() {}
    public var title: String { "Log in" }
}
