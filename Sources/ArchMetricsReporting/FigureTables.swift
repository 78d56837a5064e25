import ArchMetricsModel

/// One table per figure kind that names its quantities (`FigureKind.quantities`): a row per
/// quantity, a column per variant. What shows a figure of a new kind without Reporting code;
/// the built-in kinds name none, their tables are written for them (type checking, compile work).
enum FigureTables {
    static func tables(columns: [String], measured: [String: VariantMeasurement]) -> [ReportTable] {
        FigureKinds.all.compactMap { kind in
            let figures = columns.map { measured[$0]?.figures.quantities(key: kind.key) }
            let found = figures.compactMap { $0 }.flatMap { $0 }
            guard !found.isEmpty else { return nil }
            var rows: [ReportRow] = []
            for quantity in found where !rows.contains(where: { $0.label == label(quantity) }) {
                rows.append(
                    ReportRow(
                        label: label(quantity),
                        cells: figures.map { figure in
                            figure?.first { $0.name == quantity.name }.map {
                                ReportCell(
                                    text: ValueFormatting.fixed($0.value, decimals: $0.decimals),
                                    value: $0.value)
                            } ?? .missing
                        }))
            }
            return ReportTable(
                id: kind.key, title: kind.title.prefix(1).uppercased() + kind.title.dropFirst(),
                columns: ["Figure"] + columns, columnVariants: columns, rows: rows)
        }
    }

    /// `Output lines (lines)`: the quantity's name with its unit.
    private static func label(_ quantity: FigureQuantity) -> String {
        quantity.unit.isEmpty ? quantity.name : "\(quantity.name) (\(quantity.unit))"
    }
}
