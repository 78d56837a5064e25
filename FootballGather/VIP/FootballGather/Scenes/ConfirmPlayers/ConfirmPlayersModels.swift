import FootballGatherKit
import Foundation
import HeadlessUI

/// The ConfirmPlayers scene's VIP cycle.
enum ConfirmPlayers {
    /// The teams as the view controller shows them.
    struct DisplayedTeams: Equatable {
        let sections: [DisplayedSection]
        let startGatherButtonIsEnabled: Bool
    }

    struct DisplayedSection: Equatable {
        let title: String
        let rows: [DisplayedPlayer]
    }

    struct DisplayedPlayer: Equatable {
        let name: String
        let positionAcronym: String
    }

    /// Showing the picked players, all on the bench at first.
    enum Load {
        struct Request {}
        struct Response {
            let teamAssignment: TeamAssignment
        }
    }

    /// A player was dragged to another row or team.
    enum MovePlayer {
        struct Request {
            let source: IndexPath
            let destination: IndexPath
        }
        struct Response {
            let teamAssignment: TeamAssignment
        }
    }

    /// Start Gather: create the gather and add the team players.
    enum StartGather {
        struct Request {}
        enum Response {
            case inProgress
            case succeeded(GatherModel)
            case failed
        }
        enum ViewModel: Equatable {
            case loading
            case started
            case error(title: String, message: String)
        }
    }
}
