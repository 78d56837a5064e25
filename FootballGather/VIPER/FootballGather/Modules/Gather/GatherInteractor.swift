import FootballGatherKit
import HeadlessUI

/// The Gather screen's business: the teams of the started gather, the countdown (through its
/// `GatherTimeHandler`) and sending the final score to the server.
final class GatherInteractor: GatherPresenterToInteractorProtocol {
    weak var presenter: GatherInteractorToPresenterProtocol?
    private let gatherModel: GatherModel
    private let timeHandler: GatherTimeHandler
    private let gathersService: StandardNetworkService

    init(
        gatherModel: GatherModel, timeHandler: GatherTimeHandler, environment: ServiceEnvironment
    ) {
        self.gatherModel = gatherModel
        self.timeHandler = timeHandler
        gathersService = environment.gathersService()
        timeHandler.delegate = self
    }

    func players(in team: TeamSection) -> [PlayerResponseModel] {
        gatherModel.players(in: team)
    }

    // MARK: - Countdown

    var selectedTime: GatherTime { timeHandler.selectedTime }

    var timerState: GatherTimerState { timeHandler.state }

    func toggleTimer() {
        timeHandler.toggleTimer()
    }

    func stopTimer() {
        timeHandler.stopTimer()
    }

    func resetTimer() {
        timeHandler.resetSelectedTime()
    }

    func setTimerMinutes(_ minutes: Int) {
        timeHandler.selectedTime.minutes = minutes
    }

    func setTimerSeconds(_ seconds: Int) {
        timeHandler.selectedTime.seconds = seconds
    }

    // MARK: - Ending the gather

    func endGather(score: GatherScore) {
        let resourceID = ResourceID.uuid(gatherModel.gatherUUID)
        gathersService.update(score.gatherUpdate, resourceID: resourceID) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                // The original left the countdown running after the gather ended.
                self.timeHandler.stopTimer()
                self.presenter?.gatherDidEnd()
            case .failure:
                self.presenter?.endGatherDidFail()
            }
        }
    }
}

extension GatherInteractor: GatherTimeHandlerDelegate {
    func timeHandlerDidTick(_ timeHandler: GatherTimeHandler) {
        presenter?.timerDidTick()
    }
}
