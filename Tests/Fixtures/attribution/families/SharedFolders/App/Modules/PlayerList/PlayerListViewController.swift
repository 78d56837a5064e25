import UIKit

final class PlayerListViewController: BaseViewController, BaseView {
    var presenter: PlayerListPresenter!
}
