import FootballGatherKit
import Foundation
import HeadlessUI

/// What the PlayerDetail presenter has the view controller show.
@MainActor
protocol PlayerDetailDisplayLogic: AnyObject {
    func displayDetails(viewModel: PlayerDetail.ShowDetails.ViewModel)
    func displayEditScreen()
}

/// The PlayerDetail scene: asks for the player's sections when it appears, sends row taps to
/// the interactor and asks its router for the edit scene.
final class PlayerDetailViewController: UIViewController {
    var interactor: PlayerDetailBusinessLogic?
    var router: (PlayerDetailRoutingLogic & PlayerDetailDataPassing)?
    private let playerDetailView = PlayerDetailView()

    override func loadView() {
        view = playerDetailView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        playerDetailView.delegate = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        interactor?.showDetails(request: PlayerDetail.ShowDetails.Request())
    }

    /// The edit scene saved the player.
    func updatePlayer(_ player: PlayerResponseModel) {
        interactor?.updatePlayer(request: PlayerDetail.UpdatePlayer.Request(player: player))
    }
}

extension PlayerDetailViewController: PlayerDetailViewDelegate {
    func didSelectRow(at indexPath: IndexPath) {
        interactor?.selectRow(request: PlayerDetail.SelectRow.Request(indexPath: indexPath))
    }
}

extension PlayerDetailViewController: PlayerDetailDisplayLogic {
    func displayDetails(viewModel: PlayerDetail.ShowDetails.ViewModel) {
        title = viewModel.title
        playerDetailView.display(viewModel.sections)
    }

    func displayEditScreen() {
        router?.routeToPlayerEdit()
    }
}
