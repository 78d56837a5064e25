protocol ThingDetailPresentationLogic {
    func present(response: ThingDetail.Load.Response)
}

final class ThingDetailPresenter: ThingDetailPresentationLogic {
    weak var viewController: ThingDetailDisplayLogic?
    func present(response: ThingDetail.Load.Response) {
        let titles = response.things.map(Formatter.title)
        viewController?.display(viewModel: ThingDetail.Load.ViewModel(titles: titles))
    }
}
