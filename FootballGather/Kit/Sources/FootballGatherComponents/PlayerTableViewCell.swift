import HeadlessUI

/// A row of the player list: name, position and skill, plus a checkbox in selection mode.
public final class PlayerTableViewCell: UITableViewCell {
    public static let reuseIdentifier = "PlayerTableViewCell"

    public let nameLabel = UILabel()
    public let positionLabel = UILabel()
    public let skillLabel = UILabel()
    public let playerIsSelectedImageView = UIImageView()

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for subview in [nameLabel, positionLabel, skillLabel, playerIsSelectedImageView] as [UIView]
        {
            contentView.addSubview(subview)
        }
        setupDefaultView()
    }

    /// List mode: no checkbox (the original collapsed its leading constraint to 0).
    public func setupDefaultView() {
        playerIsSelectedImageView.isHidden = true
    }

    /// Selection mode: the checkbox shows whether the player is picked.
    public func setupSelectionView(isSelected: Bool) {
        playerIsSelectedImageView.isHidden = false
        setPlayerIsSelected(isSelected)
    }

    /// Ticks or unticks the checkbox.
    public func setPlayerIsSelected(_ isSelected: Bool) {
        playerIsSelectedImageView.image = UIImage(named: isSelected ? "ticked" : "unticked")
    }

    // One line per player reads better in a demo transcript than the label tree.
    public override func renderLines() -> [String] {
        let texts = [nameLabel.text, positionLabel.text, skillLabel.text].map { "\"\($0 ?? "")\"" }
        var line = "Player " + texts.joined(separator: " | ")
        if !playerIsSelectedImageView.isHidden, let image = playerIsSelectedImageView.image {
            line += " [\(image.name)]"
        }
        return [line]
    }
}
