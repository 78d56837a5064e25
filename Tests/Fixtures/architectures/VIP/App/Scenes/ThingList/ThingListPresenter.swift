protocol ThingListPresentationLogic {
    func present(response: ThingList.Load.Response)
}

final class ThingListPresenter: ThingListPresentationLogic {
    weak var viewController: ThingListDisplayLogic?
    func present(response: ThingList.Load.Response) {
        let titles = response.things.map(Formatter.title)
        viewController?.display(viewModel: ThingList.Load.ViewModel(titles: titles))
    }
}
