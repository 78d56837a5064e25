import FootballGatherKit
import HeadlessUI

/// Told when a team's score stepper moves.
@MainActor
protocol ScoreStepperDelegate: AnyObject {
    func stepper(_ stepper: UIStepper, didChangeValueForTeam team: TeamSection, newValue: Double)
}

/// The two score steppers of a gather, Team A's then Team B's, each counting 0 to 100.
@MainActor
final class ScoreStepper: UIStackView {
    weak var delegate: ScoreStepperDelegate?
    let teamAStepper = UIStepper()
    let teamBStepper = UIStepper()

    init() {
        super.init(frame: .zero)
        configure(teamAStepper, identifier: "teamAStepper")
        configure(teamBStepper, identifier: "teamBStepper")
    }

    private func configure(_ stepper: UIStepper, identifier: String) {
        stepper.accessibilityIdentifier = identifier
        stepper.minimumValue = GatherScore.stepperRange.lowerBound
        stepper.maximumValue = GatherScore.stepperRange.upperBound
        stepper.addTarget(self, action: ScoreStepper.stepperValueChanged, for: .valueChanged)
        addArrangedSubview(stepper)
    }

    private func stepperValueChanged(_ stepper: UIStepper) {
        let team: TeamSection = stepper === teamAStepper ? .teamA : .teamB
        delegate?.stepper(stepper, didChangeValueForTeam: team, newValue: stepper.value)
    }
}
