import Core

public func format(_ item: Item) -> String {
    [item.name, item.price.text].joined(separator: " ")
}
