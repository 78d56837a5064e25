import FootballGatherComponents
import HeadlessUI

/// The ConfirmPlayers screen: shows its view and what the presenter tells it.
final class ConfirmPlayersViewController: UIViewController {
    let presenter: ConfirmPlayersViewToPresenterProtocol
    private let confirmPlayersView = ConfirmPlayersView()

    init(presenter: ConfirmPlayersViewToPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() {
        view = confirmPlayersView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        confirmPlayersView.presenter = presenter
        confirmPlayersView.setupView()
    }
}

extension ConfirmPlayersViewController: ConfirmPlayersPresenterToViewProtocol {
    func showLoadingView() {
        confirmPlayersView.showLoadingView()
    }

    func hideLoadingView() {
        confirmPlayersView.hideLoadingView()
    }

    func handleError(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }

    func handleTeamsChange() {
        confirmPlayersView.handleTeamsChange()
    }
}
