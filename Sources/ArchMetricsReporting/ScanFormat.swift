import ArchMetricsSupport
import SwiftScanning

/// The formats `archmetrics scan --format` writes a scan in: an aligned table, CSV and stable
/// JSON. Output, so here beside the report's formats, not in the scanner that makes the
/// result. JSON and CSV, which list every file, are written straight into the output (see
/// `ScanResult+JSON.swift`).
package enum ScanFormat: String, CaseIterable, Sendable {
    case table, json, csv

    /// Writes `result` to `output`; `byFile` adds one row per file to the table and CSV (JSON
    /// always has them).
    package func write(_ result: ScanResult, byFile: Bool, to output: BufferedOutput) {
        switch self {
        case .json:
            var writer = JSONByteWriter(output: output)
            result.writeJSON(to: &writer)
            writer.endDocument()
        case .csv: result.writeCSV(byFile: byFile, to: output)
        case .table: output.write(utf8: result.table(byFile: byFile))
        }
    }
}
