final class GatherViewController {
    var name: String { "GatherViewController" }
}
