import FootballGatherKit
import Foundation
import HeadlessUI

/// What the Gather view asks of its presenter: the teams table, the timer and its picker,
/// the score and ending the gather.
@MainActor
protocol GatherPresenterProtocol: AnyObject {
    var title: String { get }

    var numberOfSections: Int { get }
    func numberOfRowsInSection(_ section: Int) -> Int
    func titleForHeaderInSection(_ section: Int) -> String?
    func rowTitle(at indexPath: IndexPath) -> String
    func rowDescription(at indexPath: IndexPath) -> String

    var formattedCountdownTimerLabelText: String { get }
    var formattedActionTitleText: String { get }
    func toggleTimer()
    func stopTimer()
    func resetTimer()

    var minutesComponent: Int { get }
    var secondsComponent: Int { get }
    var selectedMinutes: Int { get }
    var selectedSeconds: Int { get }
    var numberOfPickerComponents: Int { get }
    func numberOfRowsInPickerComponent(_ component: Int) -> Int
    func titleForPickerRow(_ row: Int, forComponent component: Int) -> String?
    func setTimerMinutes(_ minutes: Int)
    func setTimerSeconds(_ seconds: Int)

    func formatStepperValue(_ value: Double) -> String
    func shouldUpdateTeamALabel(section: TeamSection) -> Bool
    func shouldUpdateTeamBLabel(section: TeamSection) -> Bool
    func endGather(teamAScoreLabelText: String, teamBScoreLabelText: String)
}

/// The Gather screen's logic: the two teams, the countdown and sending the final score.
final class GatherPresenter: GatherPresenterProtocol {
    private weak var view: GatherViewProtocol?
    private let gatherModel: GatherModel
    private let timeHandler: GatherTimeHandler
    private let gathersService: StandardNetworkService

    /// Creates the presenter of a started gather.
    init(
        view: GatherViewProtocol? = nil,
        gatherModel: GatherModel,
        timeHandler: GatherTimeHandler,
        environment: ServiceEnvironment
    ) {
        self.view = view
        self.gatherModel = gatherModel
        self.timeHandler = timeHandler
        gathersService = environment.gathersService()
        timeHandler.delegate = self
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
        TeamSection.playingTeams.indices.contains(section) ? TeamSection.playingTeams[section] : nil
    }

    private func players(inSection section: Int) -> [PlayerResponseModel] {
        team(forSection: section).map(gatherModel.players(in:)) ?? []
    }

    private func player(at indexPath: IndexPath) -> PlayerResponseModel? {
        let players = players(inSection: indexPath.section)
        return players.indices.contains(indexPath.row) ? players[indexPath.row] : nil
    }

    // MARK: - Timer

    var formattedCountdownTimerLabelText: String { timeHandler.selectedTime.formatted }

    var formattedActionTitleText: String { timeHandler.state.actionTitle }

    func toggleTimer() {
        timeHandler.toggleTimer()
    }

    func stopTimer() {
        timeHandler.stopTimer()
    }

    func resetTimer() {
        timeHandler.resetSelectedTime()
    }

    // MARK: - Time picker

    var minutesComponent: Int { GatherTimePickerComponent.minutes.rawValue }

    var secondsComponent: Int { GatherTimePickerComponent.seconds.rawValue }

    var selectedMinutes: Int { timeHandler.selectedTime.minutes }

    var selectedSeconds: Int { timeHandler.selectedTime.seconds }

    var numberOfPickerComponents: Int { GatherTimePickerComponent.allCases.count }

    func numberOfRowsInPickerComponent(_ component: Int) -> Int {
        GatherTimePickerComponent.numberOfRows(inComponent: component)
    }

    func titleForPickerRow(_ row: Int, forComponent component: Int) -> String? {
        GatherTimePickerComponent.title(forRow: row, inComponent: component)
    }

    func setTimerMinutes(_ minutes: Int) {
        timeHandler.selectedTime.minutes = minutes
    }

    func setTimerSeconds(_ seconds: Int) {
        timeHandler.selectedTime.seconds = seconds
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
        let score = GatherScore(teamA: teamAScoreLabelText, teamB: teamBScoreLabelText)
        view?.showLoadingView()
        gathersService.update(score.gatherUpdate, resourceID: .uuid(gatherModel.gatherUUID)) {
            [weak self] result in
            guard let self else { return }
            self.view?.hideLoadingView()
            switch result {
            case .success:
                // The original left the countdown running after the gather ended.
                self.timeHandler.stopTimer()
                self.view?.handleSuccessfulEndGather()
            case .failure:
                self.view?.handleError(
                    title: "Error update", message: "Unable to update gather. Please try again.")
            }
        }
    }
}

extension GatherPresenter: GatherTimeHandlerDelegate {
    func timeHandlerDidTick(_ timeHandler: GatherTimeHandler) {
        view?.configureSelectedTime()
    }
}
