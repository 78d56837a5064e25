import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// Sorts the picked players into Bench, Team A and Team B by dragging, then starts the gather.
/// Binds the table and the Start Gather button to a `ConfirmPlayersViewModel`.
final class ConfirmPlayersViewController: UIViewController {
    let playerTableView = UITableView(frame: .zero, style: .grouped)
    let startGatherButton = UIButton()
    let loadingView = LoadingView()

    private let viewModel: ConfirmPlayersViewModel
    private let dependencies: AppDependencies

    init(viewModel: ConfirmPlayersViewModel, dependencies: AppDependencies) {
        self.viewModel = viewModel
        self.dependencies = dependencies
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.dataSource = self
        playerTableView.delegate = self
        // Always editing, only so rows can be dragged between the sections.
        playerTableView.setEditing(true, animated: false)
        startGatherButton.accessibilityIdentifier = "startGatherButton"
        startGatherButton.setTitle("Start Gather", for: .normal)
        startGatherButton.addTarget(
            self, action: ConfirmPlayersViewController.startGather, for: .touchUpInside)
        configureStartGatherButton()
        for subview in [playerTableView, startGatherButton, loadingView] as [UIView] {
            view.addSubview(subview)
        }
    }

    private func configureStartGatherButton() {
        startGatherButton.isEnabled = viewModel.startGatherButtonIsEnabled
    }

    private func startGather() {
        loadingView.show(over: view)
        viewModel.startGather { [weak self] gatherWasStarted in
            guard let self else { return }
            loadingView.hide(from: view)
            if gatherWasStarted {
                performSegue(withIdentifier: .startGather)
            } else {
                AlertHelper.present(in: self, title: "Error", message: "Unable to create gather.")
            }
        }
    }

    // MARK: - Navigation

    private enum SegueIdentifier {
        case startGather
    }

    // The storyboard segue and `prepare(for:)` of the original, in one place.
    private func performSegue(withIdentifier identifier: SegueIdentifier) {
        switch identifier {
        case .startGather:
            guard let gatherModel = viewModel.startedGather else { return }
            let gatherViewModel = GatherViewModel(
                gatherModel: gatherModel, environment: dependencies.environment,
                tickSource: dependencies.tickSource)
            navigationController?.pushViewController(
                GatherViewController(viewModel: gatherViewModel), animated: true)
        }
    }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension ConfirmPlayersViewController: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        viewModel.numberOfSections
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        viewModel.titleForHeader(inSection: section)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfRows(inSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "PlayerChooseTableViewCellId")
        cell.textLabel?.text = viewModel.rowTitle(at: indexPath)
        cell.detailTextLabel?.text = viewModel.rowDescription(at: indexPath)
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
        viewModel.moveRowAt(sourceIndexPath: sourceIndexPath, to: destinationIndexPath)
        configureStartGatherButton()
    }
}
