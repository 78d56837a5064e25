import FootballGatherKit
import HeadlessUI

/// What the Gather view controller asks of its interactor.
@MainActor
protocol GatherBusinessLogic: AnyObject {
    func load(request: Gather.Load.Request)
    func setTimer(request: Gather.SetTimer.Request)
    func cancelTimer(request: Gather.CancelTimer.Request)
    func confirmTime(request: Gather.ConfirmTime.Request)
    func toggleTimer(request: Gather.ToggleTimer.Request)
    func updateScore(request: Gather.UpdateScore.Request)
    func endGather(request: Gather.EndGather.Request)
}

/// What the Gather scene was given by the scene that opened it.
@MainActor
protocol GatherDataStore: AnyObject {
    var gatherModel: GatherModel { get }
}

/// The Gather scene's state and rules: the teams, the countdown (through its
/// `GatherTimeHandler`) and ending the gather through the worker.
final class GatherInteractor: GatherBusinessLogic, GatherDataStore {
    var presenter: GatherPresentationLogic?
    let gatherModel: GatherModel
    private let timeHandler: GatherTimeHandler
    private let worker: GatherWorker

    init(gatherModel: GatherModel, timeHandler: GatherTimeHandler, worker: GatherWorker) {
        self.gatherModel = gatherModel
        self.timeHandler = timeHandler
        self.worker = worker
        timeHandler.delegate = self
    }

    func load(request: Gather.Load.Request) {
        var teams: [TeamSection: [PlayerResponseModel]] = [:]
        for team in TeamSection.playingTeams {
            teams[team] = gatherModel.players(in: team)
        }
        presenter?.presentLoad(
            response: Gather.Load.Response(
                teams: teams, time: timeHandler.selectedTime, state: timeHandler.state))
    }

    // MARK: - Countdown

    func setTimer(request: Gather.SetTimer.Request) {
        presenter?.presentSetTimer(
            response: Gather.SetTimer.Response(time: timeHandler.selectedTime))
    }

    func cancelTimer(request: Gather.CancelTimer.Request) {
        timeHandler.stopTimer()
        timeHandler.resetSelectedTime()
        presenter?.presentCancelTimer(
            response: Gather.CancelTimer.Response(
                time: timeHandler.selectedTime, state: timeHandler.state))
    }

    func confirmTime(request: Gather.ConfirmTime.Request) {
        timeHandler.stopTimer()
        timeHandler.selectedTime = GatherTime(minutes: request.minutes, seconds: request.seconds)
        presenter?.presentConfirmedTime(
            response: Gather.ConfirmTime.Response(
                time: timeHandler.selectedTime, state: timeHandler.state))
    }

    func toggleTimer(request: Gather.ToggleTimer.Request) {
        timeHandler.toggleTimer()
        presenter?.presentToggledTimer(
            response: Gather.ToggleTimer.Response(state: timeHandler.state))
    }

    // MARK: - Score and end

    func updateScore(request: Gather.UpdateScore.Request) {
        presenter?.presentScore(
            response: Gather.UpdateScore.Response(team: request.team, value: request.value))
    }

    func endGather(request: Gather.EndGather.Request) {
        let score = GatherScore(teamA: request.teamAScore, teamB: request.teamBScore)
        presenter?.presentEndGather(response: .inProgress)
        worker.endGather(gatherModel.gatherUUID, score: score) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                // The original left the countdown running after the gather ended.
                self.timeHandler.stopTimer()
                self.presenter?.presentEndGather(response: .ended)
            case .failure:
                self.presenter?.presentEndGather(response: .failed)
            }
        }
    }
}

extension GatherInteractor: GatherTimeHandlerDelegate {
    func timeHandlerDidTick(_ timeHandler: GatherTimeHandler) {
        presenter?.presentTime(response: Gather.UpdateTime.Response(time: timeHandler.selectedTime))
    }
}
