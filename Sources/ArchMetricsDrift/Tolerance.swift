import ArchMetricsSupport
import Foundation

/// How far a metric may move from its baseline before the drift check fails.
///
/// Written as text so that the command line and the config file read alike:
/// `exact`, `any`, `+5%` (may grow by 5 %, may not shrink), `-3` (may shrink by 3, may not grow),
/// `±5%` or `5%` (either way), `+20 lines`, and both directions at once with a comma: `+5%,-10`.
/// The unit word after a number (`lines`, `files`, `tests`, `seconds`) is optional; the unit is the
/// metric's own.
package struct Tolerance: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// One direction's allowance.
    package enum Allowance: Equatable, Hashable, Sendable {
        /// Up to this many percent of the baseline value.
        case percent(Double)
        /// Up to this many units of the metric (lines, files, tests, seconds).
        case absolute(Double)
        /// Any amount.
        case unlimited
    }

    /// How much the value may grow; nil: not at all.
    package var increase: Allowance?
    /// How much the value may shrink; nil: not at all.
    package var decrease: Allowance?

    package init(increase: Allowance?, decrease: Allowance?) {
        self.increase = increase
        self.decrease = decrease
    }

    /// No change allowed: the default for source metrics.
    package static let exact = Tolerance(increase: nil, decrease: nil)
    /// Any change allowed: the metric is reported but never fails the check.
    package static let any = Tolerance(increase: .unlimited, decrease: .unlimited)

    /// True if going from `old` to `new` stays within the allowance of that direction.
    package func allows(from old: Double, to new: Double) -> Bool {
        let delta = new - old
        if delta == 0 { return true }
        guard let allowance = delta > 0 ? increase : decrease else { return false }
        let magnitude = abs(delta)
        // A hair of slack so that +5% of 200 allows exactly 10 despite floating point.
        let slack = 1e-9
        switch allowance {
        case .unlimited:
            return true
        case .absolute(let limit):
            return magnitude <= limit + slack
        case .percent(let limit):
            // A percentage of nothing is nothing: growth from zero needs an absolute allowance.
            guard old != 0 else { return false }
            return magnitude / abs(old) * 100 <= limit + slack
        }
    }

    package func allows(from old: Int, to new: Int) -> Bool {
        allows(from: Double(old), to: Double(new))
    }

    // MARK: Text form

    /// The canonical text (`exact`, `any`, `+5%`, `±20`, `+5%,-10`).
    package var description: String {
        if self == .exact { return "exact" }
        if self == .any { return "any" }
        if increase == decrease, let both = increase { return "±" + Self.text(both) }
        return [increase.map { "+" + Self.text($0) }, decrease.map { "-" + Self.text($0) }]
            .compactMap { $0 }.joined(separator: ",")
    }

    private static func text(_ allowance: Allowance) -> String {
        switch allowance {
        case .unlimited: "any"
        case .percent(let value): number(value) + "%"
        case .absolute(let value): number(value)
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Parses the text form; throws a usage error that shows the accepted forms.
    package init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch trimmed {
        case "exact", "0", "none":
            self = .exact
            return
        case "any", "ignore":
            self = .any
            return
        default: break
        }
        // At most two parts, one per direction: `+5%,-10`. A part that allows both directions
        // (`±5%`, `5%`) stands alone, and no direction may be given twice: `+5%,-10,+3` or
        // `+5%,+6%` would otherwise silently keep only one of the values.
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw Self.invalid(text) }
        var increase: Allowance?
        var decrease: Allowance?
        for part in parts {
            var body = Substring(part.trimmingCharacters(in: .whitespaces))
            var growth = true
            var shrink = true
            if body.hasPrefix("±") {
                body = body.dropFirst()
            } else if body.hasPrefix("+-") {
                body = body.dropFirst(2)
            } else if body.hasPrefix("+") {
                shrink = false
                body = body.dropFirst()
            } else if body.hasPrefix("-") {
                growth = false
                body = body.dropFirst()
            }
            guard let allowance = Self.allowance(String(body)) else { throw Self.invalid(text) }
            let bothWays = growth && shrink
            guard !(bothWays && parts.count > 1), !(growth && increase != nil),
                !(shrink && decrease != nil)
            else { throw Self.invalid(text) }
            if growth { increase = allowance }
            if shrink { decrease = allowance }
        }
        self.init(increase: increase, decrease: decrease)
    }

    /// `any`, or a plain decimal number (`5`, `2.5`; no sign, exponent or hex) with an optional
    /// `%` and an optional unit word.
    private static func allowance(_ text: String) -> Allowance? {
        var body = text.trimmingCharacters(in: .whitespaces)
        if body == "any" { return .unlimited }
        for unit in ["lines", "line", "files", "file", "tests", "test", "seconds", "second", "s"]
        where body.hasSuffix(unit) {
            body = String(body.dropLast(unit.count)).trimmingCharacters(in: .whitespaces)
            break
        }
        let isPercent = body.hasSuffix("%")
        if isPercent { body = String(body.dropLast()).trimmingCharacters(in: .whitespaces) }
        guard isPlainDecimal(body), let value = Double(body), value.isFinite else { return nil }
        return isPercent ? .percent(value) : .absolute(value)
    }

    /// Digits with at most one decimal point between digits: what the documentation shows.
    /// `Double.init` also takes `1e2`, `0x10`, `inf` and `nan`, which no user means here.
    private static func isPlainDecimal(_ text: String) -> Bool {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(pieces.count)
            && pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
    }

    private static func invalid(_ text: String) -> ArchMetricsError {
        .usage(
            "invalid tolerance '\(text)'",
            hint:
                "A tolerance is exact, any, +5% (may grow 5%), -5% (may shrink 5%), ±5% or 5% (either way), +20 lines, or two joined by a comma (+5%,-10)."
        )
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "invalid tolerance '\(text)': use exact, any, +5%, -5%, ±5%, +20 lines or +5%,-10"
            )
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
