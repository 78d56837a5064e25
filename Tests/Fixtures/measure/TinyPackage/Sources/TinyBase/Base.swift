/// A dependency of Tiny that is not Tiny's own code: its type-checking time counts as "other".
public func identity(_ value: Int) -> Int {
    value
}
