/// A price with its discount, in cents.
public struct Price: Equatable, Sendable {
    public var cents: Int
    public var discountPercent: Int

    public init(cents: Int, discountPercent: Int = 0) {
        self.cents = cents
        self.discountPercent = discountPercent
    }

    public var discounted: Int { cents - cents * discountPercent / 100 }
}
