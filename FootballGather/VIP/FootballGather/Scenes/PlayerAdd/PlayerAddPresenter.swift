/// What the PlayerAdd interactor hands its presenter.
@MainActor
protocol PlayerAddPresentationLogic: AnyObject {
    func presentLoad(response: PlayerAdd.Load.Response)
    func presentNameChange(response: PlayerAdd.ChangeName.Response)
    func presentAddPlayer(response: PlayerAdd.AddPlayer.Response)
}

/// Turns the PlayerAdd scene's responses into texts, the Done state and alerts.
final class PlayerAddPresenter: PlayerAddPresentationLogic {
    weak var viewController: PlayerAddDisplayLogic?

    func presentLoad(response: PlayerAdd.Load.Response) {
        viewController?.displayLoad(
            viewModel: PlayerAdd.Load.ViewModel(
                title: "Add Player", placeholder: "Enter name of the player",
                doneButtonIsEnabled: false))
    }

    func presentNameChange(response: PlayerAdd.ChangeName.Response) {
        viewController?.displayNameChange(
            viewModel: PlayerAdd.ChangeName.ViewModel(doneButtonIsEnabled: response.isValid))
    }

    func presentAddPlayer(response: PlayerAdd.AddPlayer.Response) {
        switch response {
        case .started:
            viewController?.displayAddPlayer(viewModel: .loading)
        case .added:
            viewController?.displayAddPlayer(viewModel: .added)
        case .failed:
            viewController?.displayAddPlayer(
                viewModel: .error(
                    title: "Error update", message: "Unable to create player. Please try again."))
        }
    }
}
