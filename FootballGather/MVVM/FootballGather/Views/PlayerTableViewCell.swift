import HeadlessUI

/// A row of the player list: name, position and skill, plus a checkbox in selection mode.
final class PlayerTableViewCell: UITableViewCell {
    static let reuseIdentifier = "PlayerTableViewCell"

    let nameLabel = UILabel()
    let positionLabel = UILabel()
    let skillLabel = UILabel()
    let playerIsSelectedImageView = UIImageView()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for subview in [nameLabel, positionLabel, skillLabel, playerIsSelectedImageView] as [UIView] {
            contentView.addSubview(subview)
        }
        setupDefaultView()
    }

    /// List mode: no checkbox (the original collapsed its leading constraint to 0).
    func setupDefaultView() {
        playerIsSelectedImageView.isHidden = true
    }

    /// Selection mode: the checkbox shows whether the player is picked.
    func setupSelectionView(isSelected: Bool) {
        playerIsSelectedImageView.isHidden = false
        setPlayerIsSelected(isSelected)
    }

    /// Ticks or unticks the checkbox.
    func setPlayerIsSelected(_ isSelected: Bool) {
        playerIsSelectedImageView.image = UIImage(named: isSelected ? "ticked" : "unticked")
    }

    // One line per player reads better in a demo transcript than the label tree.
    override func renderLines() -> [String] {
        let texts = [nameLabel.text, positionLabel.text, skillLabel.text].map { "\"\($0 ?? "")\"" }
        var line = "Player " + texts.joined(separator: " | ")
        if !playerIsSelectedImageView.isHidden, let image = playerIsSelectedImageView.image {
            line += " [\(image.name)]"
        }
        return [line]
    }
}
