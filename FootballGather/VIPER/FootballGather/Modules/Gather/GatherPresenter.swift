import FootballGatherKit
import Foundation
import HeadlessUI

/// The Gather screen's presentation: the two teams as table rows, the countdown's texts, the
/// time picker, the score labels, and what ending the gather shows.
final class GatherPresenter: GatherViewToPresenterProtocol {
    weak var view: GatherPresenterToViewProtocol?
    let interactor: GatherPresenterToInteractorProtocol
    let router: GatherPresenterToRouterProtocol

    init(
        view: GatherPresenterToViewProtocol? = nil,
        interactor: GatherPresenterToInteractorProtocol,
        router: GatherPresenterToRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    var title: String { "Gather in progress" }

    // MARK: - Teams table

    var numberOfSections: Int { TeamSection.playingTeams.count }

    func numberOfRowsInSection(_ section: Int) -> Int {
        players(inSection: section).count
    }

    func titleForHeaderInSection(_ section: Int) -> String? {
        team(forSection: section)?.headerTitle
    }

    func rowTitle(at indexPath: IndexPath) -> String {
        player(at: indexPath)?.name ?? ""
    }

    func rowDescription(at indexPath: IndexPath) -> String {
        player(at: indexPath)?.preferredPosition?.acronym ?? "-"
    }

    private func team(forSection section: Int) -> TeamSection? {
        let teams = TeamSection.playingTeams
        return teams.indices.contains(section) ? teams[section] : nil
    }

    private func players(inSection section: Int) -> [PlayerResponseModel] {
        team(forSection: section).map(interactor.players(in:)) ?? []
    }

    private func player(at indexPath: IndexPath) -> PlayerResponseModel? {
        let players = players(inSection: indexPath.section)
        return players.indices.contains(indexPath.row) ? players[indexPath.row] : nil
    }

    // MARK: - Timer

    var formattedCountdownTimerLabelText: String { interactor.selectedTime.formatted }

    var formattedActionTitleText: String { interactor.timerState.actionTitle }

    func toggleTimer() {
        interactor.toggleTimer()
    }

    func stopTimer() {
        interactor.stopTimer()
    }

    func resetTimer() {
        interactor.resetTimer()
    }

    // MARK: - Time picker

    var minutesComponent: Int { GatherTimePickerComponent.minutes.rawValue }

    var secondsComponent: Int { GatherTimePickerComponent.seconds.rawValue }

    var selectedMinutes: Int { interactor.selectedTime.minutes }

    var selectedSeconds: Int { interactor.selectedTime.seconds }

    var numberOfPickerComponents: Int { GatherTimePickerComponent.allCases.count }

    func numberOfRowsInPickerComponent(_ component: Int) -> Int {
        GatherTimePickerComponent.numberOfRows(inComponent: component)
    }

    func titleForPickerRow(_ row: Int, forComponent component: Int) -> String? {
        GatherTimePickerComponent.title(forRow: row, inComponent: component)
    }

    func setTimerMinutes(_ minutes: Int) {
        interactor.setTimerMinutes(minutes)
    }

    func setTimerSeconds(_ seconds: Int) {
        interactor.setTimerSeconds(seconds)
    }

    // MARK: - Score

    func formatStepperValue(_ value: Double) -> String {
        GatherScore.formattedStepperValue(value)
    }

    func shouldUpdateTeamALabel(section: TeamSection) -> Bool {
        section == .teamA
    }

    func shouldUpdateTeamBLabel(section: TeamSection) -> Bool {
        section == .teamB
    }

    // MARK: - Ending the gather

    func endGather(teamAScoreLabelText: String, teamBScoreLabelText: String) {
        view?.showLoadingView()
        interactor.endGather(
            score: GatherScore(teamA: teamAScoreLabelText, teamB: teamBScoreLabelText))
    }
}

extension GatherPresenter: GatherInteractorToPresenterProtocol {
    func timerDidTick() {
        view?.configureSelectedTime()
    }

    func gatherDidEnd() {
        view?.hideLoadingView()
        router.closeAfterEndingGather()
    }

    func endGatherDidFail() {
        view?.hideLoadingView()
        view?.handleError(
            title: "Error update", message: "Unable to update gather. Please try again.")
    }
}
