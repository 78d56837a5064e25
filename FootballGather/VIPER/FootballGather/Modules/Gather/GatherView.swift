import FootballGatherComponents
import FootballGatherKit
import Foundation
import HeadlessUI

/// What the Gather view asks of its view controller: confirming the end of the gather.
@MainActor
protocol GatherViewDelegate: AnyObject {
    func didRequestToEndGather()
}

/// The Gather screen's controls: the teams table, score labels and steppers, the countdown with
/// its buttons, and the time-picker overlay.
final class GatherView: UIView {
    weak var delegate: GatherViewDelegate?
    var presenter: GatherViewToPresenterProtocol!

    let playerTableView = UITableView()
    let scoreLabelView = ScoreLabelView()
    let scoreStepper = ScoreStepper()
    let timerLabel = UILabel()
    let setTimerButton = UIButton()
    let cancelTimerButton = UIButton()
    let actionTimerButton = UIButton()
    let endGatherButton = UIButton()
    let timerView = UIView()
    let timePickerView = UIPickerView()
    let timerToolbar = UIToolbar()
    private let loadingView = LoadingView()
    private let cellIdentifier = "GatherCellId"

    init() {
        super.init(frame: .zero)
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.dataSource = self
        playerTableView.delegate = self
        scoreStepper.delegate = self
        timerLabel.accessibilityIdentifier = "timerLabel"
        configure(
            setTimerButton, identifier: "setTimerButton", title: "Set",
            action: GatherView.setTimer)
        configure(
            cancelTimerButton, identifier: "cancelTimerButton", title: "Cancel",
            action: GatherView.cancelTimer)
        configure(
            actionTimerButton, identifier: "actionTimerButton", title: "Start",
            action: GatherView.actionTimer)
        configure(
            endGatherButton, identifier: "endGatherButton", title: "End Gather",
            action: GatherView.endGatherTapped)
        timerView.accessibilityIdentifier = "timerView"
        timePickerView.accessibilityIdentifier = "timePickerView"
        timePickerView.dataSource = self
        timePickerView.delegate = self
        timerToolbar.setItems(
            [
                UIBarButtonItem(
                    barButtonSystemItem: .cancel, target: self, action: GatherView.timerCancel),
                UIBarButtonItem(
                    barButtonSystemItem: .done, target: self, action: GatherView.timerDone),
            ], animated: false)
        timerView.addSubview(timePickerView)
        timerView.addSubview(timerToolbar)
        [
            playerTableView, scoreLabelView, scoreStepper, timerLabel, setTimerButton,
            cancelTimerButton, actionTimerButton, endGatherButton, timerView,
            loadingView,
        ].forEach(addSubview)
    }

    private func configure(
        _ button: UIButton, identifier: String, title: String,
        action: @escaping @MainActor (GatherView) -> () -> Void
    ) {
        button.accessibilityIdentifier = identifier
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
    }

    /// Shows the countdown and hides the time picker.
    func setupView() {
        timerView.isHidden = true
        configureSelectedTime()
        configureTimerActionButton()
    }

    /// Sends the final score; the view controller calls this once the user confirmed.
    func endGather() {
        presenter.endGather(
            teamAScoreLabelText: scoreLabelView.teamAScoreLabel.text ?? "0",
            teamBScoreLabelText: scoreLabelView.teamBScoreLabel.text ?? "0")
    }

    private func configureTimerActionButton() {
        actionTimerButton.setTitle(presenter.formattedActionTitleText, for: .normal)
    }

    // MARK: - Actions

    private func setTimer() {
        timePickerView.selectRow(
            presenter.selectedMinutes, inComponent: presenter.minutesComponent, animated: false)
        timePickerView.selectRow(
            presenter.selectedSeconds, inComponent: presenter.secondsComponent, animated: false)
        timerView.isHidden = false
    }

    private func cancelTimer() {
        presenter.stopTimer()
        presenter.resetTimer()
        configureSelectedTime()
        configureTimerActionButton()
        timerView.isHidden = true
    }

    private func actionTimer() {
        presenter.toggleTimer()
        configureTimerActionButton()
    }

    private func timerCancel() {
        timerView.isHidden = true
    }

    private func timerDone() {
        presenter.stopTimer()
        presenter.setTimerMinutes(
            timePickerView.selectedRow(inComponent: presenter.minutesComponent))
        presenter.setTimerSeconds(
            timePickerView.selectedRow(inComponent: presenter.secondsComponent))
        configureSelectedTime()
        configureTimerActionButton()
        timerView.isHidden = true
    }

    private func endGatherTapped() {
        delegate?.didRequestToEndGather()
    }
}

// MARK: - What the view controller shows on the presenter's word

extension GatherView {
    func configureSelectedTime() {
        timerLabel.text = presenter.formattedCountdownTimerLabelText
    }

    func showLoadingView() {
        loadingView.show(over: self)
    }

    func hideLoadingView() {
        loadingView.hide(from: self)
    }
}

// MARK: - ScoreStepperDelegate

extension GatherView: ScoreStepperDelegate {
    func stepper(
        _ stepper: UIStepper, didChangeValueForTeam team: TeamSection, newValue: Double
    ) {
        if presenter.shouldUpdateTeamALabel(section: team) {
            scoreLabelView.teamAScoreLabel.text = presenter.formatStepperValue(newValue)
        } else if presenter.shouldUpdateTeamBLabel(section: team) {
            scoreLabelView.teamBScoreLabel.text = presenter.formatStepperValue(newValue)
        }
    }
}

// MARK: - Teams table

extension GatherView: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        presenter.numberOfSections
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        presenter.titleForHeaderInSection(section)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfRowsInSection(section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: cellIdentifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: cellIdentifier)
        cell.textLabel?.text = presenter.rowTitle(at: indexPath)
        cell.detailTextLabel?.text = presenter.rowDescription(at: indexPath)
        return cell
    }
}

// MARK: - Time picker

extension GatherView: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        presenter.numberOfPickerComponents
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        presenter.numberOfRowsInPickerComponent(component)
    }

    func pickerView(
        _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
    ) -> String? {
        presenter.titleForPickerRow(row, forComponent: component)
    }
}
