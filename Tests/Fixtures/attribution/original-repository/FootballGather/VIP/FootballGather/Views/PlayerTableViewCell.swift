import UIKit

final class PlayerTableViewCell: UITableViewCell {
    var playerName: String?
}
