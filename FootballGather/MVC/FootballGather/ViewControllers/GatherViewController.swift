import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// The match in progress: the two teams, the score, and a countdown that can be set, started,
/// paused and reset. Ending the gather saves the score and returns to the player list.
final class GatherViewController: UIViewController {
    // The seven outlets of the original storyboard scene.
    let playerTableView = UITableView(frame: .zero, style: .grouped)
    let scoreLabelView = ScoreLabelView()
    let scoreStepper = ScoreStepper()
    let timerLabel = UILabel()
    let timerView = UIView()
    let actionTimerButton = UIButton()
    let timerPickerView = UIPickerView()

    let setTimerButton = UIButton()
    let cancelTimerButton = UIButton()
    let endGatherButton = UIButton()
    let timerToolbar = UIToolbar()
    let loadingView = LoadingView()

    /// The teams of the gather; set before the screen is pushed.
    var gatherModel: GatherModel?
    let timeHandler: GatherTimeHandler
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        timeHandler = GatherTimeHandler(tickSource: dependencies.tickSource)
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gather in progress"
        setupViews()
        timeHandler.onTick = { [weak self] in self?.updateTimer() }
        configureSelectedTime()
        configureActionTimerButton()
    }

    private func setupViews() {
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.dataSource = self
        scoreStepper.delegate = self
        timerLabel.accessibilityIdentifier = "timerLabel"
        configureButton(
            setTimerButton, "setTimerButton", title: "Set", action: GatherViewController.setTimer)
        configureButton(
            cancelTimerButton, "cancelTimerButton", title: "Cancel",
            action: GatherViewController.cancelTimer)
        configureButton(
            actionTimerButton, "actionTimerButton", title: nil,
            action: GatherViewController.actionTimer)
        configureButton(
            endGatherButton, "endGatherButton", title: "End Gather",
            action: GatherViewController.endGather)
        setupTimerView()
        for subview in [
            playerTableView, scoreLabelView, scoreStepper, timerLabel, setTimerButton,
            cancelTimerButton,
            actionTimerButton, endGatherButton, timerView, loadingView,
        ] as [UIView] {
            view.addSubview(subview)
        }
    }

    private func configureButton(
        _ button: UIButton, _ identifier: String, title: String?,
        action: @escaping @MainActor (GatherViewController) -> () -> Void
    ) {
        button.accessibilityIdentifier = identifier
        if let title { button.setTitle(title, for: .normal) }
        button.addTarget(self, action: action, for: .touchUpInside)
    }

    // The overlay with the time picker and its Cancel/Done toolbar, hidden until "Set".
    private func setupTimerView() {
        timerView.accessibilityIdentifier = "timerView"
        timerView.isHidden = true
        timerPickerView.accessibilityIdentifier = "timePickerView"
        timerPickerView.dataSource = self
        timerPickerView.delegate = self
        timerToolbar.setItems(
            [
                UIBarButtonItem(
                    title: "Cancel", style: .plain, target: self,
                    action: GatherViewController.timerCancel),
                UIBarButtonItem(
                    title: "Done", style: .done, target: self,
                    action: GatherViewController.timerDone),
            ], animated: false)
        timerView.addSubview(timerPickerView)
        timerView.addSubview(timerToolbar)
    }

    private func configureSelectedTime() {
        timerLabel.text = timeHandler.selectedTime.formatted
    }

    private func configureActionTimerButton() {
        actionTimerButton.setTitle(timeHandler.state.actionTitle, for: .normal)
    }

    // MARK: - Timer actions

    /// "Set": shows the picker at the current time.
    func setTimer() {
        timerPickerView.selectRow(
            timeHandler.selectedTime.minutes,
            inComponent: GatherTimePickerComponent.minutes.rawValue, animated: false)
        timerPickerView.selectRow(
            timeHandler.selectedTime.seconds,
            inComponent: GatherTimePickerComponent.seconds.rawValue, animated: false)
        timerView.isHidden = false
    }

    /// "Cancel" beside the timer: stops it and puts it back to 10:00.
    func cancelTimer() {
        timeHandler.stopTimer()
        timeHandler.resetSelectedTime()
        configureSelectedTime()
        configureActionTimerButton()
        timerView.isHidden = true
    }

    /// "Start"/"Pause"/"Resume".
    func actionTimer() {
        timeHandler.toggleTimer()
        configureActionTimerButton()
    }

    /// The overlay's "Cancel": closes the picker, keeping the time.
    func timerCancel() {
        timerView.isHidden = true
    }

    /// The overlay's "Done": stops the timer and takes the picked time.
    func timerDone() {
        timeHandler.stopTimer()
        timeHandler.selectedTime = GatherTime(
            minutes: timerPickerView.selectedRow(
                inComponent: GatherTimePickerComponent.minutes.rawValue),
            seconds: timerPickerView.selectedRow(
                inComponent: GatherTimePickerComponent.seconds.rawValue))
        configureSelectedTime()
        configureActionTimerButton()
        timerView.isHidden = true
    }

    /// One second passed: refresh the label, and the button, which reads "Start" again at 00:00.
    func updateTimer() {
        configureSelectedTime()
        configureActionTimerButton()
    }

    // MARK: - Ending the gather

    /// "End Gather": asks for confirmation before saving the score.
    func endGather() {
        let alertController = UIAlertController(
            title: "End Gather", message: "Are you sure you want to end the gather?",
            preferredStyle: .alert)
        alertController.addAction(
            UIAlertAction(title: "Yes", style: .default) { [weak self] _ in
                self?.updateGather()
            })
        alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alertController, animated: true)
    }

    private var score: GatherScore {
        GatherScore(
            teamA: scoreLabelView.teamAScoreLabel.text ?? "0",
            teamB: scoreLabelView.teamBScoreLabel.text ?? "0")
    }

    private func updateGather() {
        guard let gatherModel else { return }
        loadingView.show(over: view)
        let service = dependencies.environment.gathersService()
        service.update(score.gatherUpdate, resourceID: .uuid(gatherModel.gatherUUID)) {
            [weak self] result in
            guard let self else { return }
            loadingView.hide(from: view)
            switch result {
            case .success:
                // The original left the countdown running after the gather ended.
                timeHandler.stopTimer()
                returnToPlayerList()
            case .failure:
                AlertHelper.present(
                    in: self, title: "Error update",
                    message: "Unable to update gather. Please try again.")
            }
        }
    }

    private func returnToPlayerList() {
        guard
            let playerListViewController = navigationController?.viewControllers.first(where: {
                $0 is PlayerListTogglable
            }),
            let togglable = playerListViewController as? PlayerListTogglable
        else { return }
        togglable.toggleViewState()
        navigationController?.popToViewController(playerListViewController, animated: true)
    }
}

