protocol ThingDetailBusinessLogic {
    func load(request: ThingDetail.Load.Request)
}

final class ThingDetailInteractor: ThingDetailBusinessLogic {
    var presenter: ThingDetailPresentationLogic?
    var worker = ThingDetailWorker()

    func load(request: ThingDetail.Load.Request) {
        presenter?.present(response: ThingDetail.Load.Response(things: worker.fetch()))
    }
}
