import ReactorKit

final class LoginReactor: Reactor {
    enum Action { case logIn }
    struct State { var loggedIn = false }
    let initialState = State()
    let logIn = FetchUserUseCase()
}
