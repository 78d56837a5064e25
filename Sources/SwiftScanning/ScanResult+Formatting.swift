import ArchMetricsSupport
import Foundation

// Text renderings of a scan: an aligned table, CSV and stable JSON. Pure functions from a
// `ScanResult` to text, so the CLI only picks one and prints it.

extension ScanResult {
    /// The output formats `archmetrics scan --format` accepts.
    public enum Format: String, CaseIterable, Sendable {
        case table, json, csv
    }

    /// Renders the result; `byFile` adds one row per file to the table and CSV (JSON always has them).
    public func formatted(as format: Format, byFile: Bool) throws -> String {
        switch format {
        case .json: return try StableJSON.string(self)
        case .csv: return csv(byFile: byFile)
        case .table: return table(byFile: byFile)
        }
    }

    private static let numberColumns = ["physical", "code", "comment", "blank", "bytes", "types"]

    private static func numbers(_ lines: LineCounts, bytes: Int, types: Int) -> [String] {
        [lines.physical, lines.code, lines.comment, lines.blank, bytes, types].map(String.init)
    }

    private var totalRow: [String] {
        ["total (\(files.count) file\(files.count == 1 ? "" : "s"))"]
            + Self.numbers(
                totals, bytes: totalBytes, types: files.reduce(0) { $0 + $1.declarations.count })
    }

    func table(byFile: Bool) -> String {
        var rows = [["path"] + Self.numberColumns]
        if byFile {
            rows += files.map {
                [$0.path] + Self.numbers($0.lines, bytes: $0.bytes, types: $0.declarations.count)
            }
        }
        rows.append(totalRow)
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    func csv(byFile: Bool) -> String {
        var lines = [(["path"] + Self.numberColumns).joined(separator: ",")]
        if byFile {
            lines += files.map {
                ([Self.csvField($0.path)]
                    + Self.numbers($0.lines, bytes: $0.bytes, types: $0.declarations.count)).joined(
                        separator: ",")
            }
        }
        lines.append((["TOTAL"] + totalRow.dropFirst()).joined(separator: ","))
        return lines.joined(separator: "\n") + "\n"
    }

    /// RFC 4180: quote fields holding a comma, quote or line break; double inner quotes.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return text
        }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
