import HeadlessUI
import Testing

@MainActor
@Suite struct AlertControllerTests {
    private func makeDeleteAlert(log: Journal) -> UIAlertController {
        let alert = UIAlertController(
            title: "Delete player", message: "Are you sure you want to delete the selected player?",
            preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { _ in log.record("delete") })
        alert.addAction(
            UIAlertAction(title: "Cancel", style: .cancel) { _ in log.record("cancel") })
        return alert
    }

    @Test func actionsKeepTheirOrderTitleAndStyle() {
        let alert = makeDeleteAlert(log: Journal())
        #expect(alert.title == "Delete player")
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    }

    @Test func tappingAButtonDismissesTheAlertThenRunsItsHandler() {
        let log = Journal()
        let screen = UIViewController()
        let alert = makeDeleteAlert(log: log)
        screen.present(alert, animated: true)

        #expect(alert.tapButton(atIndex: 0))
        #expect(log.entries == ["delete"])
        #expect(screen.presentedViewController == nil)
    }

    @Test func tappingByTitleAndInvalidTaps() {
        let log = Journal()
        let alert = makeDeleteAlert(log: log)
        #expect(alert.tapButton(titled: "Cancel"))
        #expect(!alert.tapButton(titled: "Maybe"))
        #expect(!alert.tapButton(atIndex: 2))
        alert.actions[0].isEnabled = false
        #expect(!alert.tapButton(atIndex: 0))
        #expect(log.entries == ["cancel"])
    }

    @Test func aHandlerCanPresentTheNextAlert() {
        let screen = UIViewController()
        let first = UIAlertController(title: "End Gather", message: nil, preferredStyle: .alert)
        let second = UIAlertController(title: "Error update", message: nil, preferredStyle: .alert)
        first.addAction(
            UIAlertAction(title: "Yes", style: .default) { _ in
                screen.present(second, animated: true)
            })
        screen.present(first, animated: true)
        first.tapButton(atIndex: 0)
        #expect(screen.presentedViewController === second)
    }
}
