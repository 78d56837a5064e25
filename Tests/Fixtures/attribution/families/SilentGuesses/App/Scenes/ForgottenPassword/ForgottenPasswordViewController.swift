import UIKit

final class ForgottenPasswordViewController: UIViewController {
    var presenter: ForgottPasswordPresenter?
}
