import FootballGatherComponents
import HeadlessUI

/// What the PlayerAdd view tells its view controller.
@MainActor
protocol PlayerAddViewDelegate: AnyObject {
    func nameDidChange(_ name: String?)
    func didTapDone(name: String?)
}

/// The PlayerAdd screen's controls: the name field and the Done item it enables.
final class PlayerAddView: UIView {
    weak var delegate: PlayerAddViewDelegate?

    let playerNameTextField = UITextField()
    private(set) var doneButton: UIBarButtonItem!
    private let loadingView = LoadingView()

    init() {
        super.init(frame: .zero)
        playerNameTextField.accessibilityIdentifier = "playerNameTextField"
        playerNameTextField.addTarget(
            self, action: PlayerAddView.textFieldDidChange, for: .editingChanged)
        doneButton = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: PlayerAddView.doneAction)
        addSubview(playerNameTextField)
        addSubview(loadingView)
    }

    func showLoadingView() {
        loadingView.show(over: self)
    }

    func hideLoadingView() {
        loadingView.hide(from: self)
    }

    private func textFieldDidChange() {
        delegate?.nameDidChange(playerNameTextField.text)
    }

    private func doneAction() {
        delegate?.didTapDone(name: playerNameTextField.text)
    }
}
