import FootballGatherKit
import Foundation
import HeadlessUI

/// The ConfirmPlayers screen's business: splits the picked players into teams and creates the
/// gather with its team players on the server.
final class ConfirmPlayersInteractor: ConfirmPlayersPresenterToInteractorProtocol {
    weak var presenter: ConfirmPlayersInteractorToPresenterProtocol?
    private(set) var teamAssignment: TeamAssignment
    private let startGatherService: StartGatherService

    /// Starts with the players picked on the list, all on the bench.
    init(
        playersDictionary: [TeamSection: [PlayerResponseModel]], environment: ServiceEnvironment
    ) {
        teamAssignment = TeamAssignment(playersBySection: playersDictionary)
        startGatherService = StartGatherService(environment: environment)
    }

    func movePlayer(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        teamAssignment.movePlayer(from: sourceIndexPath, to: destinationIndexPath)
    }

    func startGather() {
        guard teamAssignment.canStartGather else { return }
        startGatherService.startGather(with: teamAssignment.playersToSend) { [weak self] result in
            switch result {
            case .success(let gatherModel):
                self?.presenter?.gatherDidStart(gatherModel)
            case .failure:
                self?.presenter?.gatherStartDidFail()
            }
        }
    }
}
