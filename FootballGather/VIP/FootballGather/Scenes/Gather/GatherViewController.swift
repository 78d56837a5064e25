import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// What the Gather presenter has the view controller show.
@MainActor
protocol GatherDisplayLogic: AnyObject {
    func displayLoad(viewModel: Gather.Load.ViewModel)
    func displaySetTimer(viewModel: Gather.SetTimer.ViewModel)
    func displayCancelTimer(viewModel: Gather.CancelTimer.ViewModel)
    func displayConfirmedTime(viewModel: Gather.ConfirmTime.ViewModel)
    func displayToggledTimer(viewModel: Gather.ToggleTimer.ViewModel)
    func displayTime(viewModel: Gather.UpdateTime.ViewModel)
    func displayScore(viewModel: Gather.UpdateScore.ViewModel)
    func displayEndGather(viewModel: Gather.EndGather.ViewModel)
}

/// The Gather scene: sends every tap to the interactor as a request, confirms ending the
/// gather, shows the view models it gets back and asks its router to leave once it ended.
final class GatherViewController: UIViewController {
    var interactor: GatherBusinessLogic?
    var router: (GatherRoutingLogic & GatherDataPassing)?
    private let gatherView = GatherView()

    override func loadView() {
        view = gatherView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        gatherView.delegate = self
        interactor?.load(request: Gather.Load.Request())
    }

    private func endGather() {
        interactor?.endGather(
            request: Gather.EndGather.Request(
                teamAScore: gatherView.scoreLabelView.teamAScoreLabel.text ?? "0",
                teamBScore: gatherView.scoreLabelView.teamBScoreLabel.text ?? "0"))
    }
}

extension GatherViewController: GatherViewDelegate {
    func didTapSetTimer() {
        interactor?.setTimer(request: Gather.SetTimer.Request())
    }

    func didTapCancelTimer() {
        interactor?.cancelTimer(request: Gather.CancelTimer.Request())
    }

    func didTapActionTimer() {
        interactor?.toggleTimer(request: Gather.ToggleTimer.Request())
    }

    func didTapTimerDone(minutesRow: Int, secondsRow: Int) {
        interactor?.confirmTime(
            request: Gather.ConfirmTime.Request(minutes: minutesRow, seconds: secondsRow))
    }

    func scoreDidChange(team: TeamSection, value: Double) {
        interactor?.updateScore(request: Gather.UpdateScore.Request(team: team, value: value))
    }

    func didTapEndGather() {
        let alertController = UIAlertController(
            title: "End Gather", message: "Are you sure you want to end the gather?",
            preferredStyle: .alert)
        alertController.addAction(
            UIAlertAction(title: "Yes", style: .default) { [weak self] _ in
                self?.endGather()
            })
        alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alertController, animated: true)
    }
}

extension GatherViewController: GatherDisplayLogic {
    func displayLoad(viewModel: Gather.Load.ViewModel) {
        title = viewModel.title
        gatherView.display(viewModel)
    }

    func displaySetTimer(viewModel: Gather.SetTimer.ViewModel) {
        gatherView.showTimePicker(selectedRows: viewModel.selectedRows)
    }

    func displayCancelTimer(viewModel: Gather.CancelTimer.ViewModel) {
        gatherView.display(viewModel.timer)
        gatherView.hideTimePicker()
    }

    func displayConfirmedTime(viewModel: Gather.ConfirmTime.ViewModel) {
        gatherView.display(viewModel.timer)
        gatherView.hideTimePicker()
    }

    func displayToggledTimer(viewModel: Gather.ToggleTimer.ViewModel) {
        gatherView.actionTimerButton.setTitle(viewModel.actionTitle, for: .normal)
    }

    func displayTime(viewModel: Gather.UpdateTime.ViewModel) {
        gatherView.timerLabel.text = viewModel.timerText
    }

    func displayScore(viewModel: Gather.UpdateScore.ViewModel) {
        if let text = viewModel.teamAScoreText {
            gatherView.scoreLabelView.teamAScoreLabel.text = text
        }
        if let text = viewModel.teamBScoreText {
            gatherView.scoreLabelView.teamBScoreLabel.text = text
        }
    }

    func displayEndGather(viewModel: Gather.EndGather.ViewModel) {
        switch viewModel {
        case .loading:
            gatherView.showLoadingView()
        case .ended:
            gatherView.hideLoadingView()
            router?.routeBackAfterEndingGather()
        case .error(let title, let message):
            gatherView.hideLoadingView()
            AlertHelper.present(in: self, title: title, message: message)
        }
    }
}
