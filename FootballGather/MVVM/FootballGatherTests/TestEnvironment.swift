import FootballGatherKit
import FootballGatherTestSupport
import XCTest

/// Environments for view-model tests: the in-memory demo server, or a stub session.
@MainActor
enum TestEnvironment {
    /// The demo server (demo-user with six players) with the demo user logged in, so every
    /// authenticated call works.
    static func loggedInDemo(backend: InMemoryBackend = .demo()) -> ServiceEnvironment {
        let environment = ServiceEnvironment.inMemory(backend: backend)
        let credentials = UserRequestModel(
            username: InMemoryBackend.demoUsername, plainPassword: InMemoryBackend.demoPassword)
        let login = synchronousResult {
            environment.loginService().login(user: credentials, completion: $0)
        }
        XCTAssertNotNil(try? login?.get(), "the demo user logs in")
        return environment
    }

    /// A stub session on the original tests' server, with the mock keychain's token.
    static func stubbed(_ session: StubNetworkSession) -> ServiceEnvironment {
        ServiceEnvironment(
            session: session, keychain: AppKeychainMockFactory.makeKeychain(),
            userDefaults: AppKeychainMockFactory.makeUserDefaults(), delivery: .immediate,
            server: EndpointMock())
    }
}
