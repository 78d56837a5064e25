import UIKit

final class PlayerCellView: UIView {
    var model: PlayerCellViewModel?
}
