import FootballGather
import FootballGatherKit
// Walks a scripted session through every screen of the MVP app against the in-memory backend,
// on a manual clock, printing each screen as text: proof that the screens are wired together.
// Run: swift run FootballGatherDemo   (exits 0 when every step landed, 1 at the first that did not)
import Foundation
import HeadlessUI

@MainActor
struct DemoSession {
    let clock = ManualClock()
    let app: AppDelegate
    private var stepNumber = 0

    init() {
        app = AppDelegate(
            dependencies: AppDependencies(environment: .inMemory(), tickSource: clock))
        app.applicationDidFinishLaunching()
    }

    var navigationController: UINavigationController { app.navigationController }

    mutating func show(_ step: String) {
        stepNumber += 1
        print("\n=== \(stepNumber). \(step)")
        print(app.window.renderText())
    }

    /// The control named `identifier` on the top screen; stops the demo if there is none.
    func control<Control: UIView>(_ identifier: String, as type: Control.Type = Control.self)
        -> Control
    {
        guard
            let found = navigationController.topViewController?.view.view(
                withAccessibilityIdentifier: identifier) as? Control
        else {
            fail(
                "no \(Control.self) named \(identifier) on \(String(describing: navigationController.topViewController))"
            )
        }
        return found
    }

    func expect(_ landed: Bool, _ what: String) {
        if !landed { fail(what) }
    }

    func tapRightBarButton() {
        expect(
            navigationController.topViewController?.navigationItem.rightBarButtonItem?.tap()
                == true, "tap the right bar button")
    }

    func answerAlert(_ title: String) {
        let alert = navigationController.presentedViewController as? UIAlertController
        expect(alert?.tapButton(titled: title) == true, "answer the alert with \(title)")
    }

    func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("demo failed: \(message)\n".utf8))
        exit(1)
    }
}

@MainActor
func runDemo() {
    var demo = DemoSession()
    demo.show("Login")

    demo.control("usernameTextField", as: UITextField.self).type("demo-user")
    demo.control("passwordTextField", as: UITextField.self).type("demo-password")
    demo.expect(demo.control("registerButton", as: UIButton.self).tap(), "tap Register")
    demo.show("Registered: the empty player list")

    demo.expect(demo.navigationController.tapBack() != nil, "go back to Login")
    demo.control("passwordTextField", as: UITextField.self).replaceText(with: "demo-password")
    demo.expect(demo.control("loginButton", as: UIButton.self).tap(), "tap Login")
    demo.show("Logged in")

    for name in ["Messi", "Ronaldo", "Iniesta", "Xavi"] {
        demo.expect(demo.control("actionButton", as: UIButton.self).tap(), "tap Add player")
        demo.control("playerNameTextField", as: UITextField.self).type(name)
        if name == "Messi" { demo.show("PlayerAdd") }
        demo.tapRightBarButton()
    }
    demo.show("Four players added")

    demo.expect(
        demo.control("playerTableView", as: UITableView.self).selectRow(
            at: IndexPath(row: 0, section: 0)), "open a player")
    demo.show("PlayerDetail")
    demo.expect(
        demo.control("playerDetailTableView", as: UITableView.self).selectRow(
            at: IndexPath(row: 1, section: 0)), "edit the age")
    demo.control("playerEditTextField", as: UITextField.self).replaceText(with: "35")
    demo.show("PlayerEdit (text)")
    demo.tapRightBarButton()
    demo.expect(
        demo.control("playerDetailTableView", as: UITableView.self).selectRow(
            at: IndexPath(row: 0, section: 1)), "edit the position")
    demo.expect(
        demo.control("playerTableView", as: UITableView.self).selectRow(
            at: IndexPath(row: 4, section: 0)), "pick striker")
    demo.show("PlayerEdit (selection)")
    demo.tapRightBarButton()
    demo.show("PlayerDetail after the edits")
    demo.expect(demo.navigationController.tapBack() != nil, "go back to the list")

    demo.tapRightBarButton()
    let playerTable = demo.control("playerTableView", as: UITableView.self)
    for row in 0..<4 {
        demo.expect(
            playerTable.selectRow(at: IndexPath(row: row, section: 0)), "select player \(row)")
    }
    demo.show("Four players selected")
    demo.expect(demo.control("actionButton", as: UIButton.self).tap(), "tap Confirm players")

    let teamsTable = demo.control("playerTableView", as: UITableView.self)
    demo.expect(
        teamsTable.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)),
        "move to Team A")
    demo.expect(
        teamsTable.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2)),
        "move to Team B")
    demo.expect(
        teamsTable.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1)),
        "move to Team A")
    demo.expect(
        teamsTable.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 2)),
        "move to Team B")
    demo.show("ConfirmPlayers with two teams")
    demo.expect(demo.control("startGatherButton", as: UIButton.self).tap(), "tap Start Gather")
    demo.show("Gather")

    demo.expect(demo.control("setTimerButton", as: UIButton.self).tap(), "tap Set")
    let picker = demo.control("timePickerView", as: UIPickerView.self)
    demo.expect(
        picker.spinToRow(1, inComponent: 0) && picker.spinToRow(5, inComponent: 1), "pick 01:05")
    demo.show("Time picker")
    demo.expect(
        (demo.control("timerView", as: UIView.self).subviews.compactMap { $0 as? UIToolbar }.first?
            .items?.last?.tap()) == true, "tap Done")
    demo.expect(demo.control("actionTimerButton", as: UIButton.self).tap(), "tap Start")
    demo.clock.advance(bySeconds: 7)
    demo.control("teamAStepper", as: UIStepper.self).increment()
    demo.control("teamAStepper", as: UIStepper.self).increment()
    demo.control("teamBStepper", as: UIStepper.self).increment()
    demo.show("Gather after 7 seconds, 2-1")

    demo.expect(demo.control("endGatherButton", as: UIButton.self).tap(), "tap End Gather")
    demo.show("End Gather confirmation")
    demo.answerAlert("Yes")
    demo.show("Back to the player list, in list mode")
}

MainActor.assumeIsolated {
    runDemo()
}
