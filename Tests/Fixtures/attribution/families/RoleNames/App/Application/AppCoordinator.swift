final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    func start() {}
}
