import FootballGatherKit
import HeadlessUI

/// Hears the gather countdown.
@MainActor
protocol GatherViewModelDelegate: AnyObject {
    /// One second was counted down; the timer label should be refreshed.
    func didUpdateGatherTime()
}

/// The gather screen's state and logic: the teams, the countdown and its picker, the score, and
/// ending the gather on the server.
@MainActor
final class GatherViewModel {
    weak var delegate: GatherViewModelDelegate?
    private let gatherModel: GatherModel
    private let timeHandler: GatherTimeHandler
    private let environment: ServiceEnvironment

    init(gatherModel: GatherModel, timeHandler: GatherTimeHandler, environment: ServiceEnvironment)
    {
        self.gatherModel = gatherModel
        self.timeHandler = timeHandler
        self.environment = environment
    }

    /// A gather on the default 10:00 countdown driven by `tickSource`.
    convenience init(
        gatherModel: GatherModel, environment: ServiceEnvironment, tickSource: any TickSource
    ) {
        self.init(
            gatherModel: gatherModel, timeHandler: GatherTimeHandler(tickSource: tickSource),
            environment: environment)
    }

    /// The screen title.
    var title: String { "Gather in progress" }

    // MARK: - Countdown

    /// The time left, "MM:SS".
    var formattedCountdownTimerLabelText: String { timeHandler.selectedTime.formatted }

    /// The action button: "Start", "Pause" or "Resume".
    var formattedActionTitleText: String { timeHandler.state.actionTitle }

    /// Starts, pauses or resumes the countdown; each second counted down reaches the delegate.
    func toggleTimer() {
        timeHandler.toggleTimer { [weak self] in
            self?.delegate?.didUpdateGatherTime()
        }
    }

    /// Stops the countdown, keeping the time left.
    func stopTimer() {
        timeHandler.stopTimer()
    }

    /// Restores the default 10:00.
    func resetTimer() {
        timeHandler.resetSelectedTime()
    }

    var selectedMinutes: Int { timeHandler.selectedTime.minutes }

    var selectedSeconds: Int { timeHandler.selectedTime.seconds }

    func setTimerMinutes(_ minutes: Int) {
        timeHandler.selectedTime.minutes = minutes
    }

    func setTimerSeconds(_ seconds: Int) {
        timeHandler.selectedTime.seconds = seconds
    }

    // MARK: - Picker

    /// The picker's minutes wheel.
    var minutesComponent: Int { GatherTimePickerComponent.minutes.rawValue }

    /// The picker's seconds wheel.
    var secondsComponent: Int { GatherTimePickerComponent.seconds.rawValue }

    var numberOfPickerComponents: Int { GatherTimePickerComponent.allCases.count }

    func numberOfRowsInPickerComponent(_ component: Int) -> Int {
        GatherTimePickerComponent.numberOfRows(inComponent: component)
    }

    /// "N min" or "N sec"; nil for a wheel that does not exist.
    func titleForPickerRow(_ row: Int, forComponent component: Int) -> String? {
        GatherTimePickerComponent.title(forRow: row, inComponent: component)
    }

    /// The row a wheel starts on when the picker opens: the current time.
    func preselectedRow(forComponent component: Int) -> Int {
        component == minutesComponent ? selectedMinutes : selectedSeconds
    }

    // MARK: - Teams

    /// Team A and Team B; the bench does not play.
    var numberOfSections: Int { TeamSection.playingTeams.count }

    func numberOfRowsInSection(_ section: Int) -> Int {
        team(inSection: section).map { gatherModel.players(in: $0).count } ?? 0
    }

    func titleForHeaderInSection(_ section: Int) -> String? {
        team(inSection: section)?.headerTitle
    }

    /// The player's name and position acronym ("-" when unset).
    func rowDescription(at indexPath: IndexPath) -> (title: String, details: String) {
        guard let team = team(inSection: indexPath.section) else { return ("", "") }
        let players = gatherModel.players(in: team)
        guard players.indices.contains(indexPath.row) else { return ("", "") }
        let player = players[indexPath.row]
        return (player.name, player.preferredPosition?.acronym ?? "-")
    }

    private func team(inSection section: Int) -> TeamSection? {
        TeamSection.playingTeams.indices.contains(section) ? TeamSection.playingTeams[section] : nil
    }

    // MARK: - Score

    /// A stepper value as its score label shows it, e.g. "3".
    func formatStepperValue(_ value: Double) -> String {
        GatherScore.formattedStepperValue(value)
    }

    func shouldUpdateTeamALabel(section: TeamSection) -> Bool { section == .teamA }

    func shouldUpdateTeamBLabel(section: TeamSection) -> Bool { section == .teamB }

    // The original left the countdown running after the gather ended; nothing should tick on a
    // screen that is gone.
    /// Sends the final score and winner; true when the server saved them. Stops the countdown.
    func endGather(
        teamAScoreLabelText: String, teamBScoreLabelText: String,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        let score = GatherScore(teamA: teamAScoreLabelText, teamB: teamBScoreLabelText)
        environment.gathersService().update(
            score.gatherUpdate, resourceID: .uuid(gatherModel.gatherUUID)
        ) { [weak self] result in
            let saved = result.failureError == nil
            if saved {
                self?.stopTimer()
            }
            completion(saved)
        }
    }
}
