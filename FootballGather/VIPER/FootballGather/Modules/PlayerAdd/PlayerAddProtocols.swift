import FootballGatherKit

// The PlayerAdd module's contract: what its view, presenter, interactor and router may ask of
// one another (each holds the next through these protocols only).

/// What the PlayerAdd view asks of its presenter.
@MainActor
protocol PlayerAddViewToPresenterProtocol: AnyObject {
    var title: String { get }
    var textFieldPlaceholder: String { get }
    func doneButtonIsEnabled(forText text: String?) -> Bool
    func addPlayer(withName name: String?)
}

/// What the PlayerAdd presenter tells its view.
@MainActor
protocol PlayerAddPresenterToViewProtocol: AnyObject {
    func showLoadingView()
    func hideLoadingView()
    func handleError(title: String, message: String)
}

/// What the PlayerAdd presenter asks of its interactor.
@MainActor
protocol PlayerAddPresenterToInteractorProtocol: AnyObject {
    func addPlayer(named name: String)
}

/// What the PlayerAdd interactor reports back.
@MainActor
protocol PlayerAddInteractorToPresenterProtocol: AnyObject {
    func playerWasAdded()
    func playerAddDidFail()
}

/// Where the PlayerAdd presenter may send the user.
@MainActor
protocol PlayerAddPresenterToRouterProtocol: AnyObject {
    /// Tells the module that opened PlayerAdd about the new player and leaves the screen.
    func closeAfterAddingPlayer()
}

/// What the PlayerAdd module tells the module that opened it.
@MainActor
protocol PlayerAddModuleOutput: AnyObject {
    func playerWasAdded()
}
