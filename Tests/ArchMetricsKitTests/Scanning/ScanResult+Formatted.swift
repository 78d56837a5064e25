import ArchMetricsReporting
import ArchMetricsSupport
import SwiftScanning

extension ScanResult {
    /// The tests' shorthand: the result as text, as `ScanFormat.write` writes it.
    func formatted(as format: ScanFormat, byFile: Bool) -> String {
        let output = BufferedOutput()
        format.write(self, byFile: byFile, to: output)
        return String(decoding: output.bytes, as: UTF8.self)
    }
}
