import FootballGatherKit

/// What the PlayerList interactor hands its presenter.
@MainActor
protocol PlayerListPresentationLogic: AnyObject {
    func presentFetchedPlayers(response: PlayerList.FetchPlayers.Response)
    func presentViewState(response: PlayerList.ToggleViewState.Response)
    func presentSelection(response: PlayerList.SelectPlayer.Response)
    func presentAction(response: PlayerList.PerformAction.Response)
    func presentDeletion(response: PlayerList.DeletePlayer.Response)
    func presentUpdatedPlayer(response: PlayerList.UpdatePlayer.Response)
}

/// Turns the PlayerList scene's responses into the displayed list, alerts and routes.
final class PlayerListPresenter: PlayerListPresentationLogic {
    weak var viewController: PlayerListDisplayLogic?

    func presentFetchedPlayers(response: PlayerList.FetchPlayers.Response) {
        switch response {
        case .started:
            viewController?.displayPlayers(viewModel: .loading)
        case .fetched(let state):
            viewController?.displayPlayers(
                viewModel: .list(displayedList(state), update: .reloadAll))
        case .failed(let error):
            viewController?.displayPlayers(
                viewModel: .error(title: "Error", message: String(describing: error)))
        }
    }

    func presentViewState(response: PlayerList.ToggleViewState.Response) {
        viewController?.displayPlayers(
            viewModel: .list(displayedList(response.state), update: .reloadAll))
    }

    func presentSelection(response: PlayerList.SelectPlayer.Response) {
        switch response {
        case .showDetails:
            viewController?.displayPlayerDetails()
        case .selectionChanged(let state, let row):
            viewController?.displayPlayers(
                viewModel: .list(displayedList(state), update: .reloadRow(row)))
        }
    }

    func presentAction(response: PlayerList.PerformAction.Response) {
        switch response {
        case .addPlayer: viewController?.displayAction(viewModel: .showPlayerAdd)
        case .confirmPlayers: viewController?.displayAction(viewModel: .showConfirmPlayers)
        }
    }

    func presentDeletion(response: PlayerList.DeletePlayer.Response) {
        switch response {
        case .needsConfirmation:
            viewController?.displayDeletionConfirmation(
                viewModel: PlayerList.DeletePlayer.ConfirmationViewModel(
                    title: "Delete player",
                    message: "Are you sure you want to delete the selected player?",
                    destructiveTitle: "Delete", cancelTitle: "Cancel"))
        case .started:
            viewController?.displayPlayers(viewModel: .loading)
        case .deleted(let state, let row):
            viewController?.displayPlayers(
                viewModel: .list(displayedList(state), update: .deleteRow(row)))
        case .failed(let error):
            viewController?.displayPlayers(
                viewModel: .error(title: "Error", message: String(describing: error)))
        }
    }

    func presentUpdatedPlayer(response: PlayerList.UpdatePlayer.Response) {
        viewController?.displayPlayers(
            viewModel: .list(displayedList(response.state), update: .reloadRow(response.row)))
    }

    private func displayedList(_ state: PlayerList.State) -> PlayerList.DisplayedList {
        let selectedCount = state.selectedRows.count
        let rows = state.players.enumerated().map { row, player in
            PlayerList.DisplayedPlayer(
                name: player.name, position: player.positionListText, skill: player.skillListText,
                showsCheckbox: state.viewState.showsCheckbox,
                isSelected: state.selectedRows.contains(row))
        }
        return PlayerList.DisplayedList(
            title: state.viewState.title(selectedCount: selectedCount),
            barButtonTitle: state.viewState.barButtonItemTitle,
            barButtonIsEnabled: !state.players.isEmpty,
            actionButtonTitle: state.viewState.actionButtonTitle,
            actionButtonIsEnabled: state.viewState.isActionButtonEnabled(
                selectedCount: selectedCount),
            showsEmptyView: state.players.isEmpty,
            allowsDeletion: state.viewState.allowsDeletion,
            rows: rows)
    }
}
