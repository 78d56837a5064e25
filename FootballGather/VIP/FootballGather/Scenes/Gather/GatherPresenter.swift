import FootballGatherKit

/// What the Gather interactor hands its presenter.
@MainActor
protocol GatherPresentationLogic: AnyObject {
    func presentLoad(response: Gather.Load.Response)
    func presentSetTimer(response: Gather.SetTimer.Response)
    func presentCancelTimer(response: Gather.CancelTimer.Response)
    func presentConfirmedTime(response: Gather.ConfirmTime.Response)
    func presentToggledTimer(response: Gather.ToggleTimer.Response)
    func presentTime(response: Gather.UpdateTime.Response)
    func presentScore(response: Gather.UpdateScore.Response)
    func presentEndGather(response: Gather.EndGather.Response)
}

/// Turns the Gather scene's responses into texts: team sections of names and acronyms, the
/// "MM:SS" countdown, Start/Pause/Resume, picker rows, score labels and alerts.
final class GatherPresenter: GatherPresentationLogic {
    weak var viewController: GatherDisplayLogic?

    func presentLoad(response: Gather.Load.Response) {
        let sections = TeamSection.playingTeams.map { team in
            Gather.DisplayedSection(
                title: team.headerTitle,
                rows: (response.teams[team] ?? []).map {
                    Gather.DisplayedPlayer(
                        name: $0.name, positionAcronym: $0.preferredPosition?.acronym ?? "-")
                })
        }
        let pickerComponents = GatherTimePickerComponent.allCases.map { component in
            (0..<GatherTimePickerComponent.numberOfRows(inComponent: component.rawValue)).map {
                GatherTimePickerComponent.title(forRow: $0, inComponent: component.rawValue) ?? ""
            }
        }
        viewController?.displayLoad(
            viewModel: Gather.Load.ViewModel(
                title: "Gather in progress", sections: sections,
                timer: displayedTimer(response.time, response.state),
                pickerComponents: pickerComponents))
    }

    func presentSetTimer(response: Gather.SetTimer.Response) {
        var selectedRows = Array(repeating: 0, count: GatherTimePickerComponent.allCases.count)
        selectedRows[GatherTimePickerComponent.minutes.rawValue] = response.time.minutes
        selectedRows[GatherTimePickerComponent.seconds.rawValue] = response.time.seconds
        viewController?.displaySetTimer(
            viewModel: Gather.SetTimer.ViewModel(selectedRows: selectedRows))
    }

    func presentCancelTimer(response: Gather.CancelTimer.Response) {
        viewController?.displayCancelTimer(
            viewModel: Gather.CancelTimer.ViewModel(
                timer: displayedTimer(response.time, response.state)))
    }

    func presentConfirmedTime(response: Gather.ConfirmTime.Response) {
        viewController?.displayConfirmedTime(
            viewModel: Gather.ConfirmTime.ViewModel(
                timer: displayedTimer(response.time, response.state)))
    }

    func presentToggledTimer(response: Gather.ToggleTimer.Response) {
        viewController?.displayToggledTimer(
            viewModel: Gather.ToggleTimer.ViewModel(actionTitle: response.state.actionTitle))
    }

    func presentTime(response: Gather.UpdateTime.Response) {
        viewController?.displayTime(
            viewModel: Gather.UpdateTime.ViewModel(timerText: response.time.formatted))
    }

    func presentScore(response: Gather.UpdateScore.Response) {
        let text = GatherScore.formattedStepperValue(response.value)
        switch response.team {
        case .teamA:
            viewController?.displayScore(
                viewModel: Gather.UpdateScore.ViewModel(
                    teamAScoreText: text, teamBScoreText: nil))
        case .teamB:
            viewController?.displayScore(
                viewModel: Gather.UpdateScore.ViewModel(
                    teamAScoreText: nil, teamBScoreText: text))
        case .bench:
            break
        }
    }

    func presentEndGather(response: Gather.EndGather.Response) {
        switch response {
        case .inProgress:
            viewController?.displayEndGather(viewModel: .loading)
        case .ended:
            viewController?.displayEndGather(viewModel: .ended)
        case .failed:
            viewController?.displayEndGather(
                viewModel: .error(
                    title: "Error update", message: "Unable to update gather. Please try again."))
        }
    }

    private func displayedTimer(
        _ time: GatherTime, _ state: GatherTimerState
    ) -> Gather.DisplayedTimer {
        Gather.DisplayedTimer(timerText: time.formatted, actionTitle: state.actionTitle)
    }
}
