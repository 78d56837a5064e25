import FootballGatherKit
import Foundation
import HeadlessUI

/// The PlayerDetail scene's VIP cycle.
enum PlayerDetail {
    /// Showing the player's fields as titled sections.
    enum ShowDetails {
        struct Request {}
        struct Response {
            let player: PlayerResponseModel
        }
        struct ViewModel: Equatable {
            let title: String
            let sections: [DisplayedSection]
        }
        struct DisplayedSection: Equatable {
            let title: String
            let rows: [DisplayedRow]
        }
        struct DisplayedRow: Equatable {
            let title: String
            let value: String
        }
    }

    /// A tap on a row: edit that field.
    enum SelectRow {
        struct Request {
            let indexPath: IndexPath
        }
        struct Response {}
    }

    /// The edit screen saved the player.
    enum UpdatePlayer {
        struct Request {
            let player: PlayerResponseModel
        }
    }
}
