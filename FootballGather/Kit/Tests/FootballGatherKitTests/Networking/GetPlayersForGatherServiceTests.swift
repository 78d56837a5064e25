import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

@MainActor
final class GetPlayersForGatherServiceTests: XCTestCase {
    private let session = StubNetworkSession()
    private let gatherUUID = ModelsMockFactory.gatherUUID

    private func getPlayers() -> Result<[PlayerInGatherResponseModel], any Error>? {
        let service = GetPlayersForGatherService(
            session: session,
            requestFactory: AuthURLRequestFactory(
                endpoint: EndpointMock(), keychain: AppKeychainMockFactory.makeKeychain()),
            delivery: .immediate)
        return synchronousResult {
            service.getPlayers(inGatherWithUUID: gatherUUID, completion: $0)
        }
    }

    private var playersPath: String { "/api/gathers/\(gatherUUID.uuidString)/players" }

    func testGetPlayersForGather_whenRequestIsSuccessful_returnsPlayersWithTeams() async {
        let body =
            #"[{"id":4,"name":"John","age":18,"team":"Team A"},{"id":7,"name":"Bob","team":"Team B"}]"#
        session.stub(playersPath, method: "GET", with: .status(200, data: Data(body.utf8)))

        let players = try? getPlayers()?.get()

        XCTAssertEqual(players?.map(\.player.name), ["John", "Bob"])
        XCTAssertEqual(players?.map(\.team), ["Team A", "Team B"])
        XCTAssertEqual(
            session.lastRequest?.url?.absoluteString, "http://localhost:9999\(playersPath)")
    }

    func testGetPlayersForGather_whenServerErrors_returnsTransportError() async {
        session.stub(playersPath, with: .failure(StubNetworkSession.TransportError()))
        XCTAssertTransportFailure(getPlayers())
    }

    func testGetPlayersForGather_whenBodyIsEmpty_returnsUnexpectedResponse() async {
        session.stub(playersPath, with: .status(200))
        XCTAssertFailure(getPlayers(), .unexpectedResponse)
    }

    func testGetPlayersForGather_whenPlayerHasNoTeam_returnsDecodingError() async {
        session.stub(playersPath, with: .status(200, data: Data(#"[{"id":4,"name":"John"}]"#.utf8)))
        XCTAssertDecodingFailure(getPlayers())
    }
}
