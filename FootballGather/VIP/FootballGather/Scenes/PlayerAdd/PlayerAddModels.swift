/// The PlayerAdd scene's VIP cycle.
enum PlayerAdd {
    /// Setting up the screen.
    enum Load {
        struct Request {}
        struct Response {}
        struct ViewModel: Equatable {
            let title: String
            let placeholder: String
            let doneButtonIsEnabled: Bool
        }
    }

    /// The name field changed.
    enum ChangeName {
        struct Request {
            let name: String?
        }
        struct Response {
            let isValid: Bool
        }
        struct ViewModel: Equatable {
            let doneButtonIsEnabled: Bool
        }
    }

    /// Done: create the player.
    enum AddPlayer {
        struct Request {
            let name: String?
        }
        enum Response {
            case started
            case added
            case failed
        }
        enum ViewModel: Equatable {
            case loading
            case added
            case error(title: String, message: String)
        }
    }
}
