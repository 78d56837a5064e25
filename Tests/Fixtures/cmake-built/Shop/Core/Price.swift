public struct Price: Equatable {
    public var cents: Int
    public init(cents: Int) { self.cents = cents }
    public var text: String { format(cents: cents) }
    public static func + (a: Price, b: Price) -> Price { Price(cents: a.cents + b.cents) }
}
