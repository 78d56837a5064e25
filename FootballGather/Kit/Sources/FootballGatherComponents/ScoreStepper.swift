import FootballGatherKit
import HeadlessUI

/// Hears the score steppers of the gather screen.
@MainActor
public protocol ScoreStepperDelegate: AnyObject {
    /// The stepper of `team` moved to `newValue`.
    func stepper(_ stepper: UIStepper, didChangeValueForTeam team: TeamSection, newValue: Double)
}

/// Two steppers side by side, one per team, counting goals from 0 to 100.
public final class ScoreStepper: UIStackView {
    public let teamAStepper = UIStepper()
    public let teamBStepper = UIStepper()
    public weak var delegate: ScoreStepperDelegate?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "scoreStepper"
        teamAStepper.accessibilityIdentifier = "teamAStepper"
        teamBStepper.accessibilityIdentifier = "teamBStepper"
        for stepper in [teamAStepper, teamBStepper] {
            stepper.minimumValue = GatherScore.stepperRange.lowerBound
            stepper.maximumValue = GatherScore.stepperRange.upperBound
            addArrangedSubview(stepper)
        }
        teamAStepper.addTarget(
            self, action: ScoreStepper.teamAStepperValueChanged, for: .valueChanged)
        teamBStepper.addTarget(
            self, action: ScoreStepper.teamBStepperValueChanged, for: .valueChanged)
    }

    private func teamAStepperValueChanged(_ sender: UIStepper) {
        delegate?.stepper(sender, didChangeValueForTeam: .teamA, newValue: sender.value)
    }

    private func teamBStepperValueChanged(_ sender: UIStepper) {
        delegate?.stepper(sender, didChangeValueForTeam: .teamB, newValue: sender.value)
    }
}
