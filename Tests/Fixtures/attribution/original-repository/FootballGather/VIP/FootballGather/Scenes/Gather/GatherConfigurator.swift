final class GatherConfigurator {
    var name: String { "GatherConfigurator" }
}
