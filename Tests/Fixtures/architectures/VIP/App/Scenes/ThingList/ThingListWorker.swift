final class ThingListWorker {
    func fetch() -> [Thing] { [] }
}
