enum Formatter {
    static func title(_ thing: Thing) -> String { thing.name.capitalized }
}
