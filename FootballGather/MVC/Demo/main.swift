// A scripted session through every screen of the MVC variant, against the in-memory backend
// and on a manual clock, printing each screen as text. It drives the app only through what a
// user touches (controls found by accessibility identifier, bar buttons, table rows, alerts),
// so it proves the screens are wired together. Exits 1 at the first step that does not work.
import FootballGather
import FootballGatherKit
import Foundation
import HeadlessUI

@MainActor
final class DemoSession {
    let backend = InMemoryBackend()
    let clock = ManualClock()
    let app: AppDelegate
    private var stepNumber = 0

    init() {
        app = AppDelegate(
            dependencies: AppDependencies(
                environment: .inMemory(backend: backend), tickSource: clock))
    }

    var navigation: UINavigationController { app.navigationController }
    var screen: UIViewController { navigation.topViewController! }

    func step(_ description: String) {
        stepNumber += 1
        print("\n--- \(stepNumber). \(description)")
        print(navigation.renderText())
    }

    func fail(_ message: String) -> Never {
        FileHandle.standardError.write(
            Data("demo failed at step \(stepNumber + 1): \(message)\n".utf8))
        exit(1)
    }

    func check(_ condition: Bool, _ message: String) {
        if !condition { fail(message) }
    }

    func control<Control: UIView>(_ identifier: String, as type: Control.Type = Control.self)
        -> Control
    {
        guard let found = screen.view.view(withAccessibilityIdentifier: identifier) as? Control
        else {
            fail("no \(Control.self) '\(identifier)' on \(Swift.type(of: screen))")
        }
        return found
    }

    func tap(_ identifier: String) {
        check(
            control(identifier, as: UIButton.self).tap(),
            "button '\(identifier)' could not be tapped")
    }

    func type(_ text: String, into identifier: String) {
        check(
            control(identifier, as: UITextField.self).replaceText(with: text),
            "could not type into '\(identifier)'")
    }

    func tapRightBarButton() {
        check(
            screen.navigationItem.rightBarButtonItem?.tap() == true,
            "right bar button could not be tapped")
    }

    func selectRow(_ row: Int, section: Int = 0, in identifier: String) {
        check(
            control(identifier, as: UITableView.self).selectRow(
                at: IndexPath(row: row, section: section)),
            "row \(row) of section \(section) could not be selected")
    }

    func tapAlertButton(_ title: String) {
        guard let alert = screen.presentedViewController as? UIAlertController else {
            fail("no alert is shown")
        }
        check(alert.tapButton(titled: title), "alert has no button '\(title)'")
    }

    func expectScreen(_ title: String) {
        check(
            screen.title == title,
            "expected the screen \"\(title)\", found \"\(screen.title ?? "")\"")
    }

    func run() {
        app.applicationDidFinishLaunching()
        step("Launch: the Login screen")

        type("alice", into: "usernameTextField")
        type("secret", into: "passwordTextField")
        tap("registerButton")
        expectScreen("Players")
        step("Register alice (and log in): an empty player list")

        for name in ["Messi", "Ronaldo", "Xavi", "Iniesta"] {
            tap("actionButton")
            expectScreen("Add Player")
            type(name, into: "playerNameTextField")
            if name == "Messi" { step("Add a player: the name typed, Done enabled") }
            tapRightBarButton()
            expectScreen("Players")
        }
        step("Four players added")

        selectRow(0, in: "playerTableView")
        expectScreen("Messi")
        step("Open Messi's details")

        selectRow(0, section: 1, in: "playerDetailTableView")
        expectScreen("Preferred position")
        selectRow(4, in: "playerTableView")
        step("Edit the preferred position: striker picked")
        tapRightBarButton()
        selectRow(0, section: 0, in: "playerDetailTableView")
        type("Lionel Messi", into: "playerEditTextField")
        step("Edit the name")
        tapRightBarButton()
        expectScreen("Lionel Messi")
        step("Back on the details, name and position saved")
        check(navigation.tapBack() != nil, "could not go back to the list")
        step("Back on the list, the row updated")

        tapRightBarButton()
        for row in 0..<4 { selectRow(row, in: "playerTableView") }
        expectScreen("4 selected")
        step("Selection mode: four players picked")

        tap("actionButton")
        expectScreen("Confirm Players")
        let teams = control("playerTableView", as: UITableView.self)
        for destination in [
            IndexPath(row: 0, section: 1), IndexPath(row: 0, section: 2),
            IndexPath(row: 1, section: 1), IndexPath(row: 1, section: 2),
        ] {
            check(
                teams.moveRow(from: IndexPath(row: 0, section: 0), to: destination),
                "could not drag a player to \(destination)")
        }
        step("Confirm players: two per team")

        tap("startGatherButton")
        expectScreen("Gather in progress")
        step("Gather started")

        tap("setTimerButton")
        let picker = control("timerPickerView", as: UIPickerView.self)
        check(
            picker.spinToRow(0, inComponent: 0) && picker.spinToRow(5, inComponent: 1),
            "could not pick 00:05")
        step("Set the timer: the picker at 0 min 5 sec")
        check(
            screen.view.view(withAccessibilityIdentifier: "timerToolbar").flatMap {
                ($0 as? UIToolbar)?.items?.last?.tap()
            } == true,
            "could not tap the picker's Done")
        tap("actionTimerButton")
        clock.advance(bySeconds: 3)
        step("Timer started, 3 seconds later")
        tap("actionTimerButton")
        clock.advance(bySeconds: 10)
        step("Paused: time stands still")
        tap("actionTimerButton")
        clock.advance(bySeconds: 2)
        step("Resumed until 00:00: the timer stops by itself")

        for _ in 0..<2 {
            check(control("teamAStepper", as: UIStepper.self).increment(), "Team A stepper")
        }
        check(control("teamBStepper", as: UIStepper.self).increment(), "Team B stepper")
        step("Score 2-1")

        tap("endGatherButton")
        step("End the gather: confirmation")
        tapAlertButton("Yes")
        expectScreen("Players")
        step("Back on the player list, in list mode")

        let gathers = backend.gathers(ofUser: "alice")
        print(
            "\nServer: \(gathers.count) gather(s); last score \(gathers.last?.score ?? "-"), winner \(gathers.last?.winnerTeam ?? "-")"
        )
        check(
            gathers.last?.score == "2-1" && gathers.last?.winnerTeam == "Team A",
            "the gather was not saved with its score")
        app.applicationWillTerminate()
        print("Demo finished: every screen was visited.")
    }
}

MainActor.assumeIsolated {
    DemoSession().run()
}
