enum AlertHelper {
    static func present(in viewController: UIViewController, message: String) {}
}
