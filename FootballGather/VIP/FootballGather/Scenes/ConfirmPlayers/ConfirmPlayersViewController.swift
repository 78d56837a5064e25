import FootballGatherComponents
import Foundation
import HeadlessUI

/// What the ConfirmPlayers presenter has the view controller show.
@MainActor
protocol ConfirmPlayersDisplayLogic: AnyObject {
    func displayTeams(viewModel: ConfirmPlayers.DisplayedTeams)
    func displayStartGather(viewModel: ConfirmPlayers.StartGather.ViewModel)
}

/// The ConfirmPlayers scene: sends moves and the start to the interactor, shows the teams it
/// gets back and asks its router for the gather.
final class ConfirmPlayersViewController: UIViewController {
    var interactor: ConfirmPlayersBusinessLogic?
    var router: (ConfirmPlayersRoutingLogic & ConfirmPlayersDataPassing)?
    private let confirmPlayersView = ConfirmPlayersView()

    override func loadView() {
        view = confirmPlayersView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Confirm Players"
        confirmPlayersView.delegate = self
        interactor?.load(request: ConfirmPlayers.Load.Request())
    }
}

extension ConfirmPlayersViewController: ConfirmPlayersViewDelegate {
    func didMovePlayer(from source: IndexPath, to destination: IndexPath) {
        interactor?.movePlayer(
            request: ConfirmPlayers.MovePlayer.Request(source: source, destination: destination))
    }

    func didTapStartGather() {
        interactor?.startGather(request: ConfirmPlayers.StartGather.Request())
    }
}

extension ConfirmPlayersViewController: ConfirmPlayersDisplayLogic {
    func displayTeams(viewModel: ConfirmPlayers.DisplayedTeams) {
        confirmPlayersView.display(viewModel)
    }

    func displayStartGather(viewModel: ConfirmPlayers.StartGather.ViewModel) {
        switch viewModel {
        case .loading:
            confirmPlayersView.showLoadingView()
        case .started:
            confirmPlayersView.hideLoadingView()
            router?.routeToGather()
        case .error(let title, let message):
            confirmPlayersView.hideLoadingView()
            AlertHelper.present(in: self, title: title, message: message)
        }
    }
}
