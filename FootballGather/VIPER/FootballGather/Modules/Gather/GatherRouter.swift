/// Leaves the gather once it ended: the module that opened it decides where the user goes.
final class GatherRouter: GatherPresenterToRouterProtocol {
    weak var output: GatherModuleOutput?

    func closeAfterEndingGather() {
        output?.didEndGather()
    }
}
