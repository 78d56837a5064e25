import FootballGatherComponents
import HeadlessUI

/// What the PlayerAdd presenter tells its view.
@MainActor
protocol PlayerAddViewProtocol: AnyObject {
    func showLoadingView()
    func hideLoadingView()
    func handleError(title: String, message: String)
    func handlePlayerAddedSuccessfully()
}

/// What the PlayerAdd view asks of its view controller: the Done item, alerts and leaving.
@MainActor
protocol PlayerAddViewDelegate: AnyObject {
    func addRightBarButtonItem(_ barButtonItem: UIBarButtonItem)
    func presentAlert(title: String, message: String)
    func didAddPlayer()
}

/// The PlayerAdd screen's controls: the name field and the Done item it enables.
final class PlayerAddView: UIView {
    weak var delegate: PlayerAddViewDelegate?
    var presenter: PlayerAddPresenterProtocol!

    let playerNameTextField = UITextField()
    private(set) var doneButton: UIBarButtonItem!
    private let loadingView = LoadingView()

    init() {
        super.init(frame: .zero)
        playerNameTextField.accessibilityIdentifier = "playerNameTextField"
        playerNameTextField.addTarget(
            self, action: PlayerAddView.textFieldDidChange, for: .editingChanged)
        addSubview(playerNameTextField)
        addSubview(loadingView)
    }

    /// Sets the placeholder and hands the (disabled) Done item to the view controller.
    func setupView() {
        playerNameTextField.placeholder = presenter.textFieldPlaceholder
        doneButton = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: PlayerAddView.doneAction)
        doneButton.isEnabled = false
        delegate?.addRightBarButtonItem(doneButton)
    }

    private func textFieldDidChange() {
        doneButton.isEnabled = presenter.doneButtonIsEnabled(forText: playerNameTextField.text)
    }

    private func doneAction() {
        presenter.addPlayer(withName: playerNameTextField.text)
    }
}

extension PlayerAddView: PlayerAddViewProtocol {
    func showLoadingView() {
        loadingView.show(over: self)
    }

    func hideLoadingView() {
        loadingView.hide(from: self)
    }

    func handleError(title: String, message: String) {
        delegate?.presentAlert(title: title, message: message)
    }

    func handlePlayerAddedSuccessfully() {
        delegate?.didAddPlayer()
    }
}
