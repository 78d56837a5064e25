/// Hears about a navigation controller's transitions. All methods are optional.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// The top controller is about to change to `viewController` (after a push, pop or reset).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool)
    /// The top controller changed to `viewController`. During this call (and `willShow`)
    /// `navigationController.transitionCoordinator` names the controller that was left.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {}

    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {}
}
