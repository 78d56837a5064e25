import Foundation

/// The server's paths.
public enum ResourcePath {
    public static let users = "/api/users"
    public static let login = "/api/users/login"
    public static let players = "/api/players"
    public static let gathers = "/api/gathers"

    /// `/api/gathers/{uuid}/players`, the players of one gather.
    public static func players(ofGather gatherUUID: UUID) -> String {
        "\(gathers)/\(gatherUUID.uuidString)/players"
    }

    /// `/api/gathers/{uuid}/players/{id}`, one player's place in a gather.
    public static func player(_ playerID: Int, inGather gatherUUID: UUID) -> String {
        "\(players(ofGather: gatherUUID))/\(playerID)"
    }
}
