import ArchMetricsModel

extension SnapshotDiff {
    /// The figures `check` compares: what a run that lacks one can never pass on.
    static let comparedFigures: [MeasuredFigure] = [.timings, .tests, .compileWork]

    /// Why a variant's measurements cannot pass: it failed now (whether or not it failed in the
    /// baseline too), or one side lacks a figure the current run was asked for. `old` nil: the
    /// baseline has no measurements of the variant.
    static func measurementProblems(old: VariantMeasurement?, new: VariantMeasurement)
        -> [String]
    {
        let reason = new.failureReason.map { ": \($0)" } ?? ""
        if new.status != .ok {
            guard let old, old.status != .ok else {
                return ["status went from ok to \(new.status.rawValue)\(reason)"]
            }
            return [
                "still \(new.status.rawValue)\(reason) (it was \(old.status.rawValue) in the baseline too): nothing of it is compared"
            ]
        }
        // Snapshots from before the record was kept say nothing about what was asked.
        guard new.measured != nil else { return [] }
        let asked = Set(new.measured ?? []).union((new.notMeasured ?? [:]).keys)
        let before = old.map { $0.status == .ok ? $0.measuredFigures : [] } ?? []
        let now = new.measuredFigures
        var problems: [String] = []
        for figure in comparedFigures where asked.contains(figure.rawValue) {
            if before.contains(figure) && !now.contains(figure) {
                let why = new.notMeasured?[figure.rawValue].map { ": \($0)" } ?? ""
                problems.append(
                    "\(figure.title) are in the baseline but were not measured now\(why); not compared"
                )
            } else if !before.contains(figure) && now.contains(figure) {
                problems.append(
                    "\(figure.title) were measured now but the baseline has none\(old.map { $0.status != .ok ? " (it was \($0.status.rawValue) there)" : "" } ?? ""); regenerate the baseline to compare them"
                )
            }
        }
        return problems
    }
}
