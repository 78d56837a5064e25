protocol PlayerListTogglable: AnyObject {
    func toggleViewState()
}

final class PlayerListViewController: UIViewController {
    func startGather() {
        navigationController?.pushViewController(GatherViewController(), animated: true)
        AlertHelper.present(in: self, message: "started")
    }
}

extension PlayerListViewController: PlayerListTogglable {
    func toggleViewState() {}
}
