import FootballGatherKit
import Foundation
import HeadlessUI

/// The ConfirmPlayers screen's presentation: the team sections as table rows, the Start Gather
/// button, progress and errors.
final class ConfirmPlayersPresenter: ConfirmPlayersViewToPresenterProtocol {
    weak var view: ConfirmPlayersPresenterToViewProtocol?
    let interactor: ConfirmPlayersPresenterToInteractorProtocol
    let router: ConfirmPlayersPresenterToRouterProtocol

    init(
        view: ConfirmPlayersPresenterToViewProtocol? = nil,
        interactor: ConfirmPlayersPresenterToInteractorProtocol,
        router: ConfirmPlayersPresenterToRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    var title: String { "Confirm Players" }

    // MARK: - Team sections

    var numberOfSections: Int { TeamSection.confirmSections.count }

    func numberOfRowsInSection(_ section: Int) -> Int {
        interactor.teamAssignment.numberOfPlayers(inConfirmSection: section)
    }

    func titleForHeaderInSection(_ section: Int) -> String? {
        TeamSection(confirmSection: section)?.headerTitle
    }

    func rowTitle(at indexPath: IndexPath) -> String {
        interactor.teamAssignment.player(at: indexPath)?.name ?? ""
    }

    func rowDescription(at indexPath: IndexPath) -> String {
        interactor.teamAssignment.player(at: indexPath)?.preferredPosition?.acronym ?? "-"
    }

    func movePlayer(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        interactor.movePlayer(from: sourceIndexPath, to: destinationIndexPath)
        view?.handleTeamsChange()
    }

    // MARK: - Starting the gather

    var startGatherButtonIsEnabled: Bool { interactor.teamAssignment.canStartGather }

    func startGather() {
        guard startGatherButtonIsEnabled else { return }
        view?.showLoadingView()
        interactor.startGather()
    }
}

extension ConfirmPlayersPresenter: ConfirmPlayersInteractorToPresenterProtocol {
    func gatherDidStart(_ gatherModel: GatherModel) {
        view?.hideLoadingView()
        router.showGather(with: gatherModel)
    }

    func gatherStartDidFail() {
        view?.hideLoadingView()
        view?.handleError(title: "Error", message: "Unable to create gather.")
    }
}
