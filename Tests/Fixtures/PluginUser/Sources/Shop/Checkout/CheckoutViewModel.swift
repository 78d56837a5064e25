/// The checkout screen: totals the cart.
public final class CheckoutViewModel {
    let prices: [String: Int]

    public init(prices: [String: Int]) {
        self.prices = prices
    }

    public func total(of items: [String]) -> Int {
        items.reduce(0) { $0 + (prices[$1] ?? 0) }
    }
}
