import FootballGatherKit
import Foundation
import HeadlessUI

/// The one scripted session every Football Gather variant runs, in its demo and in its tests:
/// a user walks through all seven screens against an in-memory backend on a manual clock, and
/// the session records what each screen shows. It drives the app only through what a user
/// touches (controls found by accessibility identifier, bar buttons, table rows, alerts), so
/// variants that differ only in architecture print byte-identical transcripts.
@MainActor
public final class ScriptedSession {
    /// Builds a variant's app over the session's environment and clock (not launched yet).
    public typealias AppFactory = @MainActor (ServiceEnvironment, any TickSource) -> ScriptedApp

    let backend = InMemoryBackend()
    let clock = ManualClock()
    private let app: ScriptedApp
    private var transcript = ""
    private var stepNumber = 0

    private init(makeApp: AppFactory) {
        app = makeApp(.inMemory(backend: backend), clock)
    }

    /// Runs the whole script on the app `makeApp` builds and returns its transcript; throws at
    /// the first step the app did not let the user do.
    public static func run(_ makeApp: AppFactory) throws(ScriptedSessionFailure) -> String {
        let session = ScriptedSession(makeApp: makeApp)
        try session.runScript()
        return session.transcript
    }

    /// What a demo executable does: prints the transcript, or what it printed up to a failure
    /// and the failure on standard error, exiting 1.
    public static func runAsDemo(_ makeApp: AppFactory) {
        do {
            print(try run(makeApp), terminator: "")
        } catch {
            print(error.transcript, terminator: "")
            FileHandle.standardError.write(Data("demo failed: \(error.message)\n".utf8))
            exit(1)
        }
    }

    // MARK: - What the script does as the user

    var navigationController: UINavigationController {
        get throws(ScriptedSessionFailure) {
            guard let navigation = app.navigationController else {
                throw failure("the window shows no navigation controller")
            }
            return navigation
        }
    }

    var topViewController: UIViewController {
        get throws(ScriptedSessionFailure) {
            guard let top = try navigationController.topViewController else {
                throw failure("no screen is shown")
            }
            return top
        }
    }

    func launch() { app.launch() }
    func terminate() { app.terminate() }

    /// Records a numbered step and the screen the user sees after it.
    func show(_ step: String) {
        stepNumber += 1
        transcript += "\n=== \(stepNumber). \(step)\n"
        transcript += app.window.renderText() + "\n"
    }

    /// Records a line that is not a screen (what the server holds at the end).
    func note(_ line: String) {
        transcript += "\n" + line + "\n"
    }

    /// The control named `identifier` on the top screen.
    func control<Control: UIView>(_ identifier: String, as type: Control.Type = Control.self)
        throws(ScriptedSessionFailure) -> Control
    {
        let top = try topViewController
        guard let found = top.view.view(withAccessibilityIdentifier: identifier) as? Control else {
            throw failure("no \(Control.self) named \(identifier) on \(Swift.type(of: top))")
        }
        return found
    }

    /// Throws unless the user could do `what` (`landed` is what the test driver returned).
    func expect(_ landed: Bool, _ what: String) throws(ScriptedSessionFailure) {
        if !landed { throw failure("could not \(what)") }
    }

    func tap(_ buttonIdentifier: String) throws(ScriptedSessionFailure) {
        try expect(control(buttonIdentifier, as: UIButton.self).tap(), "tap \(buttonIdentifier)")
    }

    func type(_ text: String, into fieldIdentifier: String) throws(ScriptedSessionFailure) {
        try expect(
            control(fieldIdentifier, as: UITextField.self).type(text),
            "type into \(fieldIdentifier)")
    }

    func replaceText(of fieldIdentifier: String, with text: String)
        throws(ScriptedSessionFailure)
    {
        try expect(
            control(fieldIdentifier, as: UITextField.self).replaceText(with: text),
            "replace the text of \(fieldIdentifier)")
    }

    func selectRow(_ row: Int, section: Int = 0, in tableIdentifier: String)
        throws(ScriptedSessionFailure)
    {
        try expect(
            control(tableIdentifier, as: UITableView.self).selectRow(
                at: IndexPath(row: row, section: section)),
            "select row \(row) of section \(section) in \(tableIdentifier)")
    }

    func tapRightBarButton() throws(ScriptedSessionFailure) {
        try expect(
            topViewController.navigationItem.rightBarButtonItem?.tap() == true,
            "tap the right bar button")
    }

    func tapBack() throws(ScriptedSessionFailure) {
        try expect(navigationController.tapBack() != nil, "tap the back button")
    }

    func answerAlert(_ buttonTitle: String) throws(ScriptedSessionFailure) {
        let alert = try navigationController.presentedViewController as? UIAlertController
        try expect(
            alert?.tapButton(titled: buttonTitle) == true, "answer the alert with \(buttonTitle)")
    }

    func failure(_ message: String) -> ScriptedSessionFailure {
        ScriptedSessionFailure(step: stepNumber + 1, message: message, transcript: transcript)
    }
}
