import Foundation

/// How the drift formats write a change, a duration and a count, the same in all of them.
enum DriftText {
    /// `50 → 51 (+1)`, or just `50` when unchanged.
    static func delta(_ old: Int, _ new: Int) -> String {
        old == new ? "\(old)" : "\(old) → \(new) (\(new - old > 0 ? "+" : "")\(new - old))"
    }

    static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }

    static func plural(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
        guard count != 1 else { return "\(count) \(noun)" }
        guard let plural else { return "\(count) \(noun)s" }
        // `stale frozen entry` → `stale frozen entries`: the last word replaced.
        let words = noun.split(separator: " ").dropLast().map(String.init) + [plural]
        return "\(count) \(words.joined(separator: " "))"
    }
}