// MARK: - UITableViewDataSource

extension GatherViewController: UITableViewDataSource {
    /// The two playing teams; the bench does not play.
    private func team(inSection section: Int) -> TeamSection? {
        TeamSection.playingTeams.indices.contains(section) ? TeamSection.playingTeams[section] : nil
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        TeamSection.playingTeams.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        team(inSection: section)?.headerTitle
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let gatherModel, let team = team(inSection: section) else { return 0 }
        return gatherModel.players(in: team).count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "GatherCellId")
        guard let gatherModel, let team = team(inSection: indexPath.section) else { return cell }
        let player = gatherModel.players(in: team)[indexPath.row]
        cell.textLabel?.text = player.name
        cell.detailTextLabel?.text = player.preferredPosition?.acronym ?? "-"
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        false
    }
}

// MARK: - UIPickerViewDataSource, UIPickerViewDelegate

extension GatherViewController: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        GatherTimePickerComponent.allCases.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        GatherTimePickerComponent.numberOfRows(inComponent: component)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
    {
        GatherTimePickerComponent.title(forRow: row, inComponent: component)
    }
}

// MARK: - ScoreStepperDelegate

extension GatherViewController: ScoreStepperDelegate {
    func stepper(_ stepper: UIStepper, didChangeValueForTeam team: TeamSection, newValue: Double) {
        let text = GatherScore.formattedStepperValue(newValue)
        switch team {
        case .teamA: scoreLabelView.teamAScoreLabel.text = text
        case .teamB: scoreLabelView.teamBScoreLabel.text = text
        case .bench: break
        }
    }
}
