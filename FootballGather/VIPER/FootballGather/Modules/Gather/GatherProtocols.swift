import FootballGatherKit
import Foundation
import HeadlessUI

// The Gather module's contract: what its view, presenter, interactor and router may ask of
// one another (each holds the next through these protocols only).

/// What the Gather view asks of its presenter: the teams table, the timer and its picker, the
/// score and ending the gather.
@MainActor
protocol GatherViewToPresenterProtocol: AnyObject {
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

/// What the Gather presenter tells its view.
@MainActor
protocol GatherPresenterToViewProtocol: AnyObject {
    func configureSelectedTime()
    func showLoadingView()
    func hideLoadingView()
    func handleError(title: String, message: String)
}

/// What the Gather presenter asks of its interactor: the teams, the countdown and ending the
/// gather on the server.
@MainActor
protocol GatherPresenterToInteractorProtocol: AnyObject {
    func players(in team: TeamSection) -> [PlayerResponseModel]

    var selectedTime: GatherTime { get }
    var timerState: GatherTimerState { get }
    func toggleTimer()
    func stopTimer()
    func resetTimer()
    func setTimerMinutes(_ minutes: Int)
    func setTimerSeconds(_ seconds: Int)

    func endGather(score: GatherScore)
}

/// What the Gather interactor reports back.
@MainActor
protocol GatherInteractorToPresenterProtocol: AnyObject {
    func timerDidTick()
    func gatherDidEnd()
    func endGatherDidFail()
}

/// Where the Gather presenter may send the user.
@MainActor
protocol GatherPresenterToRouterProtocol: AnyObject {
    /// Tells the module that opened the gather that it ended; that module takes the user back.
    func closeAfterEndingGather()
}

/// What the Gather module tells the module that opened it.
@MainActor
protocol GatherModuleOutput: AnyObject {
    func didEndGather()
}
