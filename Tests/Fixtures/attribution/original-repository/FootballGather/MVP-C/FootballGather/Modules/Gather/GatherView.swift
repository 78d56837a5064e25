import UIKit

final class GatherView: UIView {
    weak var presenter: GatherPresenter?
}
