import FootballGatherComponents
import FootballGatherKit
import HeadlessUI
import XCTest

/// The reusable views every variant shows. Test methods are `async`: on Linux a synchronous
/// `@MainActor` XCTest method crashes the runner.
@MainActor
final class ComponentsTests: XCTestCase {
    private final class RetryRecorder: EmptyViewDelegate {
        var retries = 0
        func retryAction() { retries += 1 }
    }

    private final class ScoreRecorder: ScoreStepperDelegate {
        var changes: [(TeamSection, Double)] = []
        func stepper(
            _ stepper: UIStepper, didChangeValueForTeam team: TeamSection, newValue: Double
        ) {
            changes.append((team, newValue))
        }
    }

    func testEmptyView_whenRetryIsTapped_tellsItsDelegate() async {
        let emptyView = EmptyView()
        let recorder = RetryRecorder()
        emptyView.delegate = recorder
        emptyView.isHidden = false
        XCTAssertTrue(emptyView.retryButton.tap())
        XCTAssertEqual(recorder.retries, 1)
    }

    func testLoadingView_whileShown_blocksTheScreenAndGivesItBackWhenHidden() async {
        let screen = UIView()
        let loadingView = LoadingView()
        XCTAssertTrue(loadingView.isHidden)
        loadingView.show(over: screen)
        XCTAssertFalse(loadingView.isHidden)
        XCTAssertFalse(screen.isUserInteractionEnabled)
        loadingView.hide(from: screen)
        XCTAssertTrue(loadingView.isHidden)
        XCTAssertTrue(screen.isUserInteractionEnabled)
    }

    func testPlayerCell_showsTheCheckboxOnlyInSelectionMode() async {
        let cell = PlayerTableViewCell(
            style: .default, reuseIdentifier: PlayerTableViewCell.reuseIdentifier)
        XCTAssertTrue(cell.playerIsSelectedImageView.isHidden)
        cell.setupSelectionView(isSelected: true)
        XCTAssertFalse(cell.playerIsSelectedImageView.isHidden)
        XCTAssertEqual(cell.playerIsSelectedImageView.image?.name, "ticked")
        cell.setPlayerIsSelected(false)
        XCTAssertEqual(cell.playerIsSelectedImageView.image?.name, "unticked")
        cell.nameLabel.text = "John"
        XCTAssertEqual(cell.renderLines(), ["Player \"John\" | \"\" | \"\" [unticked]"])
        cell.setupDefaultView()
        XCTAssertTrue(cell.playerIsSelectedImageView.isHidden)
    }

    func testScoreStepper_reportsTheTeamAndStopsAtTheBounds() async {
        let scoreStepper = ScoreStepper()
        let recorder = ScoreRecorder()
        scoreStepper.delegate = recorder
        scoreStepper.teamBStepper.increment()
        scoreStepper.teamAStepper.decrement()  // already 0: no change, no event
        XCTAssertEqual(recorder.changes.map(\.0), [.teamB])
        XCTAssertEqual(recorder.changes.map(\.1), [1])
        XCTAssertEqual(scoreStepper.teamAStepper.maximumValue, 100)
    }

    func testScoreLabels_startAtZero() async {
        let labels = ScoreLabelView()
        XCTAssertEqual(labels.teamAScoreLabel.text, "0")
        XCTAssertEqual(labels.teamBScoreLabel.text, "0")
    }

    func testAlertHelper_presentsOneOKAlert() async {
        let screen = UIViewController()
        AlertHelper.present(in: screen, title: "Error", message: "Both fields are mandatory.")
        let alert = screen.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.title, "Error")
        XCTAssertEqual(alert?.actions.map(\.title), ["OK"])
    }
}
