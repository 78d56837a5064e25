import FootballGatherKit

/// The PlayerEdit scene's VIP cycle.
enum PlayerEdit {
    /// Setting up the field or the checkmark list for the edited row.
    enum Load {
        struct Request {}
        struct Response {
            let viewType: PlayerEditViewType
            let playerEditModel: PlayerEditModel
            let playerItemsEditModel: PlayerItemsEditModel?
        }
        struct ViewModel: Equatable {
            let title: String
            let isSelection: Bool
            let textFieldText: String
            let textFieldPlaceholder: String
            let items: [DisplayedItem]
        }
    }

    struct DisplayedItem: Equatable {
        let title: String
        let isChecked: Bool
    }

    /// The text field changed.
    enum ChangeText {
        struct Request {
            let text: String?
        }
        struct Response {
            let differsFromCurrentValue: Bool
        }
        struct ViewModel: Equatable {
            let doneButtonIsEnabled: Bool
        }
    }

    /// A row of the checkmark list was tapped.
    enum SelectItem {
        struct Request {
            let row: Int
        }
        struct Response {
            let playerItemsEditModel: PlayerItemsEditModel
            let isNewValue: Bool
        }
        struct ViewModel: Equatable {
            let items: [DisplayedItem]
            let doneButtonIsEnabled: Bool
        }
    }

    /// Done: apply the value and save the player.
    enum Save {
        struct Request {
            let text: String?
        }
        enum Response {
            case started
            case saved
            case failed
        }
        enum ViewModel: Equatable {
            case loading
            case saved
            case error(title: String, message: String)
        }
    }
}
