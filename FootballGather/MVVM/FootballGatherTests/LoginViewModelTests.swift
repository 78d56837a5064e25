import FootballGatherKit
import FootballGatherTestSupport
import XCTest

@testable import FootballGather

@MainActor
final class LoginViewModelTests: XCTestCase {
    private let backend = InMemoryBackend.demo()
    private lazy var environment = ServiceEnvironment.inMemory(backend: backend)
    private lazy var viewModel = LoginViewModel(environment: environment)

    func testRememberUsername_whenNeverSet_isOnAndPrefillsStoredUsername() async {
        environment.keychain.username = "demo-user"

        XCTAssertTrue(viewModel.rememberUsername)
        XCTAssertEqual(viewModel.username, "demo-user")
    }

    func testRememberUsername_whenTurnedOff_prefillsNothing() async {
        environment.keychain.username = "demo-user"
        environment.userDefaults.rememberUsername = false

        XCTAssertFalse(viewModel.rememberUsername)
        XCTAssertNil(viewModel.username)
    }

    func testValidationMessage_whenAFieldIsEmpty_asksForBoth() async {
        XCTAssertEqual(
            viewModel.validationMessage(username: "demo-user", password: ""),
            "Both fields are mandatory.")
        XCTAssertEqual(
            viewModel.validationMessage(username: nil, password: "secret"),
            "Both fields are mandatory.")
        XCTAssertNil(viewModel.validationMessage(username: "demo-user", password: "secret"))
    }

    func testPerformLogin_whenCredentialsAreValid_storesToken() async {
        var loginError: Error? = ServiceError.unexpectedResponse

        viewModel.performLogin(
            withUsername: InMemoryBackend.demoUsername, andPassword: InMemoryBackend.demoPassword
        ) { loginError = $0 }

        XCTAssertNil(loginError)
        XCTAssertNotNil(environment.keychain.token)
    }

    func testPerformLogin_whenPasswordIsWrong_passesError() async {
        var loginError: Error?

        viewModel.performLogin(withUsername: InMemoryBackend.demoUsername, andPassword: "wrong") {
            loginError = $0
        }

        XCTAssertNotNil(loginError)
        XCTAssertNil(environment.keychain.token)
    }

    func testPerformRegister_whenUsernameIsNew_registersAndLogsIn() async {
        var registerError: Error? = ServiceError.unexpectedResponse

        viewModel.performRegister(withUsername: "new-user", andPassword: "secret") {
            registerError = $0
        }

        XCTAssertNil(registerError)
        XCTAssertNotNil(environment.keychain.token, "the new user has a session")
        XCTAssertEqual(backend.answeredRequests.map(\.path), ["/api/users", "/api/users/login"])
    }

    func testPerformRegister_whenUsernameIsTaken_passesErrorWithoutLogin() async {
        var registerError: Error?

        viewModel.performRegister(withUsername: InMemoryBackend.demoUsername, andPassword: "other")
        { registerError = $0 }

        XCTAssertNotNil(registerError)
        XCTAssertEqual(backend.answeredRequests.count, 1)
    }

    func testStoreUsernameAndRememberMe_storesOrForgetsTheUsername() async {
        viewModel.storeUsernameAndRememberMe(username: "demo-user", rememberMe: true)
        XCTAssertEqual(environment.userDefaults.rememberUsername, true)
        XCTAssertEqual(environment.keychain.username, "demo-user")

        viewModel.storeUsernameAndRememberMe(username: "demo-user", rememberMe: false)
        XCTAssertEqual(environment.userDefaults.rememberUsername, false)
        XCTAssertNil(environment.keychain.username)
    }
}
