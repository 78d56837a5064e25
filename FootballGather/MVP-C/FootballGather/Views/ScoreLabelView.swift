import HeadlessUI

/// The two score labels of a gather, Team A's then Team B's, both starting at "0".
@MainActor
final class ScoreLabelView: UIView {
    let teamAScoreLabel = UILabel()
    let teamBScoreLabel = UILabel()

    init() {
        super.init(frame: .zero)
        teamAScoreLabel.accessibilityIdentifier = "teamAScoreLabel"
        teamBScoreLabel.accessibilityIdentifier = "teamBScoreLabel"
        teamAScoreLabel.text = "0"
        teamBScoreLabel.text = "0"
        addSubview(teamAScoreLabel)
        addSubview(teamBScoreLabel)
    }
}
