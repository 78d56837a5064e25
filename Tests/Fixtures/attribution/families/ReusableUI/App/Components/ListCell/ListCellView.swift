import UIKit

final class ListCellView: UIView {
    var viewModel: ListCellViewModel?
}
