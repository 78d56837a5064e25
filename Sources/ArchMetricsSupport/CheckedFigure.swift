import Foundation

/// A figure read from what a build wrote (compiler statistics, type-check lines), checked as it
/// is read: a count is a whole number from 0 to `limit`, a time a finite number from 0 to
/// `limit`. Anything else (`Int.max`, `2^63`, `-1`, `12.7`, `1e308`, `inf`) cannot come from a
/// real build, and the caller treats its source as unreadable instead of adding it up. Sums of
/// checked figures saturate at `limit`, so no amount of them overflows, and every figure the
/// tool writes stays one the snapshot reader (`SnapshotNumberCheck`) accepts.
package enum CheckedFigure {
    /// 2^40 (about 1.1 × 10^12): no count or time of a real build comes near it, and a million
    /// of them still add up far inside `Int`.
    package static let limit = 1 << 40

    /// `number` as a count; nil when it is not a whole number from 0 to `limit`.
    package static func count(_ number: NSNumber) -> Int? {
        let value = number.doubleValue
        // The text decides for large integers: `2^63` reads as a Double that rounds, and as an
        // Int that wraps.
        guard value.isFinite, value >= 0, value <= Double(limit), value.rounded() == value,
            number.int64Value >= 0, Double(number.int64Value) == value
        else { return nil }
        return Int(number.int64Value)
    }

    /// `number` as a time (in whatever unit it is written); nil when it is not finite or lies
    /// outside 0...`limit`.
    package static func time(_ number: NSNumber) -> Double? {
        time(number.doubleValue)
    }

    /// `value` as a time; nil when it is not finite or lies outside 0...`limit`.
    package static func time(_ value: Double) -> Double? {
        value.isFinite && value >= 0 && value <= Double(limit) ? value : nil
    }

    /// `text` read as a time; nil when it is not a number or not a possible time.
    package static func time<Text: StringProtocol>(text: Text) -> Double? {
        Double(text).flatMap(time)
    }

    /// `a + b`, at most `limit`.
    package static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? limit : min(total, limit)
    }

    /// `a + b`, at most `limit`.
    package static func sum(_ a: Double, _ b: Double) -> Double {
        min(a + b, Double(limit))
    }
}

extension CheckedFigure {
    /// A figure no real build writes, with where it was read.
    package struct Impossible: Error, Equatable, Sendable {
        /// The key or field that held it.
        package var key: String
        /// As written.
        package var value: String

        package init(key: String, value: String) {
            self.key = key
            self.value = value
        }

        package var description: String {
            "\(key) is \(value), which no build writes (a count is a whole number, a time a "
                + "finite one, from 0 to \(CheckedFigure.limit))"
        }
    }
}
