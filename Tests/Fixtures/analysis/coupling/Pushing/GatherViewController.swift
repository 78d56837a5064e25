final class GatherViewController: UIViewController {
    func endGather() {
        guard let list = navigationController?.viewControllers.first(where: { $0 is PlayerListTogglable }),
              let togglable = list as? PlayerListTogglable else { return }
        togglable.toggleViewState()
        AlertHelper.present(in: self, message: "ended")
    }
}
