protocol ThingListBusinessLogic {
    func load(request: ThingList.Load.Request)
}

final class ThingListInteractor: ThingListBusinessLogic {
    var presenter: ThingListPresentationLogic?
    var worker = ThingListWorker()

    func load(request: ThingList.Load.Request) {
        presenter?.present(response: ThingList.Load.Response(things: worker.fetch()))
    }
}
