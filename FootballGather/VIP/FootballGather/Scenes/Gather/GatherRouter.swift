/// Told when the gather has ended; the scene that opened it takes the user back.
@MainActor
protocol GatherRouterDelegate: AnyObject {
    func gatherRouterDidEndGather()
}

/// Where the Gather view controller may send the user.
@MainActor
protocol GatherRoutingLogic: AnyObject {
    func routeBackAfterEndingGather()
}

/// The data the Gather router reads from its scene.
@MainActor
protocol GatherDataPassing: AnyObject {
    var dataStore: GatherDataStore? { get }
}

/// Leaves the gather once it ended: the scene that opened it decides where the user goes.
final class GatherRouter: GatherRoutingLogic, GatherDataPassing {
    weak var dataStore: GatherDataStore?
    weak var delegate: GatherRouterDelegate?

    func routeBackAfterEndingGather() {
        delegate?.gatherRouterDidEndGather()
    }
}
