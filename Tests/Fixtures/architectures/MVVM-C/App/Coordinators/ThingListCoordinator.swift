final class ThingListCoordinator: Coordinator {
    func start() {}
    func showDetail(_ thing: Thing) {
        let viewModel = ThingDetailViewModel(thing: thing)
        _ = ThingDetailViewController(viewModel: viewModel)
    }
}
