final class AppCoordinator: Coordinator {}
