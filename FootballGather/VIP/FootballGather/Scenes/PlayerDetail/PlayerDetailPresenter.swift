import FootballGatherKit

/// What the PlayerDetail interactor hands its presenter.
@MainActor
protocol PlayerDetailPresentationLogic: AnyObject {
    func presentDetails(response: PlayerDetail.ShowDetails.Response)
    func presentSelectedRow(response: PlayerDetail.SelectRow.Response)
}

/// Turns the player into the title and the upper-cased sections the screen shows.
final class PlayerDetailPresenter: PlayerDetailPresentationLogic {
    weak var viewController: PlayerDetailDisplayLogic?

    func presentDetails(response: PlayerDetail.ShowDetails.Response) {
        let sections = PlayerSection.detailSections(for: response.player).map { section in
            PlayerDetail.ShowDetails.DisplayedSection(
                title: section.title.uppercased(),
                rows: section.rows.map {
                    PlayerDetail.ShowDetails.DisplayedRow(title: $0.title, value: $0.value)
                })
        }
        viewController?.displayDetails(
            viewModel: PlayerDetail.ShowDetails.ViewModel(
                title: response.player.name, sections: sections))
    }

    func presentSelectedRow(response: PlayerDetail.SelectRow.Response) {
        viewController?.displayEditScreen()
    }
}
