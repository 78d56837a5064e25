import FootballGatherKit
import Foundation
import HeadlessUI

/// What the ConfirmPlayers view and view controller ask of the presenter: the three team
/// sections, moving players between them, and starting the gather.
@MainActor
protocol ConfirmPlayersPresenterProtocol: AnyObject {
    var title: String { get }
    var numberOfSections: Int { get }
    func numberOfRowsInSection(_ section: Int) -> Int
    func titleForHeaderInSection(_ section: Int) -> String?
    func rowTitle(at indexPath: IndexPath) -> String
    func rowDescription(at indexPath: IndexPath) -> String
    func movePlayer(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    var startGatherButtonIsEnabled: Bool { get }
    func startGather()
    var gatherModel: GatherModel? { get }
}

/// The ConfirmPlayers screen's logic: splits the selected players into teams and creates the
/// gather with its players on the server.
final class ConfirmPlayersPresenter: ConfirmPlayersPresenterProtocol {
    private weak var view: ConfirmPlayersViewProtocol?
    private var teamAssignment: TeamAssignment
    private let startGatherService: StartGatherService
    private(set) var gatherModel: GatherModel?

    /// Creates the presenter for the players picked on the list (all on the bench).
    init(
        view: ConfirmPlayersViewProtocol? = nil,
        playersDictionary: [TeamSection: [PlayerResponseModel]], environment: ServiceEnvironment
    ) {
        self.view = view
        teamAssignment = TeamAssignment(playersBySection: playersDictionary)
        startGatherService = StartGatherService(environment: environment)
    }

    var title: String { "Confirm Players" }

    // MARK: - Team sections

    var numberOfSections: Int { TeamSection.confirmSections.count }

    func numberOfRowsInSection(_ section: Int) -> Int {
        teamAssignment.numberOfPlayers(inConfirmSection: section)
    }

    func titleForHeaderInSection(_ section: Int) -> String? {
        TeamSection(confirmSection: section)?.headerTitle
    }

    func rowTitle(at indexPath: IndexPath) -> String {
        teamAssignment.player(at: indexPath)?.name ?? ""
    }

    func rowDescription(at indexPath: IndexPath) -> String {
        teamAssignment.player(at: indexPath)?.preferredPosition?.acronym ?? "-"
    }

    func movePlayer(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        teamAssignment.movePlayer(from: sourceIndexPath, to: destinationIndexPath)
        view?.handleTeamsChange()
    }

    // MARK: - Starting the gather

    var startGatherButtonIsEnabled: Bool { teamAssignment.canStartGather }

    func startGather() {
        guard teamAssignment.canStartGather else { return }
        view?.showLoadingView()
        startGatherService.startGather(with: teamAssignment.playersToSend) { [weak self] result in
            switch result {
            case .success(let gatherModel):
                self?.handleStartGatherSuccess(gatherModel)
            case .failure:
                self?.handleStartGatherFailure()
            }
        }
    }

    private func handleStartGatherSuccess(_ gatherModel: GatherModel) {
        self.gatherModel = gatherModel
        view?.hideLoadingView()
        view?.handleSuccessfulStartGather()
    }

    private func handleStartGatherFailure() {
        view?.hideLoadingView()
        view?.handleError(title: "Error", message: "Unable to create gather.")
    }
}
