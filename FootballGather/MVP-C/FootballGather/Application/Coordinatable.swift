/// A view controller that leaves every transition to its coordinator. It holds the coordinator
/// weakly: the coordinator tree owns coordinators, a screen only reports to its own.
@MainActor
protocol Coordinatable: AnyObject {
    associatedtype ScreenCoordinator: Coordinator
    var coordinator: ScreenCoordinator? { get }
}
