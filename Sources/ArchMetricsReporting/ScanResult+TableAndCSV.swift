import ArchMetricsSupport
import SwiftScanning

// The scan's table and CSV (`ScanFormat`). CSV, which lists every file, is written straight
// into the output; the table, aligned to its widest cell, is built as text first.

extension ScanResult {
    private static let numberColumns = ["physical", "code", "comment", "blank", "bytes", "types"]

    /// A row's numbers, in `numberColumns` order.
    private static func numbers(_ lines: LineCounts, bytes: Int, types: Int) -> [Int] {
        [lines.physical, lines.code, lines.comment, lines.blank, bytes, types]
    }

    private var totalRow: [String] {
        ["total (\(files.count) file\(files.count == 1 ? "" : "s"))"]
            + Self.numbers(
                totals, bytes: totalBytes, types: files.reduce(0) { $0 + $1.declarations.count }
            ).map(String.init)
    }

    func table(byFile: Bool) -> String {
        var rows = [["path"] + Self.numberColumns]
        if byFile {
            rows += files.map {
                [TextEscaping.terminal($0.path)]
                    + Self.numbers($0.lines, bytes: $0.bytes, types: $0.declarations.count).map(
                        String.init)
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

    func writeCSV(byFile: Bool, to output: BufferedOutput) {
        output.write(utf8: (["path"] + Self.numberColumns).joined(separator: ","))
        output.write(UInt8(ascii: "\n"))
        if byFile {
            for file in files {
                output.write(utf8: TextEscaping.csvField(file.path))
                for number in Self.numbers(
                    file.lines, bytes: file.bytes, types: file.declarations.count)
                {
                    output.write(UInt8(ascii: ","))
                    output.write(decimal: number)
                }
                output.write(UInt8(ascii: "\n"))
            }
        }
        output.write(utf8: (["TOTAL"] + totalRow.dropFirst()).joined(separator: ","))
        output.write(UInt8(ascii: "\n"))
    }
}
