import UIKit

final class LoginViewController: BaseViewController, BaseView {
    var presenter: LoginPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.start()
    }
}
