final class AppCoordinator: Coordinator {
    func start() { ThingListCoordinator().start() }
}
