import Foundation
import Hanging
import XCTest

final class HangingTests: XCTestCase {
    func testMisbehaves() throws {
        // The mode file sits in the package folder: two levels above this file.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let mode = (try? String(contentsOf: package.appendingPathComponent("probe-mode"), encoding: .utf8))?
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? []
        if mode.first == "hang", mode.count > 1 {
            let pidFile = mode[1]
            // `exec`: the shell becomes `sleep`, which keeps the ignored SIGTERM and the stdout.
            let child = Process()
            child.executableURL = URL(fileURLWithPath: "/bin/sh")
            child.arguments = ["-c", "trap '' TERM; echo $$ >> '\(pidFile)'; exec sleep 1000"]
            try child.run()
            let runner = "\(getpid())\n"
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: pidFile))
            handle.seekToEndOfFile()
            handle.write(Data(runner.utf8))
            try handle.close()
            sleep(1000)
        }
        XCTAssertEqual(answer(), 42)
    }
}
