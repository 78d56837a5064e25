/// The exit statuses as `help` lists them, from the cases themselves so a new one is not left out.
extension ExitStatus {
    /// What the status means, in the overview's words.
    var meaning: String {
        switch self {
        case .success: "ok"
        case .checkFailed: "a check failed"
        case .usageOrInput: "usage or input error"
        case .interrupted: "interrupted (Ctrl-C; nothing half-written)"
        }
    }

    /// `0 ok, 1 a check failed, 2 usage or input error, 130 interrupted (…)`.
    static var helpLine: String {
        allCases.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: ", ")
    }
}
