final class GatherInteractor {
    var name: String { "GatherInteractor" }
}
