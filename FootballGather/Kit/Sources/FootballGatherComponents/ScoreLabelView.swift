import HeadlessUI

/// The two score labels of the gather screen, Team A's and Team B's, both starting at "0".
public final class ScoreLabelView: UIView {
    public let teamAScoreLabel = UILabel()
    public let teamBScoreLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "scoreLabelView"
        teamAScoreLabel.accessibilityIdentifier = "teamAScoreLabel"
        teamBScoreLabel.accessibilityIdentifier = "teamBScoreLabel"
        teamAScoreLabel.text = "0"
        teamBScoreLabel.text = "0"
        addSubview(teamAScoreLabel)
        addSubview(teamBScoreLabel)
    }
}
