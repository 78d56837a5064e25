/// Owns the navigation of one part of the app: it builds its screen, pushes it and opens the
/// next parts through child coordinators. Coordinators form a tree rooted at the `AppCoordinator`;
/// a parent keeps its children alive, and a child holds its `parent` weakly.
@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    /// Held weakly by every conformer, so the tree has no reference cycles.
    var parent: Coordinator? { get set }
    func start()
}

extension Coordinator {
    /// Adopts `child`: keeps it alive and makes this coordinator its parent.
    func addChild(_ child: Coordinator) {
        childCoordinators.append(child)
        child.parent = self
    }

    /// Lets go of `child` once its screen has left the navigation stack.
    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
