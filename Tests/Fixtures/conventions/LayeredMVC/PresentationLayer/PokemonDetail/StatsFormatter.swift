struct StatsFormatter {
    func format(_ value: Int) -> String { "\(value)" }
}
