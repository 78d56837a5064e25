import FootballGatherComponents
import HeadlessUI

/// The PlayerAdd screen: shows its view and the Done item, and what the presenter tells it.
final class PlayerAddViewController: UIViewController {
    let presenter: PlayerAddViewToPresenterProtocol
    private let playerAddView = PlayerAddView()

    init(presenter: PlayerAddViewToPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() {
        view = playerAddView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        playerAddView.delegate = self
        playerAddView.presenter = presenter
        playerAddView.setupView()
    }
}

extension PlayerAddViewController: PlayerAddViewDelegate {
    func addRightBarButtonItem(_ barButtonItem: UIBarButtonItem) {
        navigationItem.rightBarButtonItem = barButtonItem
    }
}

extension PlayerAddViewController: PlayerAddPresenterToViewProtocol {
    func showLoadingView() {
        playerAddView.showLoadingView()
    }

    func hideLoadingView() {
        playerAddView.hideLoadingView()
    }

    func handleError(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }
}
