final class ThingDetailWorker {
    func fetch() -> [Thing] { [] }
}
