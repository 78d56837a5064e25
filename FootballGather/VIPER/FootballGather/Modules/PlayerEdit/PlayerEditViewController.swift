import FootballGatherComponents
import HeadlessUI

/// The PlayerEdit screen: shows its view and the Done item, and what the presenter tells it.
final class PlayerEditViewController: UIViewController {
    let presenter: PlayerEditViewToPresenterProtocol
    private let playerEditView = PlayerEditView()

    init(presenter: PlayerEditViewToPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() {
        view = playerEditView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        playerEditView.delegate = self
        playerEditView.presenter = presenter
        playerEditView.setupView()
    }
}

extension PlayerEditViewController: PlayerEditViewDelegate {
    func addRightBarButtonItem(_ barButtonItem: UIBarButtonItem) {
        navigationItem.rightBarButtonItem = barButtonItem
    }
}

extension PlayerEditViewController: PlayerEditPresenterToViewProtocol {
    func showLoadingView() {
        playerEditView.showLoadingView()
    }

    func hideLoadingView() {
        playerEditView.hideLoadingView()
    }

    func handleError(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }
}
