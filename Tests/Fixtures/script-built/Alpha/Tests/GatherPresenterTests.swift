/// The presenter's tests; each returns true when it passes, nil when skipped.
enum GatherPresenterTests {
    static let file = "Tests/GatherPresenterTests.swift"

    static func testStartsLevel() -> Bool? { GatherPresenter().scoreText == "0 - 0" }

    static func testGoalUpdatesTheView() -> Bool? {
        let presenter = GatherPresenter()
        let view = GatherViewController(presenter: presenter)
        presenter.goal(team: 1)
        return view.shownScore == "0 - 1"
    }

    static func testGoalsAddUp() -> Bool? {
        let presenter = GatherPresenter()
        for team in [0, 0, 1] { presenter.goal(team: team) }
        return presenter.scores == [2, 1]
    }

    static let all: [(String, () -> Bool?)] = [
        ("testStartsLevel", testStartsLevel), ("testGoalUpdatesTheView", testGoalUpdatesTheView),
        ("testGoalsAddUp", testGoalsAddUp),
    ]
}
