import FootballGatherKit

/// The Login scene's VIP cycle: what the view controller asks, what the interactor answers and
/// what the presenter hands back for display.
enum Login {
    /// Filling the form from the remembered preferences.
    enum LoadCredentials {
        struct Request {}
        struct Response {
            let rememberUsername: Bool
            let username: String?
        }
        struct ViewModel {
            let rememberMeIsOn: Bool
            let usernameText: String?
        }
    }

    /// The "Remember Me" switch changed.
    enum RememberUsername {
        struct Request {
            let isOn: Bool
        }
    }

    /// Logging in or registering with the typed credentials.
    enum Authenticate {
        enum Action {
            case login, register
        }
        struct Request {
            let action: Action
            let username: String?
            let password: String?
        }
        enum Response {
            case started
            case missingCredentials
            case succeeded
            case failed(Error)
        }
        enum ViewModel: Equatable {
            case loading
            case error(title: String, message: String)
            case authenticated
        }
    }
}
