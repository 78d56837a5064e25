import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// The gather in progress: the two teams, the score, a countdown with a time picker, and ending
/// the gather. Binds every control to a `GatherViewModel` and refreshes the timer label on its ticks.
final class GatherViewController: UIViewController {
    let playerTableView = UITableView(frame: .zero, style: .grouped)
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
    let loadingView = LoadingView()

    private let viewModel: GatherViewModel

    init(viewModel: GatherViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        viewModel.delegate = self
        setupTableView()
        setupScoreAndTimerViews()
        setupTimerView()
        for subview in [
            playerTableView, scoreLabelView, scoreStepper, timerLabel, setTimerButton,
            cancelTimerButton,
            actionTimerButton, endGatherButton, timerView, loadingView,
        ] as [UIView] {
            view.addSubview(subview)
        }
        configureTimerViews()
    }

    private func setupTableView() {
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.dataSource = self
    }

    private func setupScoreAndTimerViews() {
        scoreStepper.delegate = self
        timerLabel.accessibilityIdentifier = "timerLabel"
        configure(setTimerButton, identifier: "setTimerButton", title: "Set")
        setTimerButton.addTarget(self, action: GatherViewController.setTimer, for: .touchUpInside)
        configure(cancelTimerButton, identifier: "cancelTimerButton", title: "Cancel")
        cancelTimerButton.addTarget(
            self, action: GatherViewController.cancelTimer, for: .touchUpInside)
        configure(actionTimerButton, identifier: "actionTimerButton", title: "")
        actionTimerButton.addTarget(
            self, action: GatherViewController.actionTimer, for: .touchUpInside)
        configure(endGatherButton, identifier: "endGatherButton", title: "End Gather")
        endGatherButton.addTarget(self, action: GatherViewController.endGather, for: .touchUpInside)
    }

    private func configure(_ button: UIButton, identifier: String, title: String) {
        button.accessibilityIdentifier = identifier
        button.setTitle(title, for: .normal)
    }

    private func setupTimerView() {
        timerView.accessibilityIdentifier = "timerView"
        timerView.isHidden = true
        timePickerView.accessibilityIdentifier = "timePickerView"
        timePickerView.dataSource = self
        timePickerView.delegate = self
        timerToolbar.setItems(
            [
                UIBarButtonItem(
                    barButtonSystemItem: .cancel, target: self,
                    action: GatherViewController.timerCancel),
                UIBarButtonItem(
                    barButtonSystemItem: .done, target: self, action: GatherViewController.timerDone
                ),
            ], animated: false)
        timerView.addSubview(timePickerView)
        timerView.addSubview(timerToolbar)
    }

    private func configureTimerViews() {
        timerLabel.text = viewModel.formattedCountdownTimerLabelText
        actionTimerButton.setTitle(viewModel.formattedActionTitleText, for: .normal)
    }

    // MARK: - Timer actions

    private func setTimer() {
        for component in 0..<viewModel.numberOfPickerComponents {
            timePickerView.selectRow(
                viewModel.preselectedRow(forComponent: component), inComponent: component,
                animated: false)
        }
        timerView.isHidden = false
    }

    private func cancelTimer() {
        viewModel.stopTimer()
        viewModel.resetTimer()
        configureTimerViews()
        timerView.isHidden = true
    }

    private func actionTimer() {
        viewModel.toggleTimer()
        actionTimerButton.setTitle(viewModel.formattedActionTitleText, for: .normal)
    }

    private func timerCancel() {
        timerView.isHidden = true
    }

    private func timerDone() {
        viewModel.stopTimer()
        viewModel.setTimerMinutes(
            timePickerView.selectedRow(inComponent: viewModel.minutesComponent))
        viewModel.setTimerSeconds(
            timePickerView.selectedRow(inComponent: viewModel.secondsComponent))
        configureTimerViews()
        timerView.isHidden = true
    }

    // MARK: - Ending the gather

    private func endGather() {
        let alertController = UIAlertController(
            title: "End Gather", message: "Are you sure you want to end the gather?",
            preferredStyle: .alert)
        alertController.addAction(
            UIAlertAction(title: "Yes", style: .default) { [weak self] _ in
                self?.confirmEndGather()
            })
        alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alertController, animated: true)
    }

    private func confirmEndGather() {
        loadingView.show(over: view)
        viewModel.endGather(
            teamAScoreLabelText: scoreLabelView.teamAScoreLabel.text ?? "0",
            teamBScoreLabelText: scoreLabelView.teamBScoreLabel.text ?? "0"
        ) { [weak self] gatherWasEnded in
            guard let self else { return }
            loadingView.hide(from: view)
            if gatherWasEnded {
                returnToPlayerList()
            } else {
                AlertHelper.present(
                    in: self, title: "Error update",
                    message: "Unable to update gather. Please try again.")
            }
        }
    }

    private func returnToPlayerList() {
        guard let navigationController,
            let playerList = navigationController.viewControllers.first(where: {
                $0 is PlayerListTogglable
            })
        else { return }
        (playerList as? PlayerListTogglable)?.toggleViewState()
        navigationController.popToViewController(playerList, animated: true)
    }
}

// MARK: - GatherViewModelDelegate

extension GatherViewController: GatherViewModelDelegate {
    func didUpdateGatherTime() {
        timerLabel.text = viewModel.formattedCountdownTimerLabelText
    }
}

// MARK: - ScoreStepperDelegate

extension GatherViewController: ScoreStepperDelegate {
    func stepper(_ stepper: UIStepper, didChangeValueForTeam team: TeamSection, newValue: Double) {
        if viewModel.shouldUpdateTeamALabel(section: team) {
            scoreLabelView.teamAScoreLabel.text = viewModel.formatStepperValue(newValue)
        } else if viewModel.shouldUpdateTeamBLabel(section: team) {
            scoreLabelView.teamBScoreLabel.text = viewModel.formatStepperValue(newValue)
        }
    }
}

// MARK: - UITableViewDataSource

extension GatherViewController: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
        viewModel.numberOfSections
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        viewModel.titleForHeaderInSection(section)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfRowsInSection(section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "GatherCellId")
        let description = viewModel.rowDescription(at: indexPath)
        cell.textLabel?.text = description.title
        cell.detailTextLabel?.text = description.details
        return cell
    }
}

// MARK: - UIPickerViewDataSource, UIPickerViewDelegate

extension GatherViewController: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        viewModel.numberOfPickerComponents
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        viewModel.numberOfRowsInPickerComponent(component)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
    {
        viewModel.titleForPickerRow(row, forComponent: component)
    }
}
