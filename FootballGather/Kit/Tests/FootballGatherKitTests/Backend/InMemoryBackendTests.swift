import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The whole app flow against the in-memory server, through the real services.
@MainActor
final class InMemoryBackendTests: XCTestCase {
    private let backend = InMemoryBackend()
    private lazy var environment = ServiceEnvironment.inMemory(backend: backend)
    private let user = UserRequestModel(
        username: ModelsMockFactory.username, plainPassword: ModelsMockFactory.password)

    private func registerAndLogin() throws {
        _ = try XCTUnwrap(
            synchronousResult { environment.usersService().create(user, completion: $0) }
        ).get()
        _ = try XCTUnwrap(
            synchronousResult { environment.loginService().login(user: user, completion: $0) }
        ).get()
    }

    private func createPlayer(_ name: String) throws -> Int {
        let id = try XCTUnwrap(
            synchronousResult {
                environment.playersService().create(PlayerCreateModel(name: name), completion: $0)
            }
        ).get()
        guard case .integer(let playerID) = id else { throw ServiceError.unexpectedResourceIDType }
        return playerID
    }

    func testFullFlow_registerLoginPlayersGatherAndEnd_updatesTheServer() async throws {
        try registerAndLogin()
        XCTAssertNotNil(environment.keychain.token)

        let ids = try ["Ann", "Bob", "Cid"].map(createPlayer)
        XCTAssertEqual(ids, [1, 2, 3])
        let players = try XCTUnwrap(
            synchronousResult {
                environment.playersService().get(PlayerResponseModel.self, completion: $0)
            }
        ).get()
        XCTAssertEqual(players.map(\.name), ["Ann", "Bob", "Cid"])

        var assignment = TeamAssignment(benchPlayers: players)
        assignment.move(from: .bench, row: 0, to: .teamA, row: 0)
        assignment.move(from: .bench, row: 0, to: .teamB, row: 0)
        let gather = try XCTUnwrap(
            synchronousResult {
                StartGatherService(environment: environment).startGather(
                    with: assignment.playersToSend, completion: $0)
            }
        ).get()

        let members = try XCTUnwrap(
            synchronousResult {
                environment.getPlayersForGatherService().getPlayers(
                    inGatherWithUUID: gather.gatherUUID, completion: $0)
            }
        ).get()
        XCTAssertEqual(members.map(\.player.name), ["Ann", "Bob"])
        XCTAssertEqual(members.map(\.team), ["Team A", "Team B"])

        let score = GatherScore(teamAGoals: 2, teamBGoals: 1)
        let ended = synchronousResult {
            environment.gathersService().update(
                score.gatherUpdate, resourceID: .uuid(gather.gatherUUID), completion: $0)
        }
        XCTAssertEqual(try ended?.get(), true)
        XCTAssertEqual(backend.gathers(ofUser: "demo-user").map(\.score), ["2-1"])
        XCTAssertEqual(backend.gathers(ofUser: "demo-user").map(\.winnerTeam), ["Team A"])
    }

    func testRegister_whenUsernameIsTaken_failsWithUnexpectedResponse() async throws {
        _ = try XCTUnwrap(
            synchronousResult { environment.usersService().create(user, completion: $0) }
        ).get()
        XCTAssertFailure(
            synchronousResult { environment.usersService().create(user, completion: $0) },
            .unexpectedResponse)
        XCTAssertEqual(backend.answeredRequests.map(\.statusCode), [201, 409])
    }

    func testLogin_whenPasswordIsWrong_failsAndStoresNoToken() async throws {
        _ = try XCTUnwrap(
            synchronousResult { environment.usersService().create(user, completion: $0) }
        ).get()
        let wrong = UserRequestModel(username: user.username, plainPassword: "nope")
        XCTAssertFailure(
            synchronousResult { environment.loginService().login(user: wrong, completion: $0) },
            .unexpectedResponse)
        XCTAssertNil(environment.keychain.token)
        XCTAssertEqual(backend.answeredRequests.last?.statusCode, 401)
    }

    func testPlayers_withoutToken_areUnauthorized() async {
        let result = synchronousResult {
            environment.playersService().create(PlayerCreateModel(name: "Ann"), completion: $0)
        }
        XCTAssertFailure(result, .unexpectedResponse)
        XCTAssertEqual(backend.answeredRequests.last?.description, "POST /api/players → 401")
    }

