final class ThingDetailViewModel {
    let thing: Thing
    init(thing: Thing) { self.thing = thing }
}
