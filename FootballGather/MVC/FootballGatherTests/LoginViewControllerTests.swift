import FootballGatherKit
import HeadlessUI
import XCTest

@testable import FootballGather

/// The Login screen's validation, error handling and "Remember Me".
@MainActor
final class LoginViewControllerTests: XCTestCase {
    // Scenario: login.rejectsEmptyFields
    func testLogin_whenAFieldIsEmpty_presentsMandatoryFieldsAlert() async throws {
        let app = RunningApp()

        try app.submitLogin(username: InMemoryBackend.demoUsername, password: "")

        let alert = try app.presentedAlert()
        XCTAssertEqual(alert.title, "Error")
        XCTAssertEqual(alert.message, "Both fields are mandatory.")
        XCTAssertTrue(app.backend.answeredRequests.isEmpty, "nothing is sent")
        XCTAssertNotNil(try app.top(LoginViewController.self))
    }

    // Scenario: login.rejectsWrongPassword
    func testLogin_whenPasswordIsWrong_presentsErrorAndStaysOnLogin() async throws {
        let app = RunningApp()

        try app.submitLogin(password: "wrong-password")

        let alert = try app.presentedAlert()
        XCTAssertEqual(alert.title, "Error")
        XCTAssertFalse(alert.message?.isEmpty ?? true)
        let login = try app.top(LoginViewController.self)
        XCTAssertTrue(login.loadingView.isHidden)
        XCTAssertTrue(
            login.view.isUserInteractionEnabled, "the screen is usable again after the error")
        XCTAssertNil(app.environment.keychain.token)
    }

    // Scenario: login.logsIn
    func testLogin_whenRememberMeIsOn_storesUsernameAndPrefillsItNextLaunch() async throws {
        let app = RunningApp()
        XCTAssertTrue(
            try app.top(LoginViewController.self).rememberMeSwitch.isOn,
            "remembering is on by default")

        _ = try app.logIn()

        XCTAssertEqual(app.environment.userDefaults.rememberUsername, true)
        XCTAssertEqual(app.environment.keychain.username, InMemoryBackend.demoUsername)
        let nextLogin = LoginViewController(
            dependencies: AppDependencies(environment: app.environment, tickSource: app.clock))
        nextLogin.loadViewIfNeeded()
        XCTAssertEqual(nextLogin.usernameTextField.text, InMemoryBackend.demoUsername)
    }

    // Scenario: login.forgetsUsernameWhenRememberMeIsOff
    func testLogin_whenRememberMeIsOff_forgetsUsername() async throws {
        let app = RunningApp()
        app.environment.keychain.username = "someone-else"
        let login = try app.top(LoginViewController.self)
        XCTAssertTrue(login.rememberMeSwitch.tap())

        _ = try app.logIn()

        XCTAssertEqual(app.environment.userDefaults.rememberUsername, false)
        XCTAssertNil(app.environment.keychain.username)
        XCTAssertNotNil(app.environment.keychain.token)
    }

    func testApplicationWillTerminate_whenLoggedIn_clearsToken() async throws {
        let app = RunningApp()
        _ = try app.logIn()
        XCTAssertNotNil(app.environment.keychain.token)

        app.appDelegate.applicationWillTerminate()

        XCTAssertNil(app.environment.keychain.token)
    }
}
