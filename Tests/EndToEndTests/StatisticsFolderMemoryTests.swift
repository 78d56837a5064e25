import Foundation
import TestSupport
import Testing

/// The compiler's statistics folder as a hostile build may leave it: 100,000 empty files with
/// statistics names, a 2 GB file with one, a 2 GB file with another name. Entries are filtered
/// by name and size before any is read, and reading many costs no memory per file.
@Suite(.serialized) struct StatisticsFolderMemoryTests {
    @Test func aHundredThousandEntriesAndTwoGigabyteFilesInBoundedMemory() throws {
        let folder = try makeTemporaryFolder("archmetrics-stats-folder")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The build fills the folder after `-stats-output-dir` (sparse files: no disk used).
        let name = "stats-%d-swift-frontend-App-F%d.swift-x86_64_unknown_linux_gnu-o-Onone-%d.json"
        let script = """
            while [ $# -gt 0 ]; do
              if [ "$1" = -stats-output-dir ]; then
                awk -v dir="$2" 'BEGIN { for (i = 0; i < 100000; i++) { f = sprintf("%s/\(name)", dir, i, i, i); printf "" > f; close(f) } }'
                dd if=/dev/zero of="$2/stats-x-swift-frontend-App-Big.swift-x86_64_unknown_linux_gnu-o-Onone-1.json" bs=1 count=0 seek=2147483648 2>/dev/null
                dd if=/dev/zero of="$2/junk.bin" bs=1 count=0 seek=2147483648 2>/dev/null
              fi
              shift
            done
            """
        let (result, kilobytes, output) = try PeakMemory.report(
            commands: ["build": ["sh", "-c", script, "sh", "{swiftFlags}"], "test": ["true"]],
            in: folder)
        #expect(result.status != 2, "\(result.stderr)")
        let metrics = try String(
            contentsOf: output.appendingPathComponent("metrics.json"), encoding: .utf8)
        #expect(metrics.contains("2147483648 bytes, larger than any statistics file"))
        // The configured command, which names junk.bin, is in metrics.json as written: the
        // file must only never be taken for a statistics file.
        #expect(!metrics.contains("statistics file junk.bin"))
        if let kilobytes {
            #expect(kilobytes < 200_000, "peak resident \(kilobytes) KB")
        }
    }
}
