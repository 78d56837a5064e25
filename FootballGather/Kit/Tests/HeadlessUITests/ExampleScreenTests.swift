import HeadlessUI
import Testing

/// The reference example for variant authors: a screen with a table, a button and a confirmation
/// alert, written as on iOS, then driven end to end through the test drivers.
@MainActor
final class ExamplePlayerListViewController: UIViewController, UITableViewDataSource,
    UITableViewDelegate
{
    let tableView = UITableView()
    let actionButton = UIButton()
    private(set) var players = ["Ann", "Bob", "Cid"]
    private(set) var openedPlayer: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Players"
        tableView.dataSource = self
        tableView.delegate = self
        actionButton.setTitle("Add player", for: .normal)
        actionButton.addTarget(
            self, action: ExamplePlayerListViewController.addPlayer, for: .touchUpInside)
        view.addSubview(tableView)
        view.addSubview(actionButton)
    }

    func addPlayer() {
        players.append("New \(players.count)")
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        players.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlayerCell", for: indexPath)
        cell.textLabel?.text = players[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        openedPlayer = players[indexPath.row]
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        let alert = UIAlertController(
            title: "Delete player", message: "Are you sure?", preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.players.remove(at: indexPath.row)
                self?.tableView.deleteRows(at: [indexPath], with: .fade)
            })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}

@MainActor
@Suite struct ExampleScreenTests {
    @Test func aScreenIsDrivenThroughItsControlsTableAndAlert() throws {
        let screen = ExamplePlayerListViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        #expect(screen.actionButton.tap())
        #expect(screen.tableView.numberOfRows(inSection: 0) == 4)

        #expect(screen.tableView.selectRow(at: IndexPath(row: 1, section: 0)))
        #expect(screen.openedPlayer == "Bob")

        #expect(screen.tableView.deleteRow(at: IndexPath(row: 0, section: 0)))
        let alert = try #require(screen.presentedViewController as? UIAlertController)
        #expect(
            navigation.renderText() == """
                Navigation: ExamplePlayerListViewController
                ExamplePlayerListViewController "Players"
                  Table
                    Row 0: Cell "Ann"
                    Row 1: Cell "Bob" (selected)
                    Row 2: Cell "Cid"
                    Row 3: Cell "New 3"
                  Button [Add player]
                  Alert "Delete player": "Are you sure?"
                    [Delete] destructive
                    [Cancel] cancel
                """)

        #expect(alert.tapButton(titled: "Delete"))
        #expect(screen.presentedViewController == nil)
        #expect(screen.players == ["Bob", "Cid", "New 3"])
        #expect(
            screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Bob"
        )
        #expect(
            screen.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0),
            "Bob stays selected")
    }
}
