import HeadlessUI

/// A player row of the list: name, position and skill, with a checkbox while selecting.
final class PlayerTableViewCell: UITableViewCell {
    static let reuseIdentifier = "PlayerTableViewCell"

    let nameLabel = UILabel()
    let positionLabel = UILabel()
    let skillLabel = UILabel()
    let checkboxImageView = UIImageView()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        [checkboxImageView, nameLabel, positionLabel, skillLabel].forEach(contentView.addSubview)
    }

    /// Shows or hides the checkbox, ticked when the player is selected.
    func setCheckbox(visible: Bool, ticked: Bool) {
        checkboxImageView.isHidden = !visible
        checkboxImageView.image = UIImage(named: ticked ? "ticked" : "unticked")
    }
}
