import FootballGatherComponents
import FootballGatherKit
import Foundation
import HeadlessUI

/// What the Gather view tells its view controller: the user's taps.
@MainActor
protocol GatherViewDelegate: AnyObject {
    func didTapSetTimer()
    func didTapCancelTimer()
    func didTapActionTimer()
    func didTapTimerDone(minutesRow: Int, secondsRow: Int)
    func scoreDidChange(team: TeamSection, value: Double)
    func didTapEndGather()
}

/// The Gather screen's controls: the teams table, score labels and steppers, the countdown with
/// its buttons, and the time-picker overlay. Shows whatever view models it is given.
final class GatherView: UIView {
    weak var delegate: GatherViewDelegate?

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
    private var sections: [Gather.DisplayedSection] = []
    private var pickerComponents: [[String]] = []

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

    // MARK: - Showing view models

    /// Shows the teams, the countdown and the picker's rows, with the picker hidden.
    func display(_ viewModel: Gather.Load.ViewModel) {
        sections = viewModel.sections
        pickerComponents = viewModel.pickerComponents
        playerTableView.reloadData()
        timePickerView.reloadAllComponents()
        timerView.isHidden = true
        display(viewModel.timer)
    }

    func display(_ timer: Gather.DisplayedTimer) {
        timerLabel.text = timer.timerText
        actionTimerButton.setTitle(timer.actionTitle, for: .normal)
    }

    /// Opens the picker on the given rows.
    func showTimePicker(selectedRows: [Int]) {
        for (component, row) in selectedRows.enumerated() {
            timePickerView.selectRow(row, inComponent: component, animated: false)
        }
        timerView.isHidden = false
    }

    func hideTimePicker() {
        timerView.isHidden = true
    }

    func showLoadingView() {
        loadingView.show(over: self)
    }

    func hideLoadingView() {
        loadingView.hide(from: self)
    }

    // MARK: - Actions

    private func setTimer() {
        delegate?.didTapSetTimer()
    }

    private func cancelTimer() {
        delegate?.didTapCancelTimer()
    }

    private func actionTimer() {
        delegate?.didTapActionTimer()
    }

    private func timerCancel() {
        hideTimePicker()
    }

    private func timerDone() {
        delegate?.didTapTimerDone(
            minutesRow: timePickerView.selectedRow(
                inComponent: GatherTimePickerComponent.minutes.rawValue),
            secondsRow: timePickerView.selectedRow(
                inComponent: GatherTimePickerComponent.seconds.rawValue))
    }

    private func endGatherTapped() {
        delegate?.didTapEndGather()
    }
}

// MARK: - ScoreStepperDelegate

extension GatherView: ScoreStepperDelegate {
    func stepper(
        _ stepper: UIStepper, didChangeValueForTeam team: TeamSection, newValue: Double
    ) {
        delegate?.scoreDidChange(team: team, value: newValue)
    }
}

// MARK: - Teams table

extension GatherView: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].title : nil
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: cellIdentifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: cellIdentifier)
        let rows =
            sections.indices.contains(indexPath.section)
            ? sections[indexPath.section].rows : []
        let player = rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
        cell.textLabel?.text = player?.name ?? ""
        cell.detailTextLabel?.text = player?.positionAcronym ?? "-"
        return cell
    }
}

// MARK: - Time picker

extension GatherView: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        pickerComponents.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        pickerComponents.indices.contains(component) ? pickerComponents[component].count : 0
    }

    func pickerView(
        _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
    ) -> String? {
        guard pickerComponents.indices.contains(component),
            pickerComponents[component].indices.contains(row)
        else { return nil }
        return pickerComponents[component][row]
    }
}
