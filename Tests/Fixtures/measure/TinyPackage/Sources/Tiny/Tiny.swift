import TinyBase

/// Doubles a number; one branch is left untested so coverage is below 100%.
public func twice(_ value: Int) -> Int {
    if value == Int.max {
        return value
    }
    return identity(value) * 2
}
