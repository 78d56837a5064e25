final class GatherViewModel {
    var title: String { "Gather" }
}
