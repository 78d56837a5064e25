import FootballGatherKit
import Foundation
import HeadlessUI

/// What the ConfirmPlayers view controller asks of its interactor.
@MainActor
protocol ConfirmPlayersBusinessLogic: AnyObject {
    func load(request: ConfirmPlayers.Load.Request)
    func movePlayer(request: ConfirmPlayers.MovePlayer.Request)
    func startGather(request: ConfirmPlayers.StartGather.Request)
}

/// What the ConfirmPlayers router reads when it opens the gather.
@MainActor
protocol ConfirmPlayersDataStore: AnyObject {
    var gatherModel: GatherModel? { get }
}

/// The ConfirmPlayers scene's state and rules: the players' teams and starting the gather
/// through the worker.
final class ConfirmPlayersInteractor: ConfirmPlayersBusinessLogic, ConfirmPlayersDataStore {
    var presenter: ConfirmPlayersPresentationLogic?
    private let worker: ConfirmPlayersWorker
    private var teamAssignment: TeamAssignment
    private(set) var gatherModel: GatherModel?

    /// Starts with the players picked on the list, all on the bench.
    init(
        playersDictionary: [TeamSection: [PlayerResponseModel]], worker: ConfirmPlayersWorker
    ) {
        teamAssignment = TeamAssignment(playersBySection: playersDictionary)
        self.worker = worker
    }

    func load(request: ConfirmPlayers.Load.Request) {
        presenter?.presentTeams(
            response: ConfirmPlayers.Load.Response(teamAssignment: teamAssignment))
    }

    func movePlayer(request: ConfirmPlayers.MovePlayer.Request) {
        teamAssignment.movePlayer(from: request.source, to: request.destination)
        presenter?.presentMove(
            response: ConfirmPlayers.MovePlayer.Response(teamAssignment: teamAssignment))
    }

    func startGather(request: ConfirmPlayers.StartGather.Request) {
        guard teamAssignment.canStartGather else { return }
        presenter?.presentStartGather(response: .inProgress)
        worker.startGather(with: teamAssignment.playersToSend) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let gatherModel):
                self.gatherModel = gatherModel
                self.presenter?.presentStartGather(response: .succeeded(gatherModel))
            case .failure:
                self.presenter?.presentStartGather(response: .failed)
            }
        }
    }
}
