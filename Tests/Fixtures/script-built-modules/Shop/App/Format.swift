import Core

/// The screen's line for one item: a name and its price, padded to a column.
enum LineFormat {
    static func line(_ name: String, _ price: Price) -> String {
        let padded = name + String(repeating: " ", count: max(0, 12 - name.count))
        let text = Format.euros(price.discounted)
        return price.discountPercent > 0 ? "\(padded)\(text) (-\(price.discountPercent)%)" : padded + text
    }
}
