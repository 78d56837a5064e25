import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

@MainActor
final class AddPlayerToGatherServiceTests: XCTestCase {
    private let session = StubNetworkSession()
    private let gatherUUID = ModelsMockFactory.gatherUUID
    private lazy var service = AddPlayerToGatherService(
        session: session,
        requestFactory: AuthURLRequestFactory(
            endpoint: EndpointMock(path: ResourcePath.gathers),
            keychain: AppKeychainMockFactory.makeKeychain()),
        delivery: .immediate)

    private func path(for playerID: Int) -> String {
        "/api/gathers/\(gatherUUID.uuidString)/players/\(playerID)"
    }

    private func add(_ playerID: Int, to team: TeamSection) -> Result<Bool, any Error>? {
        synchronousResult {
            service.addPlayer(playerID, toGatherWithUUID: gatherUUID, team: team, completion: $0)
        }
    }

    func testAddPlayer_whenStatusIs200_returnsTrueAndPostsTeam() async {
        session.stub(path(for: 4), method: "POST", with: .status(200))

        XCTAssertEqual(try add(4, to: .teamA)?.get(), true)
        XCTAssertEqual(NetworkTestHelpers.jsonObject(of: session.lastRequest), ["team": "Team A"])
        XCTAssertEqual(
            session.lastRequest?.value(forHTTPHeaderField: "Authorization"),
            "Bearer \(AppKeychainMockFactory.token)")
    }

    func testAddPlayer_whenStatusIsNot200_returnsUnexpectedResponse() async {
        session.stub(path(for: 4), with: .status(201))
        XCTAssertFailure(add(4, to: .teamB), .unexpectedResponse)
    }

    func testAddPlayer_whenCalledForSeveralPlayers_usesAFreshPathEachTime() async {
        session.stub(path(for: 1), with: .status(200))
        session.stub(path(for: 2), with: .status(200))

        XCTAssertEqual(try add(1, to: .teamA)?.get(), true)
        XCTAssertEqual(try add(2, to: .teamB)?.get(), true)
        XCTAssertEqual(session.recordedRequests.map { $0.url?.path }, [path(for: 1), path(for: 2)])
    }
}
