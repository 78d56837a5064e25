import FootballGatherKit

/// What the PlayerAdd view asks of its presenter.
@MainActor
protocol PlayerAddPresenterProtocol: AnyObject {
    var title: String { get }
    var textFieldPlaceholder: String { get }
    func doneButtonIsEnabled(forText text: String?) -> Bool
    func addPlayer(withName name: String?)
}

/// The PlayerAdd screen's logic: creates a player from a name.
final class PlayerAddPresenter: PlayerAddPresenterProtocol {
    private weak var view: PlayerAddViewProtocol?
    private let playersService: StandardNetworkService

    /// Creates the presenter with the app's services.
    init(view: PlayerAddViewProtocol? = nil, environment: ServiceEnvironment) {
        self.view = view
        playersService = environment.playersService()
    }

    var title: String { "Add Player" }

    var textFieldPlaceholder: String { "Enter name of the player" }

    func doneButtonIsEnabled(forText text: String?) -> Bool {
        !(text ?? "").isEmpty
    }

    func addPlayer(withName name: String?) {
        guard let name, !name.isEmpty else { return }
        view?.showLoadingView()
        playersService.create(PlayerCreateModel(name: name)) { [weak self] result in
            self?.view?.hideLoadingView()
            switch result {
            case .success:
                self?.view?.handlePlayerAddedSuccessfully()
            case .failure:
                self?.view?.handleError(
                    title: "Error update", message: "Unable to create player. Please try again.")
            }
        }
    }
}
