final class ThingsListPresenter {
    var things: [Thing] = []
    func load() { things = [Thing(name: "a")] }
}
