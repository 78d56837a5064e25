import Foundation

/// How numbers read in the report: integers plain, seconds with two decimals, percentages
/// with one, ratios as `1.03×`; deltas signed in brackets like the article (`59 (-5)`), and
/// no bracket when the values are equal at the precision shown.
package enum ValueFormatting {
    /// `59 (-5)`, `43 (+3)`, or `75` when `delta` is zero or nil.
    package static func count(_ value: Int, delta: Int?) -> String {
        guard let delta, delta != 0 else { return "\(value)" }
        return "\(value) (\(delta > 0 ? "+" : "-")\(abs(delta)))"
    }

    /// A decimal with `decimals` places and a signed delta at the same precision.
    package static func decimal(_ value: Double, decimals: Int, delta: Double?, suffix: String = "")
        -> String
    {
        let text = fixed(value, decimals: decimals) + suffix
        guard let delta, let bracket = signedDelta(delta, decimals: decimals) else { return text }
        return "\(text) \(bracket)"
    }

    /// `(+0.43)`, or nil when the delta rounds to zero: no difference at the precision shown.
    package static func signedDelta(_ delta: Double, decimals: Int) -> String? {
        let magnitude = fixed(abs(delta), decimals: decimals)
        guard Double(magnitude) != 0 else { return nil }
        return "(\(delta > 0 ? "+" : "-")\(magnitude))"
    }

    /// `value` with exactly `decimals` places, never `-0.00`.
    package static func fixed(_ value: Double, decimals: Int) -> String {
        let text = String(format: "%.\(decimals)f", value)
        return Double(text) == 0 ? String(format: "%.\(decimals)f", 0.0) : text
    }

    /// `1.03×`.
    package static func ratio(_ value: Double) -> String { fixed(value, decimals: 2) + "×" }

    /// `97.2%`.
    package static func percent(_ value: Double) -> String { fixed(value, decimals: 1) + "%" }

    /// `2026-11-21T23:00:00Z`: dates in UTC, so a report reads the same wherever it is rendered.
    package static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
