import FootballGatherKit

/// The PlayerAdd screen's presentation: when Done is allowed, progress, errors, and leaving.
final class PlayerAddPresenter: PlayerAddViewToPresenterProtocol {
    weak var view: PlayerAddPresenterToViewProtocol?
    let interactor: PlayerAddPresenterToInteractorProtocol
    let router: PlayerAddPresenterToRouterProtocol

    init(
        view: PlayerAddPresenterToViewProtocol? = nil,
        interactor: PlayerAddPresenterToInteractorProtocol,
        router: PlayerAddPresenterToRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    var title: String { "Add Player" }

    var textFieldPlaceholder: String { "Enter name of the player" }

    func doneButtonIsEnabled(forText text: String?) -> Bool {
        !(text ?? "").isEmpty
    }

    func addPlayer(withName name: String?) {
        guard let name, !name.isEmpty else { return }
        view?.showLoadingView()
        interactor.addPlayer(named: name)
    }
}

extension PlayerAddPresenter: PlayerAddInteractorToPresenterProtocol {
    func playerWasAdded() {
        view?.hideLoadingView()
        router.closeAfterAddingPlayer()
    }

    func playerAddDidFail() {
        view?.hideLoadingView()
        view?.handleError(
            title: "Error update", message: "Unable to create player. Please try again.")
    }
}
