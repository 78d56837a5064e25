final class GatherPresenter {
    var name: String { "GatherPresenter" }
}
