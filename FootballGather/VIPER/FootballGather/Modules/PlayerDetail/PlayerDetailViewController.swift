import HeadlessUI

/// The PlayerDetail screen: shows the player's sections and refreshes them when told to.
final class PlayerDetailViewController: UIViewController {
    let presenter: PlayerDetailViewToPresenterProtocol
    private let playerDetailView = PlayerDetailView()

    init(presenter: PlayerDetailViewToPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() {
        view = playerDetailView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        playerDetailView.presenter = presenter
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadData()
    }
}

extension PlayerDetailViewController: PlayerDetailPresenterToViewProtocol {
    func reloadData() {
        title = presenter.title
        playerDetailView.updateData()
    }
}
