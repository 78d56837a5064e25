/// The cart screen's state and logic.
public final class CartViewModel {
    public private(set) var items: [String] = []

    public init() {}

    public func add(_ item: String) {
        items.append(item)
    }

    public var title: String {
        items.isEmpty ? "Your cart is empty" : "\(items.count) items"
    }
}
