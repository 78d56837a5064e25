import Core

public struct Item {
    public var name: String
    public var price: Price
    public init(name: String, cents: Int) {
        self.name = name
        price = Price(cents: cents)
    }
}

public func total(_ items: [Item]) -> Price {
    items.map(\.price).reduce(Price(cents: 0), +)
}
