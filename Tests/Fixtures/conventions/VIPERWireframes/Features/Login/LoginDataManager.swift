final class LoginDataManager {}
