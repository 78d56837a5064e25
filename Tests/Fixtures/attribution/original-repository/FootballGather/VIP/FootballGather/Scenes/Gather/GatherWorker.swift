final class GatherWorker {
    var name: String { "GatherWorker" }
}
