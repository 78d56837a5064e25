final class ThingListViewModel {
    var onSelect: ((Thing) -> Void)?
}
