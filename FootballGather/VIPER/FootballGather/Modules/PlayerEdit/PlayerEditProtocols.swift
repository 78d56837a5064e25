import FootballGatherKit
import Foundation
import HeadlessUI

// The PlayerEdit module's contract: what its view, presenter, interactor and router may ask of
// one another (each holds the next through these protocols only).

/// What the PlayerEdit view asks of its presenter: the field or choices to show, when Done is
/// allowed, and saving the new value.
@MainActor
protocol PlayerEditViewToPresenterProtocol: AnyObject {
    var title: String { get }
    var isSelectionViewType: Bool { get }
    var textFieldText: String { get }
    var textFieldPlaceholder: String { get }
    func doneButtonIsEnabled(newValue: String?) -> Bool

    var numberOfRows: Int { get }
    func itemTitle(at indexPath: IndexPath) -> String
    func isSelectedIndexPath(_ indexPath: IndexPath) -> Bool
    func selectItem(at indexPath: IndexPath) -> Bool

    func updatePlayer(withTextFieldValue textFieldValue: String?)
}

/// What the PlayerEdit presenter tells its view.
@MainActor
protocol PlayerEditPresenterToViewProtocol: AnyObject {
    func showLoadingView()
    func hideLoadingView()
    func handleError(title: String, message: String)
}

/// What the PlayerEdit presenter asks of its interactor: applying a value and saving.
@MainActor
protocol PlayerEditPresenterToInteractorProtocol: AnyObject {
    func updatePlayer(field: PlayerEditableFieldOption, value: String)
}

/// What the PlayerEdit interactor reports back.
@MainActor
protocol PlayerEditInteractorToPresenterProtocol: AnyObject {
    func playerWasUpdated(_ player: PlayerResponseModel)
    func playerUpdateDidFail()
}

/// Where the PlayerEdit presenter may send the user.
@MainActor
protocol PlayerEditPresenterToRouterProtocol: AnyObject {
    /// Hands the saved player to the module that opened PlayerEdit and leaves the screen.
    func closeAfterSaving(_ player: PlayerResponseModel)
}

/// What the PlayerEdit module tells the module that opened it.
@MainActor
protocol PlayerEditModuleOutput: AnyObject {
    func didFinishEditing(player: PlayerResponseModel)
}
