// Mentions of GatherViewController in comments do not count.
final class LoginViewController: UIViewController {
    func didLogIn() {
        let next = PlayerListViewController()
        navigationController?.pushViewController(next, animated: true)
        AlertHelper.present(in: self, message: "Welcome, not a GatherViewController")
    }
}
