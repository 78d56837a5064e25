final class GatherRouter {
    var name: String { "GatherRouter" }
}
