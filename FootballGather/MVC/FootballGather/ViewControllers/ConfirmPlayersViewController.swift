import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// Splits the picked players into Team A and Team B by dragging rows between Bench, Team A and
/// Team B, then starts the gather on the server.
final class ConfirmPlayersViewController: UIViewController {
    let playerTableView = UITableView(frame: .zero, style: .grouped)
    let startGatherButton = UIButton()
    let loadingView = LoadingView()

    /// The picked players by section (`[.bench: selected]` from the list); set before the push.
    var playersDictionary: [TeamSection: [PlayerResponseModel]] = [:] {
        didSet { teamAssignment = TeamAssignment(playersBySection: playersDictionary) }
    }
    private(set) var teamAssignment = TeamAssignment(playersBySection: [:])
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Confirm Players"
        setupViews()
        configureStartGatherButton()
    }

    private func setupViews() {
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.dataSource = self
        playerTableView.delegate = self
        // Editing mode only to drag rows between sections; nothing is deleted here.
        playerTableView.setEditing(true, animated: false)
        startGatherButton.accessibilityIdentifier = "startGatherButton"
        startGatherButton.setTitle("Start Gather", for: .normal)
        startGatherButton.addTarget(
            self, action: ConfirmPlayersViewController.startGather, for: .touchUpInside)
        view.addSubview(playerTableView)
        view.addSubview(startGatherButton)
        view.addSubview(loadingView)
    }

    private func configureStartGatherButton() {
        startGatherButton.isEnabled = teamAssignment.canStartGather
    }

    // MARK: - Starting the gather

    private func startGather() {
        loadingView.show(over: view)
        StartGatherService(environment: dependencies.environment)
            .startGather(with: teamAssignment.playersToSend) { [weak self] result in
                guard let self else { return }
                loadingView.hide(from: view)
                switch result {
                case .success(let gatherModel):
                    performSegue(withIdentifier: .startGather, sender: gatherModel)
                case .failure:
                    AlertHelper.present(
                        in: self, title: "Error", message: "Unable to create gather.")
                }
            }
    }

    // MARK: - Navigation

    private enum SegueIdentifier: String {
        case startGather
    }

    private func performSegue(
        withIdentifier identifier: SegueIdentifier, sender gatherModel: GatherModel
    ) {
        switch identifier {
        case .startGather:
            let gatherViewController = GatherViewController(dependencies: dependencies)
            gatherViewController.gatherModel = gatherModel
            navigationController?.pushViewController(gatherViewController, animated: true)
        }
    }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension ConfirmPlayersViewController: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        TeamSection.allCases.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        TeamSection(rawValue: section)?.headerTitle
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        TeamSection(rawValue: section).map { teamAssignment.players(in: $0).count } ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "PlayerChooseTableViewCellId")
        let player = TeamSection(rawValue: indexPath.section).flatMap {
            teamAssignment.player(in: $0, at: indexPath.row)
        }
        cell.textLabel?.text = player?.name
        cell.detailTextLabel?.text = player.map { $0.preferredPosition?.acronym ?? "-" }
        return cell
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        .none
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
        -> Bool
    {
        false
    }

    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        guard let source = TeamSection(rawValue: sourceIndexPath.section),
            let destination = TeamSection(rawValue: destinationIndexPath.section)
        else { return }
        teamAssignment.move(
            from: source, row: sourceIndexPath.row, to: destination, row: destinationIndexPath.row)
        configureStartGatherButton()
    }
}
