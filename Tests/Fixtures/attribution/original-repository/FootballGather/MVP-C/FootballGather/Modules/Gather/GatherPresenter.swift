final class GatherPresenter {
    var title: String { "Gather" }
}
