import ArchMetricsModel
import Foundation

extension SnapshotDiff {
    /// The problems of the figure kinds judged by their quantities (`FigureKind.drift`): each
    /// quantity on both sides that grew beyond its kind's allowance. The built-in kinds judge
    /// nothing here: compile work has its own rule (`CompileWorkDrift`).
    static func figureProblems(_ old: VariantMeasurement, _ new: VariantMeasurement) -> [String] {
        FigureKinds.all.flatMap { kind -> [String] in
            guard case .increaseBeyond(let percent) = kind.drift,
                let before = old.figures.quantities(key: kind.key),
                let after = new.figures.quantities(key: kind.key)
            else { return [] }
            let tolerance = Tolerance(increase: .percent(percent), decrease: .unlimited)
            return after.compactMap { quantity in
                guard let previous = before.first(where: { $0.name == quantity.name }),
                    !tolerance.allows(from: previous.value, to: quantity.value)
                else { return nil }
                return "\(kind.title): \(quantity.name) went from \(text(previous)) to "
                    + "\(text(quantity)) \(quantity.unit), beyond the allowed increase (\(tolerance))"
            }
        }
    }

    /// The quantity with its own decimals: `2`, `1.50`.
    private static func text(_ quantity: FigureQuantity) -> String {
        String(format: "%.\(max(0, quantity.decimals))f", quantity.value)
    }
}
