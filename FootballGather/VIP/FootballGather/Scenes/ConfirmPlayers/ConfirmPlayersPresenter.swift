import FootballGatherKit
import Foundation
import HeadlessUI

/// What the ConfirmPlayers interactor hands its presenter.
@MainActor
protocol ConfirmPlayersPresentationLogic: AnyObject {
    func presentTeams(response: ConfirmPlayers.Load.Response)
    func presentMove(response: ConfirmPlayers.MovePlayer.Response)
    func presentStartGather(response: ConfirmPlayers.StartGather.Response)
}

/// Turns the teams into Bench/Team A/Team B sections of names and position acronyms, and the
/// start's outcome into an alert or a route.
final class ConfirmPlayersPresenter: ConfirmPlayersPresentationLogic {
    weak var viewController: ConfirmPlayersDisplayLogic?

    func presentTeams(response: ConfirmPlayers.Load.Response) {
        viewController?.displayTeams(viewModel: displayedTeams(response.teamAssignment))
    }

    func presentMove(response: ConfirmPlayers.MovePlayer.Response) {
        viewController?.displayTeams(viewModel: displayedTeams(response.teamAssignment))
    }

    func presentStartGather(response: ConfirmPlayers.StartGather.Response) {
        switch response {
        case .inProgress:
            viewController?.displayStartGather(viewModel: .loading)
        case .succeeded:
            viewController?.displayStartGather(viewModel: .started)
        case .failed:
            viewController?.displayStartGather(
                viewModel: .error(title: "Error", message: "Unable to create gather."))
        }
    }

    private func displayedTeams(_ teams: TeamAssignment) -> ConfirmPlayers.DisplayedTeams {
        let sections = TeamSection.confirmSections.map { team in
            ConfirmPlayers.DisplayedSection(
                title: team.headerTitle,
                rows: teams.players(in: team).map {
                    ConfirmPlayers.DisplayedPlayer(
                        name: $0.name, positionAcronym: $0.preferredPosition?.acronym ?? "-")
                })
        }
        return ConfirmPlayers.DisplayedTeams(
            sections: sections, startGatherButtonIsEnabled: teams.canStartGather)
    }
}
