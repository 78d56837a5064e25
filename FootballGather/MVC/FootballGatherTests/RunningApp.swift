import FootballGatherKit
import HeadlessUI
import XCTest

@testable import FootballGather

/// The whole MVC app launched in a visible window against an in-memory server (the demo
/// account and its six players) and a manual clock, with shortcuts to the screen on top.
@MainActor
final class RunningApp {
    let backend: InMemoryBackend
    let clock = ManualClock()
    let environment: ServiceEnvironment
    let appDelegate: AppDelegate

    init(backend: InMemoryBackend = .demo()) {
        self.backend = backend
        environment = .inMemory(backend: backend)
        appDelegate = AppDelegate(
            dependencies: AppDependencies(environment: environment, tickSource: clock))
        appDelegate.applicationDidFinishLaunching()
    }

    var navigationController: UINavigationController { appDelegate.navigationController }

    /// The screen on top of the stack, as `Screen`; fails the test when it is another screen.
    func top<Screen: UIViewController>(
        _ screen: Screen.Type, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screen {
        let top = navigationController.topViewController
        return try XCTUnwrap(
            top as? Screen,
            "expected \(Screen.self) on top, found \(top.map { "\(type(of: $0))" } ?? "nothing")",
            file: file, line: line)
    }

    /// The alert over the screen on top; fails the test when none is shown.
    func presentedAlert(file: StaticString = #filePath, line: UInt = #line) throws
        -> UIAlertController
    {
        try XCTUnwrap(
            navigationController.presentedViewController as? UIAlertController, "no alert is shown",
            file: file, line: line)
    }

    /// Types the credentials on the Login screen and taps Login (or Register).
    func submitLogin(
        username: String = InMemoryBackend.demoUsername,
        password: String = InMemoryBackend.demoPassword,
        register: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let login = try top(LoginViewController.self, file: file, line: line)
        login.usernameTextField.replaceText(with: username)
        login.passwordTextField.replaceText(with: password)
        XCTAssertTrue(
            (register ? login.registerButton : login.loginButton).tap(), file: file, line: line)
    }

    /// Logs the demo user in and returns the player list it lands on.
    func logIn(file: StaticString = #filePath, line: UInt = #line) throws
        -> PlayerListViewController
    {
        try submitLogin(file: file, line: line)
        return try top(PlayerListViewController.self, file: file, line: line)
    }
}
