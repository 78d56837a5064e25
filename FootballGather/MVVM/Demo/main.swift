// The MVVM Football Gather app, launched against the in-memory backend and walked through every
// screen by a scripted user, printing what each screen shows. The script finds controls by their
// accessibility identifiers, as a UI test would, and drives time with a manual clock.
import FootballGather
import FootballGatherKit
import Foundation
import HeadlessUI

let backend = InMemoryBackend.demo()
let clock = ManualClock()
let app = AppDelegate(
    dependencies: AppDependencies(environment: .inMemory(backend: backend), tickSource: clock))
var stepNumber = 0

/// Prints a numbered step and the screen the user sees after it.
@MainActor func show(_ step: String) {
    stepNumber += 1
    print("── \(stepNumber). \(step)")
    print(app.navigationController.renderText())
    print()
}

/// Stops the demo with a message: the script expected something the app did not show.
@MainActor func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Demo failed at step \(stepNumber + 1): \(message)\n".utf8))
    exit(1)
}

/// The control called `identifier` on the top screen (or in what it presents).
@MainActor func control<Control: UIView>(_ identifier: String, _ type: Control.Type = Control.self)
    -> Control
{
    guard let top = app.navigationController.topViewController,
        let found = top.view.view(withAccessibilityIdentifier: identifier) as? Control
    else {
        fail(
            "no \(Control.self) '\(identifier)' on \(String(describing: app.navigationController.topViewController))"
        )
    }
    return found
}

@MainActor func expectScreen(titled title: String) {
    let shown = app.navigationController.topViewController?.title
    if shown != title { fail("expected the screen \"\(title)\", found \"\(shown ?? "nil")\"") }
}

@MainActor func tap(_ button: UIButton) {
    if !button.tap() { fail("could not tap \(button.currentTitle ?? "a button")") }
}

@MainActor func tapBarButton() {
    guard let item = app.navigationController.topViewController?.navigationItem.rightBarButtonItem,
        item.tap()
    else {
        fail("could not tap the bar button")
    }
}

@MainActor func tapRow(_ row: Int, section: Int = 0, in tableIdentifier: String) {
    if !control(tableIdentifier, UITableView.self).selectRow(
        at: IndexPath(row: row, section: section))
    {
        fail("could not tap row \(row) of section \(section)")
    }
}

@MainActor func answerAlert(_ buttonTitle: String) {
    guard let alert = app.navigationController.presentedViewController as? UIAlertController,
        alert.tapButton(titled: buttonTitle)
    else { fail("no alert with \(buttonTitle)") }
}

@MainActor func typeCredentials(username: String, password: String) {
    control("usernameTextField", UITextField.self).replaceText(with: username)
    control("passwordTextField", UITextField.self).replaceText(with: password)
}

// Login, then register a new user: their list is empty.
app.applicationDidFinishLaunching()
show("The app starts at Login")
typeCredentials(username: "new-user", password: "secret")
tap(control("registerButton"))
expectScreen(titled: "Players")
show("Register new-user: logged in, no players yet")

// Back to Login and in as the demo user with six players.
app.navigationController.tapBack()
typeCredentials(username: InMemoryBackend.demoUsername, password: InMemoryBackend.demoPassword)
tap(control("loginButton"))
expectScreen(titled: "Players")
show("Log in as \(InMemoryBackend.demoUsername)")

// Add a player.
tap(control("actionButton"))
expectScreen(titled: "Add Player")
control("playerNameTextField", UITextField.self).type("Zoe")
show("Add player: type a name")
tapBarButton()
expectScreen(titled: "Players")
show("Done: Zoe is on the list")

// View and edit a player.
tapRow(0, in: "playerTableView")
expectScreen(titled: "John")
show("Tap John: his details")
tapRow(1, section: 0, in: "playerDetailTableView")
expectScreen(titled: "Age")
control("playerEditTextField", UITextField.self).replaceText(with: "19")
show("Edit his age")
tapBarButton()
expectScreen(titled: "John")
tapRow(0, section: 1, in: "playerDetailTableView")
expectScreen(titled: "Preferred position")
tapRow(4, in: "playerTableView")
show("Edit his position: pick striker")
tapBarButton()
expectScreen(titled: "John")
show("Done: the details show the new age and position")
app.navigationController.tapBack()
expectScreen(titled: "Players")

// Select four players and sort them into teams.
tapBarButton()
for row in 0..<4 { tapRow(row, in: "playerTableView") }
show("Select mode: pick four players")
tap(control("actionButton"))
expectScreen(titled: "Confirm Players")
let confirmTable = control("playerTableView", UITableView.self)
for team in [1, 2, 1, 2] {
    if !confirmTable.moveRow(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: team))
    {
        fail("could not drag a player to section \(team)")
    }
}
show("Confirm players: drag them into Team A and Team B")
tap(control("startGatherButton"))
expectScreen(titled: "Gather in progress")
show("Start Gather")

// Run a 5-second countdown on the manual clock.
tap(control("setTimerButton"))
let picker = control("timePickerView", UIPickerView.self)
picker.spinToRow(0, inComponent: 0)
picker.spinToRow(5, inComponent: 1)
show("Set the timer to 0 min 5 sec")
guard let timerDone = control("timerToolbar", UIToolbar.self).items?.last, timerDone.tap() else {
    fail("no Done in the timer toolbar")
}
tap(control("actionTimerButton"))
clock.advance(bySeconds: 2)
show("Start the timer; two seconds pass")
clock.advance(bySeconds: 3)
show("Three more seconds: time is up")

// Score 3-1 and end the gather.
for _ in 0..<3 { control("teamAStepper", UIStepper.self).increment() }
control("teamBStepper", UIStepper.self).increment()
tap(control("endGatherButton"))
show("Score 3-1, End Gather")
answerAlert("Yes")
expectScreen(titled: "Players")
show("Yes: back to the player list, in list mode")

guard let gather = backend.gathers(ofUser: InMemoryBackend.demoUsername).first else {
    fail("the gather is not on the server")
}
print(
    "Server: gather \(gather.id.uuidString.prefix(8))… ended \(gather.score ?? "?"), winner \(gather.winnerTeam ?? "?"); "
        + "\(backend.players(inGather: gather.id).count) players took part.")
print("Requests answered by the in-memory backend: \(backend.answeredRequests.count)")
app.applicationWillTerminate()
