protocol Coordinatable: AnyObject {
    associatedtype ScreenCoordinator: Coordinator
    var coordinator: ScreenCoordinator? { get }
}
