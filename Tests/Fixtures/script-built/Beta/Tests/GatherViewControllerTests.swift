/// The view's tests: it shows what the view model says.
enum GatherViewControllerTests {
    static let file = "Tests/GatherViewControllerTests.swift"

    static func testShowsTheScore() -> Bool? {
        let viewModel = GatherViewModel()
        let view = GatherViewController(viewModel: viewModel)
        viewModel.goal(team: 0)
        return view.shownScore == "1 - 0"
    }

    static let all: [(String, () -> Bool?)] = [("testShowsTheScore", testShowsTheScore)]
}
