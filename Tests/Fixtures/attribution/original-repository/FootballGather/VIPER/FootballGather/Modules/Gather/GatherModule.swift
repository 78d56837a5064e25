final class GatherModule {
    var name: String { "GatherModule" }
}
