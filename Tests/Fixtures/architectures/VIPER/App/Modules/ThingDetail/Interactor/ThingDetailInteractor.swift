final class ThingDetailInteractor: ThingDetailPresenterToInteractorProtocol {
    var things: [Thing] = []
    func title() -> String { things.first.map(Formatter.title) ?? "" }
}
