final class CartPresenter {
    private(set) var prices: [Price] = []
    var isEmpty: Bool { prices.isEmpty }

    func add(_ price: Price) { prices.append(price) }
    func fail() {}
}
