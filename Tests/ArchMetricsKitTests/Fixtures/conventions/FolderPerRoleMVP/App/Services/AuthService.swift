final class AuthService {}
