import FootballGatherComponents
import HeadlessUI

/// The Gather screen: shows its view, confirms ending the gather, and shows what the presenter
/// tells it.
final class GatherViewController: UIViewController {
    let presenter: GatherViewToPresenterProtocol
    private let gatherView = GatherView()

    init(presenter: GatherViewToPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() {
        view = gatherView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        gatherView.delegate = self
        gatherView.presenter = presenter
        gatherView.setupView()
    }
}

extension GatherViewController: GatherViewDelegate {
    func didRequestToEndGather() {
        let alertController = UIAlertController(
            title: "End Gather", message: "Are you sure you want to end the gather?",
            preferredStyle: .alert)
        alertController.addAction(
            UIAlertAction(title: "Yes", style: .default) { [weak self] _ in
                self?.gatherView.endGather()
            })
        alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alertController, animated: true)
    }
}

extension GatherViewController: GatherPresenterToViewProtocol {
    func configureSelectedTime() {
        gatherView.configureSelectedTime()
    }

    func showLoadingView() {
        gatherView.showLoadingView()
    }

    func hideLoadingView() {
        gatherView.hideLoadingView()
    }

    func handleError(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }
}