    func testUpdateAndDeletePlayer_changeTheStoredList() async throws {
        try registerAndLogin()
        let id = try createPlayer("Ann")
        let edited = PlayerCreateModel(
            name: "Anna", age: 30, skill: .amateur, preferredPosition: .winger)
        XCTAssertEqual(
            try synchronousResult {
                environment.playersService().update(
                    edited, resourceID: .integer(id), completion: $0)
            }?.get(), true)
        XCTAssertEqual(backend.players(ofUser: "demo-user").first?.preferredPosition, .winger)
        XCTAssertEqual(backend.players(ofUser: "demo-user").first?.name, "Anna")

        XCTAssertEqual(
            try synchronousResult {
                environment.playersService().delete(withID: .integer(id), completion: $0)
            }?.get(), true)
        XCTAssertEqual(backend.players(ofUser: "demo-user"), [])
        XCTAssertFailure(
            synchronousResult {
                environment.playersService().delete(withID: .integer(id), completion: $0)
            }, .unexpectedResponse)
        XCTAssertEqual(backend.answeredRequests.last?.statusCode, 404)
    }

    func testUsers_seeOnlyTheirOwnPlayers() async throws {
        backend.registerUser(username: "other", password: Crypto.hash("pw"))
        backend.addPlayer(PlayerCreateModel(name: "Theirs"), forUser: "other")
        try registerAndLogin()
        _ = try createPlayer("Mine")
        let players = try XCTUnwrap(
            synchronousResult {
                environment.playersService().get(PlayerResponseModel.self, completion: $0)
            }
        ).get()
        XCTAssertEqual(players.map(\.name), ["Mine"])
    }

    func testGathers_listAndDelete() async throws {
        try registerAndLogin()
        let created = try XCTUnwrap(
            synchronousResult {
                environment.gathersService().create(GatherCreateModel(), completion: $0)
            }
        ).get()
        let gathers = try XCTUnwrap(
            synchronousResult {
                environment.gathersService().get(GatherResponseModel.self, completion: $0)
            }
        ).get()
        XCTAssertEqual(gathers.map { ResourceID.uuid($0.id) }, [created])
        XCTAssertEqual(
            try synchronousResult {
                environment.gathersService().delete(withID: created, completion: $0)
            }?.get(), true)
        XCTAssertEqual(backend.gathers(ofUser: "demo-user"), [])
    }

    func testStartGather_whenAPlayerDoesNotExist_failsInsteadOfPretendingSuccess() async throws {
        try registerAndLogin()
        let real = PlayerResponseModel(id: try createPlayer("Ann"), name: "Ann")
        let ghost = PlayerResponseModel(id: 99, name: "Ghost")
        let result = synchronousResult {
            StartGatherService(environment: environment).startGather(
                with: [
                    PlayerTeamModel(team: .teamA, player: real),
                    PlayerTeamModel(team: .teamB, player: ghost),
                ], completion: $0)
        }
        XCTAssertFailure(result, .unexpectedResponse)
        XCTAssertEqual(backend.answeredRequests.suffix(3).map(\.statusCode), [201, 200, 404])
    }

    func testAsynchronousDelivery_whenBackendAnswersOnAQueue_completesOnTheMainActorLater()
        async throws
    {
        let backend = InMemoryBackend(answerDelivery: .onQueue(DispatchQueue(label: "backend")))
        let environment = ServiceEnvironment(
            session: backend, keychain: FootballGatherKeychain(),
            userDefaults: FootballGatherUserDefaults(), delivery: .mainQueue)
        let recorder = CompletionRecorder<ResourceID>()
        let done = expectation(description: "registered")
        environment.usersService().create(user) { result in
            recorder.completion(result)
            XCTAssertTrue(Thread.isMainThread)
            done.fulfill()
        }
        XCTAssertNil(recorder.result, "must not complete before the call returns")
        await fulfillment(of: [done], timeout: 5)
        XCTAssertNotNil(try recorder.result?.get())
    }
}

@MainActor
final class InMemoryBackendDemoTests: XCTestCase {
    func testDemo_whenDemoUserLogsIn_seesTheSquad() async throws {
        let environment = ServiceEnvironment.inMemory(backend: .demo())
        let user = UserRequestModel(
            username: InMemoryBackend.demoUsername, plainPassword: InMemoryBackend.demoPassword)
        _ = try XCTUnwrap(
            synchronousResult { environment.loginService().login(user: user, completion: $0) }
        ).get()
        let players = try XCTUnwrap(
            synchronousResult {
                environment.playersService().get(PlayerResponseModel.self, completion: $0)
            }
        ).get()
        XCTAssertEqual(players.count, 6)
        XCTAssertEqual(players.first?.name, "John")
    }
}
