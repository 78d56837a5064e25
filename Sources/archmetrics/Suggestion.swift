import ArchMetricsSupport

/// "Did you mean …?" for a mistyped command or option: the closest known name by edit distance,
/// when it is close enough to be a typo (at most a third of the name's letters, and at most 3).
enum Suggestion {
    static func closest(to typed: String, among names: [String]) -> String? {
        let typed = Array(typed)
        let limit = min(3, max(1, typed.count / 3))
        let scored = names.map { ($0, EditDistance.between(typed, Array($0))) }.filter {
            $0.1 <= limit
        }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// ` Did you mean 'NAME'?`, or nothing: appended to an error message.
    static func phrase(for typed: String, among names: [String]) -> String {
        closest(to: typed, among: names).map { " Did you mean '\($0)'?" } ?? ""
    }
}
