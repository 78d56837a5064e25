/// What a view controller shows in the navigation bar: its title and bar button items.
@MainActor
open class UINavigationItem {
    open var title: String?
    open var leftBarButtonItem: UIBarButtonItem?
    /// The bar button on the right ("Select", "Done", …).
    open var rightBarButtonItem: UIBarButtonItem?
    /// When true, `UINavigationController.tapBack()` finds no back button to tap.
    open var hidesBackButton = false

    public init(title: String? = nil) {
        self.title = title
    }

    /// Sets the right item (animation is ignored).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets the left item (animation is ignored).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }
}
