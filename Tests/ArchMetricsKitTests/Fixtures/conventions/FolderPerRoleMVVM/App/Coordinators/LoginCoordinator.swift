final class LoginCoordinator: Coordinator {}
