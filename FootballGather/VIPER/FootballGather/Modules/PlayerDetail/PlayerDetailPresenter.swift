import FootballGatherKit
import Foundation
import HeadlessUI

/// The PlayerDetail screen's presentation: the player's fields as titled sections, and what
/// the edit screen needs for a tapped row.
final class PlayerDetailPresenter: PlayerDetailViewToPresenterProtocol {
    weak var view: PlayerDetailPresenterToViewProtocol?
    let interactor: PlayerDetailPresenterToInteractorProtocol
    let router: PlayerDetailPresenterToRouterProtocol
    private var sections: [PlayerSection]

    init(
        view: PlayerDetailPresenterToViewProtocol? = nil,
        interactor: PlayerDetailPresenterToInteractorProtocol,
        router: PlayerDetailPresenterToRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        sections = PlayerSection.detailSections(for: interactor.player)
    }

    var title: String { interactor.player.name }

    // MARK: - Sections

    var numberOfSections: Int { sections.count }

    func numberOfRowsInSection(_ section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func titleForHeaderInSection(_ section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].title.uppercased() : nil
    }

    func rowTitle(at indexPath: IndexPath) -> String {
        row(at: indexPath)?.title ?? ""
    }

    func rowDescription(at indexPath: IndexPath) -> String {
        row(at: indexPath)?.value ?? ""
    }

    private func row(at indexPath: IndexPath) -> PlayerRow? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let rows = sections[indexPath.section].rows
        return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
    }

    // MARK: - Editing

    func selectPlayerRow(at indexPath: IndexPath) {
        guard let row = row(at: indexPath) else { return }
        let player = interactor.player
        router.showEditScreen(
            viewType: row.editableField.editViewType,
            playerEditModel: PlayerEditModel(player: player, playerRow: row),
            playerItemsEditModel: PlayerItemsEditModel(field: row.editableField, player: player))
    }
}

extension PlayerDetailPresenter: PlayerDetailInteractorToPresenterProtocol {
    func playerDidChange() {
        // The player is updated before the title is read, so a new name shows at once
        // (the original set the title first and showed the old name).
        sections = PlayerSection.detailSections(for: interactor.player)
        view?.reloadData()
    }
}

extension PlayerDetailPresenter: PlayerDetailRouterToPresenterProtocol {
    func didFinishEditing(player: PlayerResponseModel) {
        interactor.updatePlayer(player)
        router.reportEdit(of: player)
    }
}
