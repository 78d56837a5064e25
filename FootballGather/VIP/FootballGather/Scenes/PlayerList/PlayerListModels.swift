import FootballGatherKit

/// The PlayerList scene's VIP cycle. Most responses carry the whole list state, which the
/// presenter turns into one `DisplayedList`, plus what changed in the table.
enum PlayerList {
    /// The list as the interactor holds it.
    struct State {
        let players: [PlayerResponseModel]
        let viewState: PlayerListViewState
        let selectedRows: Set<Int>
    }

    /// The list as the view controller shows it.
    struct DisplayedList: Equatable {
        let title: String
        let barButtonTitle: String
        let barButtonIsEnabled: Bool
        let actionButtonTitle: String
        let actionButtonIsEnabled: Bool
        let showsEmptyView: Bool
        let allowsDeletion: Bool
        let rows: [DisplayedPlayer]
    }

    struct DisplayedPlayer: Equatable {
        let name: String
        let position: String
        let skill: String
        let showsCheckbox: Bool
        let isSelected: Bool
    }

    /// How the table changes to show a new `DisplayedList`.
    enum TableUpdate: Equatable {
        case reloadAll
        case reloadRow(Int)
        case deleteRow(Int)
    }

    /// Loading (or reloading) the players from the server.
    enum FetchPlayers {
        struct Request {}
        enum Response {
            case started
            case fetched(State)
            case failed(Error)
        }
    }

    /// The bar button switches between list and selection mode.
    enum ToggleViewState {
        struct Request {}
        struct Response {
            let state: State
        }
    }

    /// A tap on a row: opens the details in list mode, (un)selects in selection mode.
    enum SelectPlayer {
        struct Request {
            let row: Int
        }
        enum Response {
            case showDetails
            case selectionChanged(State, row: Int)
        }
    }

    /// The bottom button: add a player, or confirm the selected ones.
    enum PerformAction {
        struct Request {}
        enum Response: Equatable {
            case addPlayer
            case confirmPlayers
        }
        /// Which scene the view controller asks its router for.
        enum ViewModel: Equatable {
            case showPlayerAdd
            case showConfirmPlayers
        }
    }

    /// Swipe-to-delete, its confirmation and the server's answer.
    enum DeletePlayer {
        struct Request {
            let row: Int
        }
        struct ConfirmRequest {}
        struct CancelRequest {}
        enum Response {
            case needsConfirmation
            case started
            case deleted(State, row: Int)
            case failed(Error)
        }
        struct ConfirmationViewModel: Equatable {
            let title: String
            let message: String
            let destructiveTitle: String
            let cancelTitle: String
        }
    }

    /// A player saved on the edit screen comes back to the list.
    enum UpdatePlayer {
        struct Request {
            let player: PlayerResponseModel
        }
        struct Response {
            let state: State
            let row: Int
        }
    }

    /// The gather started from the list has ended: back to list mode.
    enum EndGather {
        struct Request {}
    }

    /// What the view controller shows for a list response.
    enum ViewModel: Equatable {
        case loading
        case list(DisplayedList, update: TableUpdate)
        case error(title: String, message: String)
    }
}
