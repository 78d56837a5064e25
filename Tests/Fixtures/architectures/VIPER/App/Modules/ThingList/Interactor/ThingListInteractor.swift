final class ThingListInteractor: ThingListPresenterToInteractorProtocol {
    var things: [Thing] = []
    func title() -> String { things.first.map(Formatter.title) ?? "" }
}
